import { describe, expect, test } from "bun:test";
import { createTestApp } from "../../testing/server/test-app";
import { SAVE_TRIAL_BODY as TRIAL, sameOrigin, sessionCookieOf, signUp, withCookie } from "../../testing/server/auth";

const DAY = 24 * 60 * 60 * 1000;

describe("GET /api/auth/user", () => {
  const t = createTestApp();

  test("signed out it is a 401 saying Unauthorized", async () => {
    const res = await t.request("/api/auth/user");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "Unauthorized" });
  });

  test("a tampered cookie opens nothing and is cleared", async () => {
    const cookie = await signUp(t, "ada@example.org");
    const token = cookie.slice("session=".length);
    const tampered = `session=${token.slice(0, -1)}${token.endsWith("a") ? "b" : "a"}`;
    for (const bad of [tampered, "session=%7B%22id%22%3A1%7D", `session=${token}x`]) {
      const res = await t.request("/api/auth/user", withCookie(bad));
      expect(res.status).toBe(401);
      expect(res.headers.getSetCookie().join()).toContain("session=; Max-Age=0");
    }
  });

  test("the database holds no session secret", async () => {
    const cookie = await signUp(t, "grace@example.org");
    const token = cookie.slice("session=".length);
    const { sessions, users } = t.db.tables;
    const dump = JSON.stringify([await t.db.select().from(sessions), await t.db.select().from(users)]);
    expect(dump).not.toContain(token);
  });
});

describe("GET /api/logout", () => {
  test("ends the session on the server, clears the cookie and goes home; the old cookie is dead", async () => {
    const t = createTestApp();
    const stolen = await signUp(t, "ada@example.org");
    // The header's Logout button: a navigation from our own page (a cross-site one is in logout-api.test.ts).
    const res = await t.request("/api/logout", { headers: { cookie: stolen, "sec-fetch-site": "same-origin" } });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    expect(res.headers.getSetCookie().join()).toMatch(/^session=; Max-Age=0; Path=\//);
    // A copy of the cookie taken before sign-out opens nothing afterwards.
    expect((await t.request("/api/auth/user", withCookie(stolen))).status).toBe(401);
    expect((await t.request("/api/saved-trials", withCookie(stolen))).status).toBe(401);
  });

  test("signed out it still clears the cookie and goes home", async () => {
    const t = createTestApp();
    const res = await t.request("/api/logout");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
  });
});

describe("session lifetime", () => {
  test("30 idle days end a session; use in its second half renews it; 90 days end it regardless", async () => {
    const start = Date.UTC(2026, 0, 1);
    let now = start;
    const t = createTestApp({}, {}, { now: () => now });
    const cookie = await signUp(t, "ada@example.org");
    const me = () => t.request("/api/auth/user", withCookie(cookie));

    // Every use sends the cookie again with what is left of the session, so the browser's copy keeps pace.
    now = start + 10 * DAY;
    const early = await me();
    expect(early.status).toBe(200);
    expect(sessionCookieOf(early)).toBe(cookie);
    expect(early.headers.getSetCookie().join()).toContain(`Max-Age=${20 * 86400};`);

    now = start + 20 * DAY;
    const renewed = await me();
    expect(renewed.status).toBe(200);
    expect(sessionCookieOf(renewed)).toBe(cookie);
    expect(renewed.headers.getSetCookie().join()).toContain(`Max-Age=${30 * 86400};`);

    now = start + 45 * DAY; // past the first 30 days, inside the renewed ones
    expect((await me()).status).toBe(200);
    now = start + 70 * DAY;
    expect((await me()).status).toBe(200);
    now = start + 89 * DAY;
    const capped = await me();
    expect(capped.status).toBe(200);
    expect(capped.headers.getSetCookie().join()).toContain(`Max-Age=${86400};`);
    now = start + 90 * DAY;
    expect((await me()).status).toBe(401);
  });

  test("a session left alone for 30 days is gone", async () => {
    const start = Date.UTC(2026, 0, 1);
    let now = start;
    const t = createTestApp({}, {}, { now: () => now });
    const cookie = await signUp(t, "ada@example.org");
    now = start + 30 * DAY;
    expect((await t.request("/api/auth/user", withCookie(cookie))).status).toBe(401);
  });
});

describe("DELETE /api/auth/user", () => {
  test("removes the account with its sessions and saved trials, and nobody else's", async () => {
    const t = createTestApp();
    const ada = await signUp(t, "ada@example.org");
    const grace = await signUp(t, "grace@example.org");
    for (const cookie of [ada, grace]) {
      expect((await t.request("/api/saved-trials", sameOrigin(t, "POST", TRIAL, cookie))).status).toBe(201);
    }
    const res = await t.request("/api/auth/user", sameOrigin(t, "DELETE", undefined, ada));
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().join()).toContain("session=; Max-Age=0");
    expect((await t.request("/api/auth/user", withCookie(ada))).status).toBe(401);
    const { savedTrials, sessions, users } = t.db.tables;
    expect((await t.db.select().from(users)).map((u) => u.email)).toEqual(["grace@example.org"]);
    expect(await t.db.select().from(sessions)).toHaveLength(1);
    expect(await t.db.select().from(savedTrials)).toHaveLength(1);
    expect((await t.request("/api/saved-trials", withCookie(grace))).status).toBe(200);
  });

  test("signed out it is a 401", async () => {
    const t = createTestApp();
    const res = await t.request("/api/auth/user", sameOrigin(t, "DELETE"));
    expect(res.status).toBe(401);
    expect((await res.json()).message).toContain("Unauthorized");
  });
});

describe("pages carry the session's cookie changes", () => {
  test("a page renews the session like an API call would, and clears a dead cookie", async () => {
    const start = Date.UTC(2026, 0, 1);
    let now = start;
    const t = createTestApp({}, {}, { now: () => now });
    const cookie = await signUp(t, "ada@example.org");
    now = start + 20 * DAY;
    const page = await t.request("/favorites", withCookie(cookie));
    expect(page.status).toBe(200);
    expect(page.headers.getSetCookie().join()).toContain(`Max-Age=${30 * 86400};`);
    const html = await page.text();
    expect(html).toContain("ada@example.org");

    const dead = await t.request("/", withCookie("session=not-a-real-token"));
    expect(dead.status).toBe(200);
    expect(dead.headers.getSetCookie().join()).toContain("session=; Max-Age=0");
  });
});
