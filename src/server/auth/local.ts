import { TooManyRequests, AppError } from "../errors";
import type { Auth } from "./create-auth";
import type { RegisterInput, SignInInput } from "./credentials";
import { findUserByEmail, insertUser } from "./users";
import type { User } from "./sessions";

export const WRONG_CREDENTIALS = "Unauthorized: incorrect email or password.";
export const EMAIL_TAKEN = "An account with this email already exists. Sign in instead.";
export const TOO_MANY_SIGN_INS = "Too many failed sign-in attempts.";
export const TOO_MANY_SIGN_UPS = "Too many sign-up attempts from this network.";

/** "Try again in 4 seconds." / "Try again in 15 minutes."; Retry-After carries the exact wait. */
function tooMany(what: string, waitMs: number): TooManyRequests {
  const [n, unit] = waitMs < 60_000 ? [Math.ceil(waitMs / 1000), "second"] : [Math.ceil(waitMs / 60_000), "minute"];
  return new TooManyRequests(`${what} Try again in ${n} ${unit}${n === 1 ? "" : "s"}.`, waitMs / 1000);
}

/** Creates a password account; the caller starts its session. */
export async function registerLocal(auth: Auth, input: RegisterInput, client: string): Promise<User> {
  // Every attempt counts, a taken address too: else the 409s would tell anyone which addresses have accounts, unthrottled.
  // Booked before the hash is awaited, so concurrent sign-ups cannot all pass the check.
  const { waitMs } = await auth.registrations.reserve(client);
  if (waitMs > 0) throw tooMany(TOO_MANY_SIGN_UPS, waitMs);
  if (await findUserByEmail(auth.db, input.email)) throw new AppError(409, EMAIL_TAKEN);
  const passwordHash = await auth.passwords.hash(input.password);
  // Another sign-up (on any instance) may take the address while we hash: the insert then adds nothing.
  const user = await insertUser(
    auth.db,
    {
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: null,
      profileImageUrl: null,
      oidcSubject: null,
    },
    auth.now(),
  );
  if (!user) throw new AppError(409, EMAIL_TAKEN);
  return user;
}

/**
 * Checks a password sign-in; wrong e-mail and wrong password look and take the same. The attempt is booked as a
 * failure for the client and the account before argon2 is awaited (see sign-in-backoff.ts), and released on success.
 */
export async function signInLocal(auth: Auth, input: SignInInput, client: string): Promise<User> {
  const booking = await auth.signIns.book(client, input.email);
  if (booking.waitMs > 0) throw tooMany(TOO_MANY_SIGN_INS, booking.waitMs);
  const user = await findUserByEmail(auth.db, input.email);
  const ok = user?.passwordHash
    ? await auth.passwords.verify(input.password, user.passwordHash)
    : await auth.passwords.verifyNothing(input.password);
  if (!ok || !user) throw new AppError(401, WRONG_CREDENTIALS);
  await booking.succeeded();
  return user;
}
