import { Elysia } from "elysia";
import { AppError } from "../errors";
import { clearSessionCookie, sessionCookieName, setSessionCookie } from "./cookies";
import type { Auth } from "./create-auth";
import { isWellFormedToken, validateSessionToken, type Session, type User } from "./sessions";

export const SIGN_IN_REQUIRED = "Unauthorized: sign in to continue.";

/**
 * Resolves `user` and `session` (null when signed out) for the routes of whichever plugin uses it.
 * A cookie that names no live session is cleared; a live one is sent again with its current expiry.
 */
export function authPlugin(auth: Auth) {
  return new Elysia({ name: "auth" }).resolve({ as: "scoped" }, async ({ cookie }) => {
    const signedOut = { user: null as User | null, session: null as Session | null };
    // Elysia hands a JSON-looking value over parsed, so the raw value is checked before anything else.
    const token: unknown = cookie[sessionCookieName(auth.secureCookies)]?.value;
    if (token === undefined || token === "") return signedOut;
    const refuse = () => {
      clearSessionCookie(cookie, auth.secureCookies);
      return signedOut;
    };
    if (!isWellFormedToken(token)) return refuse();
    const now = auth.now();
    const valid = await validateSessionToken(auth.db, token, now);
    if (!valid) return refuse();
    // Lucia's guide: send the cookie again on every use, so the browser's copy follows the sliding expiry.
    setSessionCookie(cookie, token, valid.session.expiresAt, now, auth.secureCookies);
    return { user: valid.user as User | null, session: valid.session as Session | null };
  });
}

/** The signed-in user, or a 401 whose words the client's toasts look for. */
export function requireUser(user: User | null, message = SIGN_IN_REQUIRED): User {
  if (!user) throw new AppError(401, message);
  return user;
}
