import { afterAll, beforeAll, expect, test } from "bun:test";
import { inventedArticles } from "../testing/eutils/invented-records";
import { startEutilsStandIn, type StandIn } from "../testing/eutils-stand-in";
import { OPENAI_STAND_IN_MODEL, startOpenAiStandIn, type OpenAiStandIn } from "../testing/openai-stand-in";
import { startServer, type RunningServer } from "./harness";

// The real server, configured as a clinic with two GPU servers would be, one of them down.
let eutils: StandIn;
let vllm: OpenAiStandIn;
let server: RunningServer;
const DOWN = "http://127.0.0.1:9/v1";
beforeAll(async () => {
  eutils = await startEutilsStandIn({ records: inventedArticles() });
  vllm = startOpenAiStandIn({ apiKey: "e2e-key" });
  server = await startServer({
    PUBMED_EUTILS_URL: eutils.url,
    CTGOV_API_URL: "http://127.0.0.1:9/api/v2",
    MODEL_API: "openai",
    OPENAI_BASE_URL: `${DOWN}, ${vllm.url}`,
    OPENAI_API_KEY: "e2e-key",
    OLLAMA_MODEL: OPENAI_STAND_IN_MODEL,
  });
});
afterAll(async () => {
  await server?.stop();
  await vllm?.stop();
  await eutils?.stop();
});

test("MODEL_API=openai with two hosts: the summary comes from the live one and names the stand-in; health says which host is down", async () => {
  const json = { "content-type": "application/json", origin: server.url };
  const found = await (
    await fetch(`${server.url}/api/search`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ query: "cancer" }),
    })
  ).json();
  expect(found.trials.length).toBeGreaterThan(0);
  const summary = await (
    await fetch(`${server.url}/api/summarize`, { method: "POST", headers: json, body: JSON.stringify(found.trials[0]) })
  ).json();
  expect(summary).toMatchObject({ source: "openai", model: "test-stand-in/not-a-model" });
  expect(summary.modelStatus).toBeUndefined();
  expect(vllm.chatCalls).toHaveLength(2);

  const health = await (await fetch(`${server.url}/api/health`)).json();
  expect(health.model).toMatchObject({
    api: "openai-compatible",
    model: "test-stand-in/not-a-model",
    ok: true,
    hosts: [
      {
        host: DOWN,
        resting: true,
        lastFault: expect.stringContaining(`The OpenAI-compatible server at ${DOWN} is not reachable`),
      },
      { host: vllm.url, resting: false },
    ],
  });
}, 60_000);
