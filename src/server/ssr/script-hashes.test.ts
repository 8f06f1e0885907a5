import { describe, expect, test } from "bun:test";
import { hasSessionCookie } from "./shared-page-key";
import { inlineScriptHashes } from "./script-hashes";

const sha256 = (text: string) => new Bun.CryptoHasher("sha256").update(text).digest("base64");

describe("inline script hashes", () => {
  test("hashes each inline script's exact text once, and counts scripts loaded by src", () => {
    const html =
      "<html><head><script>try{a()}catch(e){}</script></head><body><p>x &lt;script&gt;</p>" +
      '<script data-tsr-stream-part="">self.$R={"a":"\\u003c/script>"}</script><script>try{a()}catch(e){}</script>' +
      '<script type="module" src="/assets/entry.js" async=""></script></body></html>';
    expect(inlineScriptHashes(html)).toEqual({
      hashes: [sha256("try{a()}catch(e){}"), sha256('self.$R={"a":"\\u003c/script>"}')],
      external: 1,
    });
  });

  test("a page without scripts needs no hash", () => {
    expect(inlineScriptHashes("<p>plain</p>")).toEqual({ hashes: [], external: 0 });
  });
});

describe("session cookie", () => {
  test("any session cookie, valid or not, under either name, means the page is rendered for that visitor", () => {
    expect(hasSessionCookie("session=abc")).toBe(true);
    expect(hasSessionCookie("theme=dark; __Host-session=")).toBe(true);
    expect(hasSessionCookie("theme=dark;session")).toBe(true);
    expect(hasSessionCookie("theme=dark; my-session=abc; sessionx=1")).toBe(false);
    expect(hasSessionCookie(null)).toBe(false);
  });
});
