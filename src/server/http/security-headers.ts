import { Elysia } from "elysia";

/** A fresh CSP nonce for one page: 128 random bits, base64. */
export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}

/** Base64 SHA-256 digests of a page's inline scripts, for a page whose bytes are shared between visitors. */
export interface ScriptHashes {
  hashes: string[];
}

/**
 * Headers every page carries.
 * - CSP, the "strict CSP" of web.dev: only scripts that carry this page's nonce (or, on a page rendered once for
 *   every anonymous visitor, whose SHA-256 is listed: decision 016) run, and what they load
 *   ('strict-dynamic' lets the entry import its chunks); no plugins, no <base> rewriting, no framing.
 *   `'unsafe-inline' https: http:` are for browsers too old for nonces or 'strict-dynamic'; any browser that
 *   knows those ignores them. Styles are left alone: the stylesheet is inline and Radix positions tooltips
 *   and toasts with style attributes.
 * - COOP keeps other sites' windows from holding a handle to ours; nosniff stops type guessing.
 * - HSTS only where the public origin is HTTPS (browsers ignore it over plain HTTP anyway).
 */
export function pageSecurityHeaders(scripts: string | ScriptHashes, secure: boolean): Record<string, string> {
  const allowed =
    typeof scripts === "string" ? `'nonce-${scripts}'` : scripts.hashes.map((h) => `'sha256-${h}'`).join(" ");
  const csp = [
    `script-src ${allowed} 'strict-dynamic' 'unsafe-inline' https: http:`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ];
  return {
    "content-security-policy": csp.join("; "),
    "cross-origin-opener-policy": "same-origin",
    "x-frame-options": "DENY",
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    ...(secure ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

/** Every API answer, error or not: never stored by a cache on the way (it may be one user's), never type-sniffed. */
export const apiHeaders = new Elysia({ name: "api-headers" }).onRequest(({ request, set }) => {
  if (!new URL(request.url).pathname.startsWith("/api/")) return;
  set.headers["cache-control"] = "no-store";
  set.headers["x-content-type-options"] = "nosniff";
});
