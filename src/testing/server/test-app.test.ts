// The harness the API suite runs on: with TEST_INSTANCES=3 it must be three apps on one database, taking turns.
import { afterEach, expect, test } from "bun:test";
import { INVENTED_TRIAL } from "../invented-trial";
import { SAVE_TRIAL_BODY, sameOrigin, signUp, withCookie } from "./auth";
import { createTestApp, jsonRequest } from "./test-app";

const before = process.env.TEST_INSTANCES;
afterEach(() => {
  if (before === undefined) delete process.env.TEST_INSTANCES;
  else process.env.TEST_INSTANCES = before;
});

test("TEST_INSTANCES=3: three apps with their own services, each request to the next, one database between them", async () => {
  process.env.TEST_INSTANCES = "3";
  const t = createTestApp({ OLLAMA_HOST: "http://127.0.0.1:9" });
  expect(t.instances).toHaveLength(3);
  expect(new Set(t.instances.map((i) => i.services)).size).toBe(3);
  // Three requests in a row reach the three apps: each one's own model client has now seen the model down.
  for (let n = 0; n < 3; n++) {
    const trial = { ...INVENTED_TRIAL, pmid: String(90_001_000 + n) };
    expect((await (await t.request("/api/summarize", jsonRequest(trial))).json()).source).toBe("builtin");
  }
  expect(t.instances.map((i) => i.services.summaries.status().ok)).toEqual([false, false, false]);
  // A session made at one app opens the others, and what it saves there every app lists.
  const cookie = await signUp(t, "ada@example.org");
  expect((await t.request("/api/saved-trials", sameOrigin(t, "POST", SAVE_TRIAL_BODY, cookie))).status).toBe(201);
  for (const instance of t.instances) {
    const listed = await (await instance.request("/api/saved-trials", withCookie(cookie))).json();
    expect(listed.trials.map((x: { pmid: string }) => x.pmid)).toEqual([SAVE_TRIAL_BODY.pmid]);
  }
});

test("without TEST_INSTANCES a test app is one app, as before", () => {
  delete process.env.TEST_INSTANCES;
  const t = createTestApp();
  expect(t.instances).toHaveLength(1);
  expect(t.instances[0]!.services).toBe(t.services);
});
