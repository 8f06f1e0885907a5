import { z } from "zod";
import { passwordProblem } from "./password-policy";

const email = z
  .string({ message: "must be text" })
  .trim()
  .toLowerCase()
  .max(254, { message: "must be at most 254 characters" })
  .pipe(z.email({ message: "must be an e-mail address" }));

const MAX_PASSWORD = 256;

// Sign-in keeps the rule accounts were made under, so a password chosen before the 15-character rule still works.
const password = z
  .string({ message: "must be text" })
  .min(8, { message: "must be at least 8 characters" })
  .max(MAX_PASSWORD, { message: `must be at most ${MAX_PASSWORD} characters` });

/** POST /api/auth/local/login. */
export const signInSchema = z.object({ email, password });

/** POST /api/auth/local/register; a blank first name is no first name; the password must pass password-policy.ts. */
export const registerSchema = z
  .object({
    email,
    password: z.string({ message: "must be text" }).max(MAX_PASSWORD, { message: `must be at most ${MAX_PASSWORD} characters` }),
    firstName: z
      .string({ message: "must be text" })
      .trim()
      .max(100, { message: "must be at most 100 characters" })
      .nullish()
      .transform((v) => v || null),
  })
  .superRefine((input, ctx) => {
    // Runs even when another field failed, so every problem is named at once; a missing or oversized password is already.
    if (typeof input.password !== "string" || input.password.length > MAX_PASSWORD) return;
    const problem = passwordProblem(input.password, {
      email: typeof input.email === "string" ? input.email : undefined,
      firstName: typeof input.firstName === "string" ? input.firstName : undefined,
    });
    if (problem) ctx.addIssue({ code: "custom", path: ["password"], message: problem });
  });

export type SignInInput = z.infer<typeof signInSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
