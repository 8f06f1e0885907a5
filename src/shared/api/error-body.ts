// No zod here: the client's fetch wrapper reads it in the first bundle.

/**
 * The API's one error shape; clients show it as "<status>: <body>" (docs/product.md#calls). `code` names a case a
 * client must tell apart.
 */
export interface ErrorBody {
  message: string;
  code?: ErrorCode;
}

/** Cases that share a status but need different words from the client (both are 409s on POST /api/saved-trials). */
export const ERROR_CODES = { alreadySaved: "already-saved", tooManySaved: "too-many-saved" } as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
