const BASE = "http://return-to.invalid";
const MAX_LENGTH = 2000;

/** "/" alone, or "/" and then anything but another slash or a backslash: a path a browser keeps on this host. */
const isSitePath = (value: string) => value === "/" || /^\/[^/\\]/.test(value);

/**
 * Where to send someone after sign-in: a path on this site, else "/". "//evil.example" and "/\evil.example"
 * are other hosts to a browser, and browsers drop tabs and newlines ("/\t/evil.example"), so those are refused.
 * The answer is checked again after URL normalisation, since dot segments collapse ("/.//x", "/%2e%2e//x")
 * into a protocol-relative "//x".
 */
export function safeReturnTo(raw: unknown): string {
  if (typeof raw !== "string" || raw.length > MAX_LENGTH) return "/";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this refuses.
  if (!isSitePath(raw) || /[\u0000-\u001f\u007f\\]/.test(raw)) return "/";
  try {
    const url = new URL(raw, BASE);
    if (url.origin !== BASE) return "/";
    const path = `${url.pathname}${url.search}${url.hash}`;
    return isSitePath(path) && path.length <= MAX_LENGTH ? path : "/";
  } catch {
    return "/";
  }
}
