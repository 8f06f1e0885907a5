import { MAX_PASSWORD, registerRequestSchema, signInRequestSchema } from "../../shared/api/auth";
import { passwordProblem } from "./password-policy";

export type { RegisterInput, SignInInput } from "../../shared/api/auth";

/** POST /api/auth/local/login: the shared shape as it is. */
export const signInSchema = signInRequestSchema;

/** POST /api/auth/local/register: the shared shape, and the password must pass password-policy.ts. */
export const registerSchema = registerRequestSchema.superRefine((input, ctx) => {
  // Runs even when another field failed, so every problem is named at once; a missing or oversized password is already.
  if (typeof input.password !== "string" || input.password.length > MAX_PASSWORD) return;
  const problem = passwordProblem(input.password, {
    email: typeof input.email === "string" ? input.email : undefined,
    firstName: typeof input.firstName === "string" ? input.firstName : undefined,
  });
  if (problem) ctx.addIssue({ code: "custom", path: ["password"], message: problem });
});
