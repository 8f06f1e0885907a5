import { describe, expect, test } from "bun:test";
import { createTestApp } from "../../testing/server/test-app";
import { signInAtProvider } from "../../testing/server/oidc-provider";
import { appSigningInAtProvider, type TestApp } from "../../testing/server/oidc-app";
import { withCookie } from "../../testing/server/auth";

// Each of these is a path to a browser, but one that leaves the site once dot segments collapse or as it is.
const OFF_SITE = [
  "https://evil.example/x",
  "javascript:alert(1)",
  "//evil.example",
  "/.//evil.example",
  "/%2e%2e//evil.example",
];

describe("GET /api/login with built-in accounts", () => {
  const t = createTestApp();

  test("hands the sign-in page a path on this site, and / for anything else", async () => {
    const ok = await t.request(`/api/login?returnTo=${encodeURIComponent("/search?q=lung")}`);
    expect(ok.headers.get("location")).toBe(`/login?returnTo=${encodeURIComponent("/search?q=lung")}`);
    for (const returnTo of OFF_SITE) {
      const res = await t.request(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/login?returnTo=%2F");
    }
  });
});

describe("GET /api/callback after an identity provider", () => {
  let t: TestApp;
  appSigningInAtProvider((provider, app) => {
    t = app;
    provider.accounts.set("ada", { email: "ada@example.org", email_verified: true });
  });

  test("lands on this site whatever returnTo the sign-in started with", async () => {
    for (const returnTo of [...OFF_SITE, "/favorites"]) {
      const start = await t.request(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
      const flow = start.headers
        .getSetCookie()
        .find((c) => c.startsWith("oidc_flow="))!
        .split(";")[0]!;
      const back = await signInAtProvider(start.headers.get("location")!, "ada");
      const res = await t.request(`${back.pathname}${back.search}`, withCookie(flow));
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(returnTo === "/favorites" ? "/favorites" : "/");
    }
  });
});
