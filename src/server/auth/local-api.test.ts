import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { createTestApp } from "../../testing/server/test-app";
import { EMAIL_TAKEN, WRONG_CREDENTIALS } from "./local";
import { insertUser } from "./users";
import { PASSWORD, sameOrigin, sessionCookieOf, signUp, withCookie } from "../../testing/server/auth";

describe("GET /api/login without an identity provider", () => {
  const t = createTestApp();

  test("sends the browser to our /login page, keeping a same-site returnTo", async () => {
    const res = await t.request("/api/login?returnTo=%2Ffavorites");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login?returnTo=%2Ffavorites");
  });

  test("returnTo defaults to / and never leaves the site", async () => {
    for (const query of [
      "",
      "?returnTo=https%3A%2F%2Fevil.example",
      "?returnTo=%2F%2Fevil.example",
      "?returnTo=%2F%5Cevil.example",
    ]) {
      expect((await t.request(`/api/login${query}`)).headers.get("location")).toBe("/login?returnTo=%2F");
    }
  });
});

describe("POST /api/auth/local/register", () => {
  const t = createTestApp();

  test("creates the account, hashes the password with argon2id and starts a session", async () => {
    const res = await t.request(
      "/api/auth/local/register",
      sameOrigin(t, "POST", { email: "  Ada@Example.ORG ", password: PASSWORD, firstName: " Ada " }),
    );
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({
      id: expect.any(String),
      email: "ada@example.org",
      firstName: "Ada",
      lastName: null,
      profileImageUrl: null,
    });
    const setCookie = res.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/^session=[0-9a-f]{40}; /);
    for (const part of ["HttpOnly", "SameSite=Lax", "Path=/", "Max-Age=2592000"]) expect(setCookie).toContain(part);
    expect(setCookie).not.toContain("Secure");
    const { users } = t.db.tables;
    const [row] = await t.db.select().from(users).where(eq(users.email, "ada@example.org"));
    if (!row) throw new Error("no row for the new account");
    expect(row.passwordHash).toStartWith("$argon2id$");
    expect(row.passwordHash).not.toContain(PASSWORD);
    const me = await t.request("/api/auth/user", withCookie(sessionCookieOf(res)!));
    expect(await me.json()).toEqual(body);
  });

  test("an address already registered, in any case, is a 409 that says to sign in", async () => {
    await signUp(t, "grace@example.org");
    const res = await t.request(
      "/api/auth/local/register",
      sameOrigin(t, "POST", { email: "GRACE@example.org", password: PASSWORD }),
    );
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: EMAIL_TAKEN });
  });

  test("bad fields are a 400 naming each one", async () => {
    const cases: [unknown, string][] = [
      [{ email: "not-an-email", password: PASSWORD }, "email: must be an e-mail address"],
      [{ email: "a@example.org", password: "12345678" }, "password: must be at least 15 characters"],
      [{ email: "a@example.org", password: " ".repeat(8) }, "password: must be at least 15 characters"],
      [{ email: "a@example.org", password: " ".repeat(20) }, "password: must not be only spaces"],
      [{ email: "a@example.org", password: "Password123456789!" }, "password: is too easy to guess"],
      [
        { email: "grace.hopper@example.org", password: "grace.hopper@example.org" },
        "password: must not contain your e-mail address",
      ],
      [{ email: "a@example.org", password: "x".repeat(257) }, "password: must be at most 256 characters"],
      [
        { email: "a@example.org", password: PASSWORD, firstName: "x".repeat(101) },
        "firstName: must be at most 100 characters",
      ],
      [{}, "email: must be text"],
    ];
    for (const [body, words] of cases) {
      const res = await t.request("/api/auth/local/register", sameOrigin(t, "POST", body));
      expect(res.status).toBe(400);
      expect((await res.json()).message).toContain(words);
    }
  });
});

describe("POST /api/auth/local/login", () => {
  test("signs in with the right password, and every sign-in is a new session", async () => {
    const t = createTestApp();
    const first = await signUp(t, "ada@example.org", "Ada");
    const res = await t.request(
      "/api/auth/local/login",
      sameOrigin(t, "POST", { email: "ADA@example.org", password: PASSWORD }),
    );
    expect(res.status).toBe(200);
    expect((await res.json()).firstName).toBe("Ada");
    const second = sessionCookieOf(res)!;
    expect(second).not.toBe(first);
    expect((await t.request("/api/auth/user", withCookie(second))).status).toBe(200);
    // Signing in again from the same browser ends the session that browser held.
    const third = sessionCookieOf(
      await t.request(
        "/api/auth/local/login",
        sameOrigin(t, "POST", { email: "ada@example.org", password: PASSWORD }, second),
      ),
    )!;
    expect((await t.request("/api/auth/user", withCookie(second))).status).toBe(401);
    expect((await t.request("/api/auth/user", withCookie(third))).status).toBe(200);
  });

  test("an account made under the old 8-character rule still signs in", async () => {
    const t = createTestApp();
    const oldHash = await Bun.password.hash("hunter22", { algorithm: "argon2id", memoryCost: 1024, timeCost: 1 });
    await insertUser(
      t.db,
      {
        email: "old@example.org",
        passwordHash: oldHash,
        firstName: null,
        lastName: null,
        profileImageUrl: null,
        oidcSubject: null,
      },
      Date.now(),
    );
    const res = await t.request(
      "/api/auth/local/login",
      sameOrigin(t, "POST", { email: "old@example.org", password: "hunter22" }),
    );
    expect(res.status).toBe(200);
  });

  test("a wrong password and an unknown e-mail get the same 401 and no cookie", async () => {
    const t = createTestApp();
    await signUp(t, "ada@example.org");
    for (const body of [
      { email: "ada@example.org", password: "wrong password" },
      { email: "nobody@example.org", password: PASSWORD },
    ]) {
      const res = await t.request("/api/auth/local/login", sameOrigin(t, "POST", body));
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: WRONG_CREDENTIALS });
      expect(sessionCookieOf(res)).toBeUndefined();
    }
  });

  test("an attacker cannot lock the owner out: after a long attack the owner waits at most 5 minutes", async () => {
    let now = Date.UTC(2026, 0, 1);
    const t = createTestApp({}, {}, { now: () => now });
    await signUp(t, "ada@example.org");
    const attempt = (password: string, ip: string) =>
      t.request("/api/auth/local/login", sameOrigin(t, "POST", { email: "ada@example.org", password }), ip);
    for (let i = 0; i < 5; i++) expect((await attempt("wrong password", "198.51.100.1")).status).toBe(401);
    // After five failures the account's next try waits 2^0 s, then 2^1 s, 2^2 s ...
    const slowed = await attempt("wrong password", "198.51.100.1");
    expect(slowed.status).toBe(429);
    expect(slowed.headers.get("retry-after")).toBe("1");
    expect((await slowed.json()).message).toBe("Too many failed sign-in attempts. Try again in 1 second.");
    // Half an hour of guessing, twice a second, each from a new address: 24 of the 3,600 guesses get checked.
    let checked = 5;
    let bot = 0;
    for (const end = now + 30 * 60_000; now < end; now += 1000) {
      for (let i = 0; i < 2; i++, bot++) {
        const ip = `10.${bot >> 16}.${(bot >> 8) & 255}.${bot & 255}`;
        if ((await attempt("wrong password", ip)).status === 401) checked++;
      }
    }
    expect(checked).toBeLessThanOrEqual(24);
    // The owner, mid-attack: at most the 5-minute cap to wait, never the old 15-minute lockout.
    const owner = await attempt(PASSWORD, "198.51.100.200");
    if (owner.status === 429) {
      const wait = Number(owner.headers.get("retry-after"));
      expect(wait).toBeLessThanOrEqual(300);
      now += wait * 1000;
    }
    expect((await attempt(PASSWORD, "198.51.100.200")).status).toBe(200);
  });

  test("twenty failures from one client make that client wait, whichever accounts it tries", async () => {
    const t = createTestApp();
    const attempt = (email: string, ip: string) =>
      t.request("/api/auth/local/login", sameOrigin(t, "POST", { email, password: "wrong password" }), ip);
    for (let i = 0; i < 20; i++) expect((await attempt(`user${i}@example.org`, "198.51.100.9")).status).toBe(401);
    expect((await attempt("someone-else@example.org", "198.51.100.9")).status).toBe(429);
    expect((await attempt("someone-else@example.org", "198.51.100.10")).status).toBe(401);
  });
});

test("behind HTTPS the session cookie is Secure", async () => {
  const t = createTestApp({ PUBLIC_ORIGIN: "https://trials.example.org" });
  const res = await t.request(
    "/api/auth/local/register",
    sameOrigin(t, "POST", { email: "ada@example.org", password: PASSWORD }),
  );
  expect(res.status).toBe(201);
  expect(res.headers.getSetCookie().join("\n")).toContain("Secure");
});
