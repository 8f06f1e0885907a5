import type { ErrorCode } from "../shared/api/error-body";

/**
 * Errors a service throws on purpose. The API's one onError turns any of them into
 * `{ "message": ... }` with this status (and any headers, such as Retry-After), so messages are written for people.
 * `code` is sent too, for the few cases a client must tell apart within one status.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly code?: ErrorCode,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** Too many requests from one client; says when to come back. */
export class TooManyRequests extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, { "retry-after": String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}
