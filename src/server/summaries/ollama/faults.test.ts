import { describe, expect, test } from "bun:test";
import { startOllamaStandIn, type OllamaStandIn } from "../../../testing/ollama-stand-in";
import { standInForEachTest } from "../../../testing/stand-in-lifecycle";
import { ollamaSummarizer, type SummarizerOptions, until } from "../../../testing/model-summarizer-setup";
import { ModelTimeout, ModelUnavailable, QueueFull } from "../model";
import { TRIAL } from "../../../testing/fixtures/summary-inputs";

let standIn: OllamaStandIn;
standInForEachTest(startOllamaStandIn, (s) => (standIn = s));

const summarizer = (extra: SummarizerOptions = {}) => ollamaSummarizer(standIn, extra);

describe("model summarizer: faults", () => {
  test("a model that is not pulled: ModelUnavailable telling how to pull it", async () => {
    const s = summarizer({ model: "llama3.1:70b" });
    const error = await s.summarize(TRIAL).catch((e) => e);
    expect(error).toBeInstanceOf(ModelUnavailable);
    expect(error.status).toBe(503);
    expect(error.message).toContain("run `ollama pull llama3.1:70b`");
    expect(standIn.chatCalls).toHaveLength(1);
    expect(s.status()).toMatchObject({ ok: false, message: error.message });
  });

  test("a server that is not running: ModelUnavailable naming the host", async () => {
    const host = standIn.url;
    await standIn.stop();
    const error = await summarizer({ host })
      .summarize(TRIAL)
      .catch((e) => e);
    expect(error).toBeInstanceOf(ModelUnavailable);
    expect(error.message).toBe(
      `The Ollama server at ${host} is not reachable: start it with \`ollama serve\` or set OLLAMA_HOST.`,
    );
  });

  test("a host that is not Ollama's API (plain 404) is not mistaken for a missing model", async () => {
    const error = await summarizer({ host: `${standIn.url}/v1` })
      .summarize(TRIAL)
      .catch((e) => e);
    expect(error).toBeInstanceOf(ModelUnavailable);
    expect(error.message).toContain("refused the request (404: 404 page not found)");
    expect(error.message).toContain("check that OLLAMA_HOST points at an Ollama server");
  });

  test("one 500 is retried and the summary still comes back", async () => {
    standIn.enqueue("http-500");
    const s = summarizer();
    const result = await s.summarize(TRIAL);
    expect(result.clinicianSummary.length).toBeGreaterThan(0);
    expect(standIn.chatCalls).toHaveLength(3); // the failed call, then the fact sheet and the summaries
    expect(s.status().ok).toBe(true);
  });

  test("two 500s: ModelUnavailable naming the status", async () => {
    standIn.enqueue("http-500", "http-500");
    const error = await summarizer()
      .summarize(TRIAL)
      .catch((e) => e);
    expect(error).toBeInstanceOf(ModelUnavailable);
    expect(error.message).toContain("answered 500 twice");
    expect(error.message).toContain("llama runner process has terminated");
    expect(standIn.chatCalls).toHaveLength(2);
  });

  test("Ollama's own queue full (503 busy) twice: ModelUnavailable naming 503", async () => {
    standIn.enqueue("busy-503", "busy-503");
    const error = await summarizer()
      .summarize(TRIAL)
      .catch((e) => e);
    expect(error).toBeInstanceOf(ModelUnavailable);
    expect(error.message).toContain("answered 503 twice (server busy");
  });

  test("an error line after a 200 is retried once, then reported", async () => {
    standIn.enqueue("stream-error");
    await summarizer().summarize(TRIAL);
    expect(standIn.chatCalls).toHaveLength(3);

    standIn.enqueue("stream-error", "stream-error");
    const error = await summarizer()
      .summarize(TRIAL)
      .catch((e) => e);
    expect(error).toBeInstanceOf(ModelUnavailable);
    expect(error.message).toContain("failed while answering twice (an error was encountered while running the model");
  });

  test("an answer that is not JSON is asked again once; twice is ModelUnavailable", async () => {
    standIn.enqueue("malformed-json");
    await summarizer().summarize(TRIAL);
    expect(standIn.chatCalls).toHaveLength(3);

    standIn.enqueue("malformed-json", "malformed-json");
    const error = await summarizer()
      .summarize(TRIAL)
      .catch((e) => e);
    expect(error).toBeInstanceOf(ModelUnavailable);
    expect(error.message).toContain("llama3.1:8b's answer was not valid JSON twice");
    expect(standIn.chatCalls).toHaveLength(5);
  });

  test("an answer cut off by the num_predict cap names the cap", async () => {
    const error = await summarizer({ numPredict: 20 })
      .summarize(TRIAL)
      .catch((e) => e);
    expect(error).toBeInstanceOf(ModelUnavailable);
    expect(error.message).toContain("cut off at the num_predict cap of 20 tokens");
    expect(standIn.chatCalls).toHaveLength(2);
  });

  test("JSON of the wrong shape counts as an unreadable answer", async () => {
    standIn.enqueue(
      { kind: "reply", content: '{"summary": "x"}' },
      { kind: "reply", content: '{"studyType": "randomised-trial"}' },
    );
    const error = await summarizer()
      .summarize(TRIAL)
      .catch((e) => e);
    expect(error).toBeInstanceOf(ModelUnavailable);
    expect(error.message).toContain("randomised: Invalid input: expected boolean, received undefined");

    // In step 2 as well: the sentences answer is read by its own schema.
    standIn.enqueue(
      "good",
      { kind: "reply", content: '{"clinician": []}' },
      { kind: "reply", content: '{"clinician": [], "patient": []}' },
    );
    const second = await summarizer()
      .summarize(TRIAL)
      .catch((e) => e);
    expect(second).toBeInstanceOf(ModelUnavailable);
    expect(second.message).toContain("clinician: the clinician summary has no sentences");
  });

  test("a model that never answers: ModelTimeout (504) and the request to Ollama is cancelled", async () => {
    standIn.enqueue("hang");
    const s = summarizer({ timeoutMs: 300 });
    const started = performance.now();
    const error = await s.summarize(TRIAL).catch((e) => e);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(error).toBeInstanceOf(ModelTimeout);
    expect(error.status).toBe(504);
    expect(error.message).toContain("within 300 ms");
    await until(() => standIn.abortedRequests === 1);
    expect(standIn.abortedRequests).toBe(1);
    expect(standIn.activeRequests).toBe(0);
    expect(s.status()).toMatchObject({ ok: false, message: error.message });
  });

  test("a timeout during a repair turn keeps the first answer", async () => {
    standIn.enqueue("good", "bad-number", "hang");
    const result = await summarizer({ timeoutMs: 300 }).summarize(TRIAL);
    expect(result.warnings).toHaveLength(2);
    expect(result.warnings[1]).toMatch(
      /^The model could not revise its summaries \(The model llama3.1:8b did not finish/,
    );
    await until(() => standIn.abortedRequests === 1);
    expect(standIn.abortedRequests).toBe(1);
  });

  test("a caller who goes away cancels the request to Ollama and gets an AbortError", async () => {
    standIn.enqueue("hang");
    const s = summarizer();
    const caller = new AbortController();
    const pending = s.summarize(TRIAL, caller.signal).catch((e) => e);
    await until(() => standIn.activeRequests === 1);
    caller.abort();
    expect((await pending).name).toBe("AbortError");
    await until(() => standIn.abortedRequests === 1);
    expect(standIn.abortedRequests).toBe(1);
    expect(s.status().checkedAt).toBeUndefined(); // leaving is not the model's failure
  });

  test("concurrency 1: three callers at once never overlap at Ollama", async () => {
    standIn.enqueue(...Array.from({ length: 6 }, () => ({ kind: "slow" as const, delayMs: 20 })));
    const s = summarizer({ concurrency: 1 });
    const results = await Promise.all([s.summarize(TRIAL), s.summarize(TRIAL), s.summarize(TRIAL)]);
    expect(results).toHaveLength(3);
    expect(standIn.chatCalls).toHaveLength(6); // two steps each
    expect(standIn.peakActiveRequests).toBe(1);
  });

  test("concurrency 2 lets two through (the limit is the option, not an accident)", async () => {
    standIn.enqueue(...Array.from({ length: 3 }, () => ({ kind: "slow" as const, delayMs: 40 })));
    const s = summarizer({ concurrency: 2 });
    await Promise.all([s.summarize(TRIAL), s.summarize(TRIAL), s.summarize(TRIAL)]);
    expect(standIn.peakActiveRequests).toBe(2);
  });

  test("beyond the queue: QueueFull (503) at once, without calling Ollama", async () => {
    standIn.enqueue("hang");
    const s = summarizer({ concurrency: 1, maxQueued: 1 });
    const caller = new AbortController();
    const running = s.summarize(TRIAL, caller.signal).catch((e) => e);
    const waiting = s.summarize(TRIAL, caller.signal).catch((e) => e);
    await until(() => standIn.activeRequests === 1);
    const started = performance.now();
    const error = await s.summarize(TRIAL).catch((e) => e);
    expect(performance.now() - started).toBeLessThan(50);
    expect(error).toBeInstanceOf(QueueFull);
    expect(error.status).toBe(503);
    expect(error.message).toBe("The summary service is busy. Please try again in a minute.");
    expect(s.load).toEqual({ active: 1, queued: 1 });
    caller.abort();
    await Promise.all([running, waiting]);
    await until(() => standIn.abortedRequests === 1);
    expect(standIn.chatCalls).toHaveLength(1);
  });
});
