import { TooManyRequests, AppError } from "../errors";
import type { Auth } from "./create-auth";
import type { RegisterInput, SignInInput } from "./credentials";
import type { FailureThrottle } from "./failure-throttle";
import type { User } from "./sessions";
import { findUserByEmail, insertUser } from "./users";

export const WRONG_CREDENTIALS = "Unauthorized: incorrect email or password.";
export const EMAIL_TAKEN = "An account with this email already exists. Sign in instead.";

function refuseWhileThrottled(throttle: FailureThrottle, key: string, what: string): void {
  const waitMs = throttle.waitMs(key);
  if (waitMs <= 0) return;
  const minutes = Math.ceil(waitMs / 60_000);
  throw new TooManyRequests(`${what} Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, waitMs / 1000);
}

/** Creates a password account; the caller starts its session. */
export async function registerLocal(auth: Auth, input: RegisterInput, client: string): Promise<User> {
  refuseWhileThrottled(auth.registrations, client, "Too many new accounts from this network.");
  if (findUserByEmail(auth.db, input.email)) throw new AppError(409, EMAIL_TAKEN);
  const passwordHash = await auth.passwords.hash(input.password);
  // Another sign-up may have taken the address while we hashed; nothing awaits between here and the insert.
  if (findUserByEmail(auth.db, input.email)) throw new AppError(409, EMAIL_TAKEN);
  auth.registrations.fail(client);
  return insertUser(
    auth.db,
    { email: input.email, passwordHash, firstName: input.firstName, lastName: null, profileImageUrl: null, oidcSubject: null },
    auth.now(),
  );
}

/** Checks a password sign-in; wrong e-mail and wrong password look and take the same. */
export async function signInLocal(auth: Auth, input: SignInInput, client: string): Promise<User> {
  const accountKey = input.email;
  const tooMany = "Too many failed sign-in attempts.";
  refuseWhileThrottled(auth.clientFailures, client, tooMany);
  refuseWhileThrottled(auth.accountFailures, accountKey, tooMany);
  const user = findUserByEmail(auth.db, input.email);
  const ok = user?.passwordHash
    ? await auth.passwords.verify(input.password, user.passwordHash)
    : await auth.passwords.verifyNothing(input.password);
  if (!ok || !user) {
    auth.clientFailures.fail(client);
    auth.accountFailures.fail(accountKey);
    throw new AppError(401, WRONG_CREDENTIALS);
  }
  auth.accountFailures.reset(accountKey);
  return user;
}
