import { SESSION_COOKIE_NAMES } from "../auth/cookies";

/** Pages whose anonymous version is the same for everyone who asks with the same URL. */
const SHARED_PATHS = new Set(["/", "/search"]);

/** True when any cookie in the header is a session cookie, valid or not: its page is rendered for it alone. */
export function hasSessionCookie(header: string | null): boolean {
  if (!header) return false;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    const name = (eq === -1 ? part : part.slice(0, eq)).trim();
    if (SESSION_COOKIE_NAMES.includes(name)) return true;
  }
  return false;
}

/** The cache key of a page an anonymous visitor may share with others, or undefined when it is rendered per request. */
export function sharedPageKey(request: Request): string | undefined {
  if (request.method !== "GET" || hasSessionCookie(request.headers.get("cookie"))) return undefined;
  const url = new URL(request.url);
  return SHARED_PATHS.has(url.pathname) ? `${url.host}${url.pathname}${url.search}` : undefined;
}
