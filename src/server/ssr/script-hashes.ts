/** What the CSP of a page served to many visitors must allow: the SHA-256 of each inline script it carries. */
export interface PageScripts {
  /** Base64 SHA-256 of each distinct inline script's text, in order of first appearance. */
  hashes: string[];
  /** Scripts with a `src`: a hash-only policy would block them, so such a page cannot be shared. */
  external: number;
}

const OPEN = "<script";
const CLOSE = "</script";

/**
 * Scans our own rendered HTML once (indexOf only, linear in its length). React escapes `<` in text, and the
 * router's data scripts escape it too, so `<script` and `</script` occur only as real tags.
 */
export function inlineScriptHashes(html: string): PageScripts {
  const hashes: string[] = [];
  let external = 0;
  let at = html.indexOf(OPEN);
  while (at !== -1) {
    const tagEnd = html.indexOf(">", at);
    const close = html.indexOf(CLOSE, tagEnd);
    if (tagEnd === -1 || close === -1) break;
    const tag = html.slice(at, tagEnd);
    if (/\ssrc=/.test(tag)) external++;
    else {
      const hash = new Bun.CryptoHasher("sha256").update(html.slice(tagEnd + 1, close)).digest("base64");
      if (!hashes.includes(hash)) hashes.push(hash);
    }
    at = html.indexOf(OPEN, close + CLOSE.length);
  }
  return { hashes, external };
}
