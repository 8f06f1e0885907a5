const BASE = "http://return-to.invalid";

/**
 * Where to send someone after sign-in: a path on this site, else "/". "//evil.example" and "/\evil.example"
 * are other hosts to a browser, and browsers drop tabs and newlines ("/\t/evil.example"), so those are refused.
 */
export function safeReturnTo(raw: unknown): string {
  if (typeof raw !== "string" || raw.length > 2000) return "/";
  if (!raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return "/";
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return "/";
  try {
    const url = new URL(raw, BASE);
    if (url.origin !== BASE) return "/";
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return "/";
  }
}
