import type { z } from "zod";
import { AppError } from "../errors";

/** Parses a request value with zod; a bad one becomes a 400 that names each field in words. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const parts = result.error.issues.map((issue) => {
    const field = issue.path.join(".");
    return field ? `${field}: ${issue.message}` : issue.message;
  });
  throw new AppError(400, `Invalid request. ${parts.join("; ")}.`);
}
