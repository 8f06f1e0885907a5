import { expect, test } from "bun:test";
import { createTestApp } from "../../testing/server/test-app";
import { PASSWORD } from "../../testing/server/auth";

test("behind HTTPS the session cookie is __Host-session: Secure, Path=/, no Domain, and it signs you in", async () => {
  const t = createTestApp({ PUBLIC_ORIGIN: "https://trials.example.org" });
  const res = await t.request("/api/auth/local/register", {
    method: "POST",
    headers: { origin: t.env.PUBLIC_ORIGIN, "content-type": "application/json" },
    body: JSON.stringify({ email: "ada@example.org", password: PASSWORD }),
  });
  expect(res.status).toBe(201);
  const line = res.headers.getSetCookie().find((c) => c.startsWith("__Host-session="))!;
  expect(line).toMatch(/; Path=\/;/);
  expect(line).toContain("Secure");
  expect(line).not.toMatch(/Domain=/i);
  const pair = line.split(";")[0]!;
  expect((await t.request("/api/auth/user", { headers: { cookie: pair } })).status).toBe(200);
  // A cookie without the prefix (planted by a neighbouring subdomain, say) is not a session here.
  expect((await t.request("/api/auth/user", { headers: { cookie: pair.replace("__Host-", "") } })).status).toBe(401);
});

test("over plain HTTP (a laptop's localhost) the cookie keeps its plain name", async () => {
  const t = createTestApp();
  const res = await t.request("/api/auth/local/register", {
    method: "POST",
    headers: { origin: t.env.PUBLIC_ORIGIN, "content-type": "application/json" },
    body: JSON.stringify({ email: "ada@example.org", password: PASSWORD }),
  });
  expect(res.headers.getSetCookie().some((c) => c.startsWith("session="))).toBe(true);
});
