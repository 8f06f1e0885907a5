import type { Cookie } from "elysia";

export const SESSION_COOKIE = "session";

export type CookieJar = Record<string, Cookie<unknown>>;

/** Secure only behind HTTPS: a Secure cookie over plain http://localhost would never come back. */
export const isSecureOrigin = (publicOrigin: string) => publicOrigin.startsWith("https://");

const baseAttributes = (secure: boolean) => ({ httpOnly: true, sameSite: "lax" as const, path: "/", secure });

export function setSessionCookie(jar: CookieJar, token: string, expiresAt: Date, now: number, secure: boolean): void {
  jar[SESSION_COOKIE]!.set({
    ...baseAttributes(secure),
    value: token,
    expires: expiresAt,
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - now) / 1000)),
  });
}

export function clearSessionCookie(jar: CookieJar, secure: boolean): void {
  jar[SESSION_COOKIE]!.set({ ...baseAttributes(secure), value: "", expires: new Date(0), maxAge: 0 });
}

/** The raw cookie value; Elysia parses JSON-looking values, so anything but a string is treated as no token. */
export function readSessionCookie(jar: CookieJar): string | undefined {
  const value = jar[SESSION_COOKIE]?.value;
  return typeof value === "string" && value !== "" ? value : undefined;
}
