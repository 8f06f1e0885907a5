import type { ErrorBody } from "../../shared/api/error-body";
import { AppError } from "../errors";

export type { ErrorBody };

interface ErrorContext {
  code: string | number;
  error: unknown;
  path: string;
  set: { status?: number | string; headers: Record<string, string | number> };
}

/** The API's one error shape: every failure, ours or Elysia's, leaves as JSON `{ message }` with its status. */
export function toErrorResponse({ code, error: thrown, path, set }: ErrorContext): ErrorBody {
  set.headers["content-type"] = "application/json; charset=utf-8";
  // Elysia wraps whatever a body parser throws in its own ParseError; ours (a 413, bad JSON) keeps its status.
  const error = code === "PARSE" && thrown instanceof Error && thrown.cause instanceof AppError ? thrown.cause : thrown;
  if (error instanceof AppError) {
    set.status = error.status;
    Object.assign(set.headers, error.headers);
    return error.code ? { message: error.message, code: error.code } : { message: error.message };
  }
  switch (code) {
    case "PARSE":
      set.status = 400;
      return { message: "The request body is not valid JSON." };
    case "VALIDATION":
      set.status = 400;
      return { message: "Invalid request. Check the fields you sent." };
    case "NOT_FOUND":
      set.status = 404;
      return { message: `Not found: ${path}` };
    case "INVALID_COOKIE_SIGNATURE":
      set.status = 400;
      return { message: "A cookie was tampered with. Sign in again." };
  }
  const status = typeof error === "object" && error !== null && "status" in error ? Number(error.status) : 500;
  if (status >= 400 && status < 500) {
    set.status = status;
    return { message: error instanceof Error ? error.message : "Bad request." };
  }
  console.error(`[error] ${path}:`, error);
  set.status = 500;
  return { message: "Something went wrong on our side. Please try again." };
}
