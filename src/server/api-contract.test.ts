import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { endpoints, pathOf, type EndpointName } from "../shared/api/endpoints";
import { endpointSchemas, errorBodySchema } from "../shared/api/schemas";
import { inventedStudy, startCtgovStandIn, type CtgovStandIn } from "../testing/ctgov-stand-in";
import { inventedArticles } from "../testing/eutils/invented-records";
import { startEutilsStandIn, type StandIn } from "../testing/eutils-stand-in";
import { PASSWORD, sameOrigin, sessionCookieOf } from "../testing/server/auth";
import { createTestApp } from "../testing/server/test-app";

let pubmed: StandIn;
let ctgov: CtgovStandIn;
let t: ReturnType<typeof createTestApp>;
beforeAll(async () => {
  pubmed = await startEutilsStandIn({ records: inventedArticles() });
  ctgov = await startCtgovStandIn({ studies: [inventedStudy("NCT90000001", "RECRUITING")] });
  t = createTestApp(
    { PUBMED_EUTILS_URL: pubmed.url, CTGOV_API_URL: ctgov.url, SUMMARIZER: "builtin" },
    { eutilsPerSecond: 50 },
  );
});
afterAll(async () => {
  await pubmed.stop();
  await ctgov.stop();
});

const seen = new Map<EndpointName, Set<number>>();

/**
 * Calls an endpoint as its row in endpoints.ts says, and holds the answer to the contract: a success parses with the
 * response schema, a failure is one of the statuses the row lists and has the API's error shape.
 */
async function call(name: EndpointName, input?: unknown, cookie?: string) {
  const route = endpoints[name];
  const url =
    route.input === "path"
      ? pathOf(route, input as Record<string, string>)
      : route.input === "query" && input
        ? `${route.path}?${new URLSearchParams(input as Record<string, string>)}`
        : route.path;
  const init = sameOrigin(t, route.method, route.input === "body" ? input : undefined, cookie);
  const res = await t.request(url, init);
  seen.set(name, (seen.get(name) ?? new Set()).add(res.status));
  const text = await res.text();
  if (res.status === route.ok) {
    const schema = endpointSchemas[name].response;
    if (schema) {
      const parsed = schema.safeParse(JSON.parse(text));
      expect(parsed.error?.issues ?? []).toEqual([]);
    } else expect(route.ok === 303 || text === "").toBe(true);
  } else {
    expect(route.errors as readonly number[]).toContain(res.status);
    expect(errorBodySchema.safeParse(JSON.parse(text)).success).toBe(true);
  }
  return {
    res,
    body: text ? (JSON.parse(route.ok === 303 && res.status === 303 ? "null" : text) as unknown) : undefined,
  };
}

describe("every endpoint answers as src/shared/api says", () => {
  test("search, summarize and registry: answers parse with their response schemas; refusals are listed errors", async () => {
    const found = await call("search", { query: "lung cancer", maxResults: 10 });
    expect(found.res.status).toBe(200);
    const trial = (found.body as { trials: { pmid: string; title: string; abstract: string }[] }).trials[0]!;
    expect((await call("search", { query: "   " })).res.status).toBe(400);

    expect(
      (await call("summarize", { pmid: trial.pmid, title: trial.title, abstract: trial.abstract })).res.status,
    ).toBe(200);
    expect((await call("summarize", { pmid: "not a pmid", title: "", abstract: "" })).res.status).toBe(400);

    expect((await call("registry", { ids: ["NCT90000001", "NCT12345678"] })).res.status).toBe(200);
    expect((await call("registry", { ids: ["ISRCTN1"] })).res.status).toBe(400);
  });

  test("accounts and favorites: register, sign in, the user, the saved list with its fact sheets, remove, sign out", async () => {
    const email = "contract@example.org";
    const registered = await call("register", { email, password: PASSWORD, firstName: "Ada" });
    expect(registered.res.status).toBe(201);
    expect((await call("register", { email, password: PASSWORD })).res.status).toBe(409);
    expect((await call("signIn", { email, password: "wrong password!" })).res.status).toBe(401);
    const signedIn = await call("signIn", { email, password: PASSWORD });
    expect(signedIn.res.status).toBe(200);
    const cookie = sessionCookieOf(signedIn.res)!;

    expect((await call("currentUser")).res.status).toBe(401);
    expect((await call("currentUser", undefined, cookie)).body).toMatchObject({ email, firstName: "Ada" });

    // A trial summarised from our own record is saved with the fact sheet behind its summaries: the fullest answer.
    const { trials } = (await call("search", { query: "lung cancer" })).body as {
      trials: { pmid: string; title: string; abstract: string }[];
    };
    const trial = trials[0]!;
    await call("summarize", { pmid: trial.pmid, title: trial.title, abstract: trial.abstract });
    expect(
      (await call("saveTrial", { pmid: trial.pmid, title: trial.title, abstract: trial.abstract }, cookie)).res.status,
    ).toBe(201);
    expect((await call("saveTrial", { pmid: trial.pmid, title: trial.title }, cookie)).res.status).toBe(409);
    expect((await call("saveTrial", { pmid: "x", title: "" }, cookie)).res.status).toBe(400);
    expect((await call("saveTrial", { pmid: "1", title: "t" })).res.status).toBe(401);
    const list = await call("savedTrials", undefined, cookie);
    expect(list.body).toMatchObject({
      trials: [{ pmid: trial.pmid, facts: expect.any(Object), sourceText: expect.any(Object) }],
    });
    expect((await call("savedTrials")).res.status).toBe(401);

    expect((await call("removeSavedTrial", { pmid: trial.pmid }, cookie)).res.status).toBe(204);
    expect((await call("removeSavedTrial", { pmid: trial.pmid }, cookie)).res.status).toBe(404);
    expect((await call("removeSavedTrial", { pmid: trial.pmid })).res.status).toBe(401);

    expect((await call("logout", undefined, cookie)).res.status).toBe(303);
    expect((await call("currentUser", undefined, cookie)).res.status).toBe(401);
    const again = sessionCookieOf((await call("signIn", { email, password: PASSWORD })).res)!;
    expect((await call("deleteAccount", undefined, again)).res.status).toBe(204);
    expect((await call("deleteAccount", undefined, again)).res.status).toBe(401);
  });

  test("health: the public answer and, from the machine itself, the detailed one", async () => {
    expect((await call("health")).body).toEqual({ status: "ok" });
    const local = await t.request("/api/health", undefined, "127.0.0.1");
    const detailed = await local.json();
    expect(detailed).toHaveProperty("version");
    expect(endpointSchemas.health.response.safeParse(detailed).success).toBe(true);
  });

  test("every endpoint in the table was called, and each succeeded at least once", () => {
    for (const [name, route] of Object.entries(endpoints))
      expect([name, seen.get(name as EndpointName)?.has(route.ok)]).toEqual([name, true]);
  });
});

test("every endpoint is mounted at its method and path: none meets the API's 404 or 405 fallback", async () => {
  const { request, env } = createTestApp();
  for (const route of Object.values(endpoints)) {
    const res = await request(pathOf(route, { pmid: "1" }), {
      method: route.method,
      headers: { origin: env.PUBLIC_ORIGIN },
    });
    const body = res.status === 404 || res.status === 405 ? await res.text() : "";
    expect(`${route.method} ${route.path} ${body}`).not.toMatch(/No API endpoint|is not supported at/);
  }
});
