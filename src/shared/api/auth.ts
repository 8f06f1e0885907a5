import { z } from "../zod";

const email = z
  .string({ message: "must be text" })
  .trim()
  .toLowerCase()
  .max(254, { message: "must be at most 254 characters" })
  .pipe(z.email({ message: "must be an e-mail address" }));

export const MAX_PASSWORD = 256;

// Sign-in keeps the rule accounts were made under, so a password chosen before the 15-character rule still works.
const password = z
  .string({ message: "must be text" })
  .min(8, { message: "must be at least 8 characters" })
  .max(MAX_PASSWORD, { message: `must be at most ${MAX_PASSWORD} characters` });

/** POST /api/auth/local/login. */
export const signInRequestSchema = z.object({ email, password });
export type SignInInput = z.infer<typeof signInRequestSchema>;

/**
 * POST /api/auth/local/register; a blank first name is no first name. The server also holds the password to its
 * policy (src/server/auth/password-policy.ts), which needs its word lists and so is not part of the shared shape.
 */
export const registerRequestSchema = z.object({
  email,
  password: z
    .string({ message: "must be text" })
    .max(MAX_PASSWORD, { message: `must be at most ${MAX_PASSWORD} characters` }),
  firstName: z
    .string({ message: "must be text" })
    .trim()
    .max(100, { message: "must be at most 100 characters" })
    .nullish()
    .transform((v) => v || null),
});
export type RegisterInput = z.infer<typeof registerRequestSchema>;

/**
 * GET /api/auth/user: the signed-in user, nothing secret. Every account has an e-mail address: the built-in ones
 * sign in with it, and an identity provider that shares none is refused at sign-in (auth/oidc-users.ts).
 */
export const publicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;
