import type { Cookie } from "elysia";

/**
 * Behind HTTPS the cookie carries the __Host- prefix: browsers then accept it only Secure, for Path=/, with no
 * Domain, so a neighbouring subdomain cannot plant or overwrite a session. Plain http://localhost cannot use it.
 */
export const sessionCookieName = (secure: boolean) => (secure ? "__Host-session" : "session");
export const SESSION_COOKIE_NAMES = [sessionCookieName(true), sessionCookieName(false)];

export type CookieJar = Record<string, Cookie<unknown>>;

/** Secure only behind HTTPS: a Secure cookie over plain http://localhost would never come back. */
export const isSecureOrigin = (publicOrigin: string) => publicOrigin.startsWith("https://");

const baseAttributes = (secure: boolean) => ({ httpOnly: true, sameSite: "lax" as const, path: "/", secure });

export function setSessionCookie(jar: CookieJar, token: string, expiresAt: Date, now: number, secure: boolean): void {
  jar[sessionCookieName(secure)]!.set({
    ...baseAttributes(secure),
    value: token,
    expires: expiresAt,
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - now) / 1000)),
  });
}

export function clearSessionCookie(jar: CookieJar, secure: boolean): void {
  jar[sessionCookieName(secure)]!.set({ ...baseAttributes(secure), value: "", expires: new Date(0), maxAge: 0 });
}

/** The raw cookie value; Elysia parses JSON-looking values, so anything but a string is treated as no token. */
export function readSessionCookie(jar: CookieJar, secure: boolean): string | undefined {
  const value = jar[sessionCookieName(secure)]?.value;
  return typeof value === "string" && value !== "" ? value : undefined;
}
