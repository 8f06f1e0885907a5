import type { CookieJar } from "./cookies";
import { readSessionCookie, setSessionCookie } from "./cookies";
import type { Auth } from "./create-auth";
import { createSession, generateSessionToken, invalidateSession, sessionIdOf } from "./sessions";

/** Every sign-in gets a fresh session; one this browser already held is ended, not reused. */
export async function beginSession(auth: Auth, jar: CookieJar, userId: string): Promise<void> {
  const previous = readSessionCookie(jar, auth.secureCookies);
  if (previous) await invalidateSession(auth.db, sessionIdOf(previous));
  const now = auth.now();
  const token = generateSessionToken();
  const session = await createSession(auth.db, token, userId, now);
  setSessionCookie(jar, token, session.expiresAt, now, auth.secureCookies);
}
