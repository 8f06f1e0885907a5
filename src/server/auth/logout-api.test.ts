import { describe, expect, test } from "bun:test";
import { createTestApp } from "../../testing/server/test-app";
import { signUp } from "../../testing/server/auth";

type TestApp = ReturnType<typeof createTestApp>;

const signedIn = async (t: TestApp, cookie: string) =>
  (await t.request("/api/auth/user", { headers: { cookie } })).status === 200;
const navigate = (t: TestApp, cookie: string, headers: Record<string, string> = {}) =>
  t.request("/api/logout", { headers: { cookie, ...headers } });
/** What the /logout page's form sends: an empty urlencoded post. */
const post = (t: TestApp, headers: Record<string, string>) =>
  t.request("/api/logout", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: "",
  });

describe("GET /api/logout: a link on another site signs nobody out", () => {
  test("a navigation from another site, or without Sec-Fetch-Site, is asked to confirm and stays signed in", async () => {
    const t = createTestApp();
    const cookie = await signUp(t, "ada@example.org");
    const cases: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      { "sec-fetch-site": "none" },
      {},
    ];
    for (const headers of cases) {
      const res = await navigate(t, cookie, headers);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/logout");
      expect(res.headers.getSetCookie().join()).not.toContain("Max-Age=0");
      expect(await signedIn(t, cookie)).toBe(true);
    }
  });

  test("a navigation from our own page signs out at once and goes home", async () => {
    const t = createTestApp();
    const cookie = await signUp(t, "grace@example.org");
    const res = await navigate(t, cookie, { "sec-fetch-site": "same-origin" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    expect(res.headers.getSetCookie().join()).toContain("session=; Max-Age=0");
    expect(await signedIn(t, cookie)).toBe(false);
  });
});

describe("POST /api/logout: the confirmation page's form", () => {
  test("from another origin it is a 403 and the session lives on", async () => {
    const t = createTestApp();
    const cookie = await signUp(t, "lin@example.org");
    const cases: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
      {},
    ];
    for (const headers of cases) {
      const res = await post(t, { cookie, ...headers });
      expect(res.status).toBe(403);
      expect(await signedIn(t, cookie)).toBe(true);
    }
  });

  test("from our own origin it ends the session, clears the cookie and goes home", async () => {
    const t = createTestApp();
    const cookie = await signUp(t, "mae@example.org");
    const res = await post(t, { cookie, origin: t.env.PUBLIC_ORIGIN, "sec-fetch-site": "same-origin" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/");
    expect(res.headers.getSetCookie().join()).toContain("session=; Max-Age=0");
    expect(await signedIn(t, cookie)).toBe(false);
  });
});

describe("the /logout page", () => {
  test("asks before signing out, with a form that posts to /api/logout", async () => {
    const t = createTestApp();
    const cookie = await signUp(t, "kim@example.org");
    const res = await t.request("/logout", { headers: { cookie } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Sign out of Trial Lens?");
    const form = html.match(/<form[^>]*>/)?.[0] ?? "";
    expect(form).toContain('action="/api/logout"');
    expect(form).toContain('method="post"');
    expect(await signedIn(t, cookie)).toBe(true);
  });
});
