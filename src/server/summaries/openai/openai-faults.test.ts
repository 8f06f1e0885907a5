import { describe, expect, test } from "bun:test";
import { startOpenAiStandIn, type OpenAiStandIn } from "../../../testing/openai-stand-in";
import { standInForEachTest } from "../../../testing/stand-in-lifecycle";
import { openAiSummarizer, type SummarizerOptions, until } from "../../../testing/model-summarizer-setup";
import { ModelTimeout, ModelUnavailable, QueueFull } from "../model";
import { TRIAL } from "../../../testing/fixtures/summary-inputs";

let standIn: OpenAiStandIn;
standInForEachTest(
  () => startOpenAiStandIn({ apiKey: "right-key" }),
  (s) => (standIn = s),
);

const summarizer = (extra: SummarizerOptions = {}) => openAiSummarizer(standIn, "right-key", extra);
const failure = (extra: SummarizerOptions = {}) =>
  summarizer(extra)
    .summarize(TRIAL)
    .catch((e) => e);

describe("OpenAI-compatible server: faults", () => {
  test("a wrong or missing API key (401): no retry, the message names OPENAI_API_KEY", async () => {
    for (const apiKey of ["wrong-key", undefined]) {
      const error = await failure({ apiKey });
      expect(error).toBeInstanceOf(ModelUnavailable);
      expect(error.message).toStartWith(
        `The OpenAI-compatible server at ${standIn.url} refused the request (401: Incorrect API key provided.`,
      );
      expect(error.message).toEndWith("set OPENAI_API_KEY to the key the server expects.");
    }
    expect(standIn.chatCalls).toHaveLength(0);
  });

  test("a model the server does not serve (404): no retry, says how to fix it", async () => {
    const s = summarizer({ model: "meta-llama/Llama-3.1-70B-Instruct" });
    const error = await s.summarize(TRIAL).catch((e) => e);
    expect(error.reason).toBe("model-missing");
    expect(error.message).toContain(
      "The model meta-llama/Llama-3.1-70B-Instruct is not served by the OpenAI-compatible server at",
    );
    expect(error.message).toContain("set OLLAMA_MODEL to a name its GET /v1/models lists");
    expect(standIn.chatCalls).toHaveLength(1);
    expect(s.status()).toMatchObject({ ok: false, message: error.message });
  });

  test("a base URL without /v1 gets a plain 404 that is not taken for a missing model", async () => {
    const error = await failure({ host: standIn.url.replace(/\/v1$/, "") });
    expect(error.reason).toBe("refused");
    expect(error.message).toContain("(it usually ends in /v1)");
  });

  test("a server that is not running: unreachable, naming the host and OPENAI_BASE_URL", async () => {
    const host = standIn.url;
    await standIn.stop();
    const error = await failure({ host });
    expect(error.reason).toBe("unreachable");
    expect(error.message).toBe(
      `The OpenAI-compatible server at ${host} is not reachable: start it (for example \`vllm serve <model>\`) or set OPENAI_BASE_URL.`,
    );
  });

  test("one 500 is retried and the summary comes back; two 500s or two 503s are reported with the status", async () => {
    standIn.enqueue("http-500");
    expect((await summarizer().summarize(TRIAL)).clinicianSummary.length).toBeGreaterThan(40);
    expect(standIn.chatCalls).toHaveLength(3);

    standIn.enqueue("http-500", "http-500");
    const twice = await failure();
    expect(twice.message).toContain("answered 500 twice (The test stand-in's engine crashed (EngineDeadError).)");

    standIn.enqueue("busy-503", "busy-503");
    const busy = await failure();
    expect(busy.message).toContain("answered 503 twice");
    expect(busy.message).toContain("lower OLLAMA_CONCURRENCY");
  });

  test("an answer that is not JSON is asked again once; twice is ModelUnavailable", async () => {
    standIn.enqueue("malformed-json", "malformed-json");
    const error = await failure();
    expect(error.reason).toBe("bad-answer");
    expect(error.message).toContain("test-stand-in/not-a-model's answer was not valid JSON twice");
    expect(standIn.chatCalls).toHaveLength(2);
  });

  test("an answer cut off at max_tokens names the cap", async () => {
    const error = await failure({ numPredict: 20 });
    expect(error.message).toContain("cut off at the max_tokens cap of 20 tokens");
  });

  test("a web server that is not OpenAI-compatible is named as such", async () => {
    const other = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: () => new Response("<html>hello</html>") });
    try {
      const error = await failure({ host: `http://127.0.0.1:${other.port}/v1` });
      expect(error.message).toContain(
        'sent an answer that is not an OpenAI-compatible one (it began "<html>hello</html>")',
      );
    } finally {
      await other.stop(true);
    }
  });

  test("a slow answer within the limit arrives; a hanging one is a ModelTimeout (504) and the request is cancelled", async () => {
    standIn.enqueue({ kind: "slow", delayMs: 100 });
    expect((await summarizer({ timeoutMs: 2000 }).summarize(TRIAL)).facts.participants.randomised).toBe(412);

    standIn.enqueue("hang");
    const s = summarizer({ timeoutMs: 300 });
    const started = performance.now();
    const error = await s.summarize(TRIAL).catch((e) => e);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(error).toBeInstanceOf(ModelTimeout);
    expect(error.status).toBe(504);
    expect(error.message).toContain("within 300 ms");
    expect(error.message).toContain("give the OpenAI-compatible server a GPU");
    await until(() => standIn.abortedRequests === 1);
    expect(standIn.abortedRequests).toBe(1);
  });

  test("the queue is the same: concurrency 1 never overlaps at the server, and beyond the queue is QueueFull", async () => {
    standIn.enqueue(...Array.from({ length: 4 }, () => ({ kind: "slow" as const, delayMs: 20 })));
    const s = summarizer({ concurrency: 1, maxQueued: 1 });
    const both = Promise.all([s.summarize(TRIAL), s.summarize(TRIAL)]);
    expect(await s.summarize(TRIAL).catch((e) => e)).toBeInstanceOf(QueueFull);
    await both;
    expect(standIn.peakActiveRequests).toBe(1);
  });

  test("probe: the served model is ok; another is named with what the server serves; a bad key says so", async () => {
    expect(await summarizer().probe()).toEqual({ ok: true, checkedAt: expect.any(String) });
    const missing = await summarizer({ model: "qwen2.5-7b" }).probe();
    expect(missing.message).toContain("is not served by the OpenAI-compatible server");
    expect(missing.message).toContain("(it serves test-stand-in/not-a-model)");
    expect((await summarizer({ apiKey: "nope" }).probe()).message).toContain("set OPENAI_API_KEY");
  });
});
