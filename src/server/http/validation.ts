import type { z } from "zod";
import { AppError } from "../errors";

const NOT_AN_OBJECT = "The body must be a JSON object (Content-Type: application/json)";

/** Parses a request value with zod; a bad one becomes a 400 that names each field in words. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const parts = result.error.issues.map((issue) => {
    const field = issue.path.join(".");
    if (field) return `${field}: ${issue.message}`;
    // The whole body is the wrong kind of thing: missing, a string, an array.
    if (issue.code === "invalid_type" && issue.expected === "object") return NOT_AN_OBJECT;
    return issue.message;
  });
  throw new AppError(400, `Invalid request. ${parts.join("; ")}.`);
}
