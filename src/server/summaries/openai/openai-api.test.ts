import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startOllamaStandIn, type OllamaStandIn } from "../../../testing/ollama-stand-in";
import { OPENAI_STAND_IN_MODEL, startOpenAiStandIn, type OpenAiStandIn } from "../../../testing/openai-stand-in";
import { INVENTED_TRIAL } from "../../../testing/invented-trial";
import { createTestApp, jsonRequest } from "../../../testing/server/test-app";

let vllm: OpenAiStandIn;
let ollama: OllamaStandIn;
beforeAll(() => {
  vllm = startOpenAiStandIn({ apiKey: "clinic-key", models: [OPENAI_STAND_IN_MODEL] });
  ollama = startOllamaStandIn({ models: [OPENAI_STAND_IN_MODEL] });
});
afterAll(async () => {
  await vllm.stop();
  await ollama.stop();
});

const openaiEnv = (extra: Record<string, string> = {}) => ({
  MODEL_API: "openai",
  OPENAI_BASE_URL: vllm.url,
  OPENAI_API_KEY: "clinic-key",
  OLLAMA_MODEL: OPENAI_STAND_IN_MODEL,
  SUMMARIZE_LIMIT_PER_MINUTE: "0",
  ...extra,
});
const summarize = (request: ReturnType<typeof createTestApp>["request"], body: unknown) =>
  request("/api/summarize", jsonRequest(body));

describe("MODEL_API=openai through the app", () => {
  test("the summary names the stand-in's model and the API kind; a repeat is served from the store", async () => {
    const { request } = createTestApp(openaiEnv());
    const before = vllm.chatCalls.length;
    const body = await (await summarize(request, INVENTED_TRIAL)).json();
    expect(body).toMatchObject({ source: "openai", model: "test-stand-in/not-a-model" });
    expect(body.modelStatus).toBeUndefined();
    expect(body.facts.arms.length).toBeGreaterThan(0);
    expect(vllm.chatCalls.length - before).toBe(2);
    expect(await (await summarize(request, INVENTED_TRIAL)).json()).toEqual(body);
    expect(vllm.chatCalls.length - before).toBe(2);
  });

  test("the cache key holds the API kind: the same trial, model name and database on Ollama is summarised afresh", async () => {
    const DATABASE_PATH = join(mkdtempSync(join(tmpdir(), "trial-lens-openai-")), "t.db");
    const trial = { ...INVENTED_TRIAL, pmid: "90000911", title: `${INVENTED_TRIAL.title} (cache key)` };
    await summarize(createTestApp(openaiEnv({ DATABASE_PATH })).request, trial);
    const before = ollama.chatCalls.length;
    const onOllama = createTestApp({ DATABASE_PATH, OLLAMA_HOST: ollama.url, OLLAMA_MODEL: OPENAI_STAND_IN_MODEL });
    expect(await (await summarize(onOllama.request, trial)).json()).toMatchObject({
      source: "ollama",
      model: OPENAI_STAND_IN_MODEL,
    });
    expect(ollama.chatCalls.length - before).toBe(2);
  });

  test("with every host down, auto mode answers built-in summaries saying which server failed", async () => {
    const { request } = createTestApp(openaiEnv({ OPENAI_BASE_URL: "http://127.0.0.1:9/v1" }));
    const body = await (await summarize(request, { ...INVENTED_TRIAL, pmid: "90000912" })).json();
    expect(body.source).toBe("builtin");
    expect(body.modelStatus).toBe(
      "The OpenAI-compatible server at http://127.0.0.1:9/v1 is not reachable: start it (for example `vllm serve <model>`) or set OPENAI_BASE_URL.",
    );
  });

  test("health names the API kind, the hosts and the model; ?deep=1 says which host is down", async () => {
    const { request } = createTestApp(openaiEnv({ OPENAI_BASE_URL: `${vllm.url},http://127.0.0.1:9/v1` }));
    const body = await (await request("/api/health?deep=1", undefined, "127.0.0.1")).json();
    expect(body.model).toMatchObject({
      api: "openai-compatible",
      host: `${vllm.url},http://127.0.0.1:9/v1`,
      model: "test-stand-in/not-a-model",
      ok: true,
      hosts: [
        { host: vllm.url, resting: false },
        { host: "http://127.0.0.1:9/v1", resting: true, lastFault: expect.stringContaining("is not reachable") },
      ],
    });
    const anyone = await (await request("/api/health", undefined, "203.0.113.5")).json();
    expect(anyone).toEqual({ status: "ok" });
  });

  test("SUMMARIZER=ollama (the model only) with a wrong key: 503 naming OPENAI_API_KEY", async () => {
    const { request } = createTestApp(openaiEnv({ OPENAI_API_KEY: "stale", SUMMARIZER: "ollama" }));
    const res = await summarize(request, { ...INVENTED_TRIAL, pmid: "90000913" });
    expect(res.status).toBe(503);
    expect((await res.json()).message).toContain("set OPENAI_API_KEY to the key the server expects");
  });
});
