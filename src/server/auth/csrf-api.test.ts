import { describe, expect, test } from "bun:test";
import { createTestApp } from "../../testing/server/test-app";
import { PASSWORD, SAVE_TRIAL_BODY as TRIAL, signUp } from "../../testing/server/auth";

describe("CSRF: changes are accepted only from our own origin", () => {
  const t = createTestApp();
  const post = (headers: Record<string, string>, path = "/api/saved-trials", body: unknown = TRIAL) =>
    t.request(path, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });

  test("a cross-origin POST is a 403 that says why, before it reaches the route", async () => {
    const cookie = await signUp(t, "ada@example.org");
    const res = await post({ origin: "https://evil.example", cookie });
    expect(res.status).toBe(403);
    expect((await res.json()).message).toContain("https://evil.example");
    const list = await t.request("/api/saved-trials", { headers: { cookie } });
    expect((await list.json()).trials).toEqual([]);
  });

  test("a same-origin POST goes through", async () => {
    const cookie = await signUp(t, "grace@example.org");
    expect((await post({ origin: t.env.PUBLIC_ORIGIN, cookie })).status).toBe(201);
  });

  test("a forged sign-in from another site is refused too", async () => {
    const res = await post({ origin: "https://evil.example" }, "/api/auth/local/login", {
      email: "ada@example.org",
      password: PASSWORD,
    });
    expect(res.status).toBe(403);
  });

  test("without Origin, Sec-Fetch-Site decides", async () => {
    const cookie = await signUp(t, "lin@example.org");
    expect((await post({ "sec-fetch-site": "cross-site", cookie })).status).toBe(403);
    expect((await post({ "sec-fetch-site": "same-site", cookie })).status).toBe(403);
    expect((await post({ "sec-fetch-site": "same-origin", cookie })).status).toBe(201);
  });

  test("with neither header, a request carrying a session cookie is refused and one without is let through", async () => {
    const cookie = await signUp(t, "mae@example.org");
    const res = await post({ cookie });
    expect(res.status).toBe(403);
    expect((await res.json()).message).toContain("Origin");
    expect((await post({}, "/api/auth/local/login", { email: "mae@example.org", password: PASSWORD })).status).toBe(
      200,
    );
  });

  test("a null Origin (sandboxed frame) is cross-origin; reads are never blocked", async () => {
    const cookie = await signUp(t, "kim@example.org");
    expect(
      (await t.request("/api/saved-trials/1", { method: "DELETE", headers: { origin: "null", cookie } })).status,
    ).toBe(403);
    expect((await t.request("/api/saved-trials", { headers: { origin: "https://evil.example", cookie } })).status).toBe(
      200,
    );
  });

  test("on a loopback host, the page's own address counts as ours; another local port does not", async () => {
    const cookie = await signUp(t, "lee@example.org");
    const at = (origin: string) =>
      t.app.handle(
        new Request("http://127.0.0.1:3000/api/saved-trials", {
          method: "POST",
          headers: { origin, cookie, "content-type": "application/json" },
          body: JSON.stringify(TRIAL),
        }),
      );
    expect(t.env.PUBLIC_ORIGIN).toBe("http://localhost:3000");
    expect((await at("http://127.0.0.1:3000")).status).toBe(201);
    expect((await at("http://127.0.0.1:5173")).status).toBe(403);
    expect((await at("http://localhost:3000")).status).toBe(409);
  });
});
