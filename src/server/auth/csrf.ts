import { Elysia } from "elysia";
import { AppError } from "../errors";
import { SESSION_COOKIE_NAMES } from "./cookies";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const SAME_SITE_FETCH = new Set(["same-origin", "none"]);

const LOOPBACK_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/;

/**
 * On this machine, localhost and 127.0.0.1 are both "us" (the server prints one, PUBLIC_ORIGIN defaults to
 * the other). A page's Origin matching the loopback Host it was sent to is our own page: another local app
 * has another port, and a rebound DNS name is not a loopback Host.
 */
function isOwnLoopbackOrigin(origin: string, request: Request): boolean {
  const host = new URL(request.url).host;
  return URL.canParse(origin) && new URL(origin).host === host && LOOPBACK_HOST.test(host);
}

const hasSessionCookie = (request: Request) =>
  (request.headers.get("cookie") ?? "")
    .split(";")
    .some((part) => SESSION_COOKIE_NAMES.some((name) => part.trim().startsWith(`${name}=`)));

/**
 * Why a request that changes data must be refused as cross-site, or null when it may go on.
 * Browsers send Origin on every non-GET fetch and form post, so it decides. Without Origin, Sec-Fetch-Site
 * decides. With neither, the caller is not a modern browser (curl, a script): it is let through unless it
 * carries a session cookie, the only thing a forged request could borrow.
 */
export function crossSiteReason(request: Request, publicOrigin: string): string | null {
  if (SAFE_METHODS.has(request.method)) return null;
  const origin = request.headers.get("origin");
  if (origin !== null) {
    if (origin === publicOrigin || isOwnLoopbackOrigin(origin, request)) return null;
    return `Forbidden: this request came from ${origin}, and Trial Lens accepts changes only from ${publicOrigin}. Open the app at ${publicOrigin} (or set PUBLIC_ORIGIN to the address you use).`;
  }
  const site = request.headers.get("sec-fetch-site");
  if (site !== null) {
    if (SAME_SITE_FETCH.has(site)) return null;
    return `Forbidden: this request came from another site (${site}). Trial Lens accepts changes only from ${publicOrigin}.`;
  }
  if (!hasSessionCookie(request)) return null;
  return "Forbidden: a signed-in request that changes data must carry an Origin header naming this site.";
}

/** Lucia's guide: every non-GET /api request from another origin gets a 403 before any handler runs. */
export function csrfGuard(publicOrigin: string) {
  return new Elysia({ name: "csrf", seed: publicOrigin }).onRequest(({ request }) => {
    if (!new URL(request.url).pathname.startsWith("/api/")) return;
    const reason = crossSiteReason(request, publicOrigin);
    if (reason) throw new AppError(403, reason);
  });
}
