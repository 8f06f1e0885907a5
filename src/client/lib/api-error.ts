import type { ErrorBody, ErrorCode } from "../../shared/api/error-body";

/**
 * A non-OK answer. Its message is "<status>: <body text or status text>" (docs/product.md#calls); flows branch on
 * `status` (and `code` where one status covers two cases), never on the words.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    readonly status: number,
    /** The body as sent, or the status text when the body is empty. */
    readonly body: string,
    /** The server's `message`, when the body is the API's JSON error shape. */
    readonly serverMessage: string | undefined,
    readonly code: ErrorCode | undefined,
  ) {
    super(`${status}: ${body}`);
  }

  static async from(res: Response): Promise<ApiError> {
    const body = (await res.text()) || res.statusText;
    const parsed = parseErrorBody(body);
    // A body that is not JSON (a proxy's page, Elysia's plain text) is the message as it stands.
    return new ApiError(res.status, body, parsed ? parsed.message : body || undefined, parsed?.code);
  }
}

function parseErrorBody(text: string): Partial<ErrorBody> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null) return {};
    const { message, code } = value as Record<string, unknown>;
    return {
      message: typeof message === "string" ? message : undefined,
      code: typeof code === "string" ? (code as ErrorCode) : undefined,
    };
  } catch {
    return undefined;
  }
}

export const hasStatus = (error: unknown, status: number): error is ApiError =>
  error instanceof ApiError && error.status === status;

/** The readable part of an API error: the server's `message` when the body is our JSON error shape. */
export const serverMessage = (error: unknown): string | undefined =>
  error instanceof ApiError ? error.serverMessage : undefined;
