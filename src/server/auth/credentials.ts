import { z } from "zod";

const email = z
  .string({ message: "must be text" })
  .trim()
  .toLowerCase()
  .max(254, { message: "must be at most 254 characters" })
  .pipe(z.email({ message: "must be an e-mail address" }));

const password = z
  .string({ message: "must be text" })
  .min(8, { message: "must be at least 8 characters" })
  .max(256, { message: "must be at most 256 characters" });

/** POST /api/auth/local/login. */
export const signInSchema = z.object({ email, password });

/** POST /api/auth/local/register; a blank first name is no first name. */
export const registerSchema = signInSchema.extend({
  firstName: z
    .string({ message: "must be text" })
    .trim()
    .max(100, { message: "must be at most 100 characters" })
    .nullish()
    .transform((v) => v || null),
});

export type SignInInput = z.infer<typeof signInSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
