import type { createTestApp } from "./test-app";

type TestApp = Pick<ReturnType<typeof createTestApp>, "request" | "env">;

export const PASSWORD = "correct horse battery";

/** The `session=...` pair from a response's Set-Cookie, ready for a Cookie header; undefined when none was set. */
export function sessionCookieOf(res: Response): string | undefined {
  const line = res.headers.getSetCookie().find((c) => c.startsWith("session="));
  return line?.split(";")[0];
}

/** A same-origin JSON request, as our own pages send it. */
export function sameOrigin(
  t: TestApp,
  method: string,
  body?: unknown,
  cookie?: string,
  extra: Record<string, string> = {},
): RequestInit {
  const headers: Record<string, string> = { origin: t.env.PUBLIC_ORIGIN, ...extra };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (cookie) headers.cookie = cookie;
  return { method, headers, body: body === undefined ? undefined : JSON.stringify(body) };
}

/** Creates an account and answers its session cookie. */
export async function signUp(t: TestApp, email: string, firstName?: string): Promise<string> {
  const res = await t.request(
    "/api/auth/local/register",
    sameOrigin(t, "POST", { email, password: PASSWORD, firstName }),
  );
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return sessionCookieOf(res)!;
}

export const withCookie = (cookie: string): RequestInit => ({ headers: { cookie } });

/** The smallest trial POST /api/saved-trials takes: what a signed-in user saves in the auth tests. */
export const SAVE_TRIAL_BODY = {
  pmid: "31234567",
  title: "A trial",
  abstract: "Text.",
  authors: ["Smith J"],
  journal: "Lancet",
  publicationDate: "2019",
};
