import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { createTestApp } from "../../testing/server/test-app";
import { signInAtProvider } from "../../testing/server/oidc-provider";
import {
  appSigningInAtProvider,
  TEST_CLIENT as CLIENT,
  type TestApp,
  type TestProvider,
} from "../../testing/server/oidc-app";
import { EMAIL_CLAIMED, PASSWORD_ACCOUNT } from "./oidc-users";
import { PASSWORD, sameOrigin, sessionCookieOf, withCookie } from "../../testing/server/auth";
import { insertUser } from "./users";

let provider: TestProvider;
let t: TestApp;

appSigningInAtProvider((p, app) => {
  provider = p;
  t = app;
  provider.accounts.set("ada", {
    email: "Ada@Example.org",
    email_verified: true,
    given_name: "Ada",
    family_name: "Lovelace",
    picture: "https://images.example.org/ada.png",
  });
});

/** /api/login → the provider → back to /api/callback, as a browser would go; answers our callback's response. */
async function signInThroughProvider(login: string, returnTo = "/favorites", options: { deny?: boolean } = {}) {
  const start = await t.request(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  expect(start.status).toBe(302);
  const flowCookie = start.headers.getSetCookie().find((c) => c.startsWith("oidc_flow="))!;
  expect(flowCookie).toContain("HttpOnly");
  expect(flowCookie).toContain("Path=/api/callback");
  const back = await signInAtProvider(start.headers.get("location")!, login, options);
  return t.request(`${back.pathname}${back.search}`, withCookie(flowCookie.split(";")[0]!));
}

describe("OpenID Connect sign-in against a real provider", () => {
  test("/api/login starts the code flow with PKCE (S256), state and nonce", async () => {
    const res = await t.request("/api/login");
    const url = new URL(res.headers.get("location")!);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get("response_type")).toBe("code");
    expect(url.searchParams.get("client_id")).toBe("trial-lens");
    expect(url.searchParams.get("redirect_uri")).toBe(CLIENT.redirectUri);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    for (const p of ["code_challenge", "state", "nonce"])
      expect(url.searchParams.get(p)?.length).toBeGreaterThanOrEqual(43);
    expect(url.searchParams.get("scope")).toBe("openid email profile");
  });

  test("the round trip creates the user from the claims, starts a session and returns to the page", async () => {
    const res = await signInThroughProvider("ada", "/search?q=melanoma");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/search?q=melanoma");
    const cookie = sessionCookieOf(res)!;
    const me = await (await t.request("/api/auth/user", withCookie(cookie))).json();
    expect(me).toEqual({
      id: expect.any(String),
      email: "ada@example.org",
      firstName: "Ada",
      lastName: "Lovelace",
      profileImageUrl: "https://images.example.org/ada.png",
    });
    const { users } = t.db.tables;
    const [row] = await t.db.select().from(users).where(eq(users.id, me.id));
    if (!row) throw new Error("no row for the user");
    expect(row.oidcSubject).toBe(`${provider.issuer}|ada`);
    expect(row.passwordHash).toBeNull();
  });

  test("signing in again updates the same user from changed claims, with a new session", async () => {
    const first = sessionCookieOf(await signInThroughProvider("grace"))!;
    provider.accounts.set("grace", { email: "grace@example.org", email_verified: true, given_name: "Grace" });
    const again = await signInThroughProvider("grace");
    const second = sessionCookieOf(again)!;
    expect(second).not.toBe(first);
    const me = await (await t.request("/api/auth/user", withCookie(second))).json();
    expect(me.firstName).toBe("Grace");
    const { users } = t.db.tables;
    expect(
      await t.db
        .select()
        .from(users)
        .where(eq(users.oidcSubject, `${provider.issuer}|grace`)),
    ).toHaveLength(1);
  });

  test("an unverified e-mail claim does not change a known account's address; a verified one does", async () => {
    provider.accounts.set("hedy", { email: "hedy@example.org", email_verified: true, given_name: "Hedy" });
    const first = await signInThroughProvider("hedy");
    const me = async (res: Response) => (await t.request("/api/auth/user", withCookie(sessionCookieOf(res)!))).json();
    expect((await me(first)).email).toBe("hedy@example.org");
    provider.accounts.set("hedy", { email: "someone-else@example.org", email_verified: false, given_name: "Hedy" });
    const unverified = await signInThroughProvider("hedy");
    expect(unverified.status).toBe(302);
    expect((await me(unverified)).email).toBe("hedy@example.org");
    provider.accounts.set("hedy", { email: "hedy.lamarr@example.org", email_verified: true, given_name: "Hedy" });
    expect((await me(await signInThroughProvider("hedy"))).email).toBe("hedy.lamarr@example.org");
  });

  test("a verified e-mail that belongs to a password account is refused, not joined to it", async () => {
    const hash = await Bun.password.hash(PASSWORD, { algorithm: "argon2id", memoryCost: 1024, timeCost: 1 });
    const owner = await insertUser(
      t.db,
      {
        email: "katherine@example.org",
        passwordHash: hash,
        firstName: "Katherine",
        lastName: null,
        profileImageUrl: null,
        oidcSubject: null,
      },
      Date.now(),
    );
    provider.accounts.set("not-katherine", {
      email: "Katherine@example.org",
      email_verified: true,
      given_name: "Mallory",
    });
    const res = await signInThroughProvider("not-katherine");
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: PASSWORD_ACCOUNT });
    expect(sessionCookieOf(res)).toBeUndefined();
    const { users } = t.db.tables;
    const [row] = await t.db.select().from(users).where(eq(users.id, owner!.id));
    expect(row).toMatchObject({ oidcSubject: null, firstName: "Katherine", passwordHash: hash });
  });

  test("an unverified e-mail that belongs to another account is refused too", async () => {
    provider.accounts.set("not-ada", { email: "ada@example.org", email_verified: false });
    const res = await signInThroughProvider("not-ada");
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: EMAIL_CLAIMED });
  });

  test("a provider that shares no e-mail gets a 400 that says which claim is missing", async () => {
    const res = await signInThroughProvider("no-email-account");
    expect(res.status).toBe(400);
    expect((await res.json()).message).toContain("did not share an e-mail address");
  });

  test("cancelling at the provider is a 400 naming its answer, and no session", async () => {
    const res = await signInThroughProvider("ada", "/", { deny: true });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toContain("access_denied");
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  test("a callback whose state does not match this browser's flow is refused", async () => {
    const start = await t.request("/api/login");
    const flowCookie = start.headers
      .getSetCookie()
      .find((c) => c.startsWith("oidc_flow="))!
      .split(";")[0]!;
    const back = await signInAtProvider(start.headers.get("location")!, "ada");
    back.searchParams.set("state", "forged-state-value");
    const res = await t.request(`${back.pathname}${back.search}`, withCookie(flowCookie));
    expect(res.status).toBe(400);
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  test("a callback without the flow cookie (another browser, or expired) is refused", async () => {
    const start = await t.request("/api/login");
    const back = await signInAtProvider(start.headers.get("location")!, "ada");
    const res = await t.request(`${back.pathname}${back.search}`);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toContain("Start again at /api/login");
  });

  test("with a provider configured, built-in accounts are closed", async () => {
    const res = await t.request(
      "/api/auth/local/register",
      sameOrigin(t, "POST", { email: "x@example.org", password: PASSWORD }),
    );
    expect(res.status).toBe(403);
    expect((await res.json()).message).toContain("identity provider");
  });
});

test("without a provider, /api/callback is a 404", async () => {
  const plain = createTestApp();
  expect((await plain.request("/api/callback?code=x&state=y")).status).toBe(404);
});

test("an unreachable provider makes /api/login a 502 that names it", async () => {
  const down = createTestApp({ OIDC_ISSUER: "http://127.0.0.1:9", OIDC_CLIENT_ID: "x", OIDC_CLIENT_SECRET: "y" });
  const res = await down.request("/api/login");
  expect(res.status).toBe(502);
  expect((await res.json()).message).toContain("http://127.0.0.1:9");
});
