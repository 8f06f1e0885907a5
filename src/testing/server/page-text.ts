import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";

/** The page's HTML, whatever the encoding it came in. */
export async function pageText(res: Response): Promise<string> {
  const bytes = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get("content-encoding");
  if (encoding === "br") return brotliDecompressSync(bytes).toString();
  if (encoding === "gzip") return gunzipSync(bytes).toString();
  if (encoding === "deflate") return inflateSync(bytes).toString();
  return bytes.toString();
}

/** What a reader sees: the markup without its scripts (data for hydration, the loader) or nonces (attribute, meta). */
export function visibleMarkup(html: string): string {
  let out = "";
  let at = 0;
  for (let open = html.indexOf("<script", at); open !== -1; open = html.indexOf("<script", at)) {
    out += html.slice(at, open);
    at = html.indexOf("</script>", open) + "</script>".length;
  }
  return (out + html.slice(at))
    .replaceAll(/ nonce="[^"]*"/g, "")
    .replace(/<meta property="csp-nonce" content="[^"]*"\/>/, "");
}

/** Render times (epoch milliseconds) in the router's hand-off data are the only bytes two renders may differ by. */
export const withoutRenderTimes = (html: string) => html.replaceAll(/\b1[78]\d{11}\b/g, "<time>");

/** Base64 SHA-256 of every inline script's text, as a browser computes it for a CSP hash. */
export function inlineScriptDigests(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([^<]*(?:<(?!\/script>)[^<]*)*)<\/script>/g)].map((m) =>
    new Bun.CryptoHasher("sha256").update(m[1]!).digest("base64"),
  );
}
