import { describe, expect, test } from "bun:test";
import { createNonce, pageSecurityHeaders } from "./security-headers";

describe("page security headers", () => {
  test("a new 128-bit nonce for every page", () => {
    const a = createNonce();
    expect(Buffer.from(a, "base64")).toHaveLength(16);
    expect(createNonce()).not.toBe(a);
  });

  test("HSTS only when the public origin is HTTPS", () => {
    expect(pageSecurityHeaders("n", true)["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(pageSecurityHeaders("n", false)).not.toHaveProperty("strict-transport-security");
    expect(pageSecurityHeaders("abc", false)["content-security-policy"]).toStartWith(
      "script-src 'nonce-abc' 'strict-dynamic'",
    );
  });
});
