import { describe, expect, test } from "bun:test";
import { decodeEntities } from "./entities";

describe("decodeEntities", () => {
  test("numeric references, decimal and hex", () => {
    expect(decodeEntities("10&#x2009;mg, &#946;-blocker, Universit&#xe0;, &#X1F600;")).toBe(
      "10\u2009mg, β-blocker, Università, 😀",
    );
  });

  test("XML and common HTML names", () => {
    expect(decodeEntities("&lt;0.05 &amp; &quot;x&quot; &apos;y&apos; 5&nbsp;mg &ndash; &plusmn;1 &alpha;&Beta;")).toBe(
      "<0.05 & \"x\" 'y' 5\u00a0mg – ±1 αΒ",
    );
  });

  test("escaped twice or three times: decoded until stable", () => {
    expect(decodeEntities("p &amp;gt; 0.05")).toBe("p > 0.05");
    expect(decodeEntities("&amp;amp;#x2009;")).toBe("\u2009");
  });

  test("unknown names, bare ampersands and invalid code points stay as written", () => {
    expect(decodeEntities("R&D &unknownname; &#0; &#xD800; &#x110000;")).toBe(
      "R&D &unknownname; &#0; &#xD800; &#x110000;",
    );
  });
});
