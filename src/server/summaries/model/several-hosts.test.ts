import { afterEach, describe, expect, test } from "bun:test";
import { startOllamaStandIn, type OllamaStandIn } from "../../../testing/ollama-stand-in";
import { OPENAI_STAND_IN_MODEL, startOpenAiStandIn, type OpenAiStandIn } from "../../../testing/openai-stand-in";
import { TRIAL } from "../../../testing/fixtures/summary-inputs";
import { createModelSummarizer } from "./index";

const running: { stop(): Promise<void> }[] = [];
afterEach(async () => void (await Promise.all(running.splice(0).map((s) => s.stop()))));
function started<T extends { stop(): Promise<void> }>(standIn: T): T {
  running.push(standIn);
  return standIn;
}
const openai = (): OpenAiStandIn => started(startOpenAiStandIn());
const ollama = (): OllamaStandIn => started(startOllamaStandIn());

/** A port nothing listens on: a host that is down. */
function deadHost(suffix = ""): string {
  const probe = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const url = `http://127.0.0.1:${probe.port}${suffix}`;
  probe.stop(true);
  return url;
}

const openaiSummarizer = (hosts: string[], extra: Partial<Parameters<typeof createModelSummarizer>[0]> = {}) =>
  createModelSummarizer({
    api: "openai",
    host: hosts.join(","),
    model: OPENAI_STAND_IN_MODEL,
    retryDelayMs: 2_000,
    ...extra,
  });

describe("several model hosts", () => {
  test("summaries take the hosts in turn; both steps of one summary stay on one host", async () => {
    const [a, b] = [openai(), openai()];
    const s = openaiSummarizer([a.url, b.url]);
    await s.summarize(TRIAL);
    expect([a.chatCalls.length, b.chatCalls.length]).toEqual([2, 0]);
    await s.summarize(TRIAL);
    expect([a.chatCalls.length, b.chatCalls.length]).toEqual([2, 2]);
  });

  test("a host that refuses connections is skipped at once, and rests while the other answers", async () => {
    const live = openai();
    const dead = deadHost("/v1");
    const s = openaiSummarizer([dead, live.url]);
    const started = performance.now();
    for (let i = 0; i < 3; i++) await s.summarize(TRIAL);
    expect(performance.now() - started).toBeLessThan(1_500); // no retry pause of 2 s was needed
    expect(live.chatCalls).toHaveLength(6);
    expect(s.status()).toMatchObject({
      ok: true,
      hosts: [
        { host: dead, resting: true },
        { host: live.url, resting: false },
      ],
    });
    expect(s.status().hosts![0]!.lastFault).toContain(`The OpenAI-compatible server at ${dead} is not reachable`);
  });

  test("a 5xx moves to the next host without the retry pause; after its pause the host is used again", async () => {
    const [a, b] = [openai(), openai()];
    const s = openaiSummarizer([a.url, b.url], { hostPauseMs: 200 });
    a.enqueue("http-500");
    const started = performance.now();
    await s.summarize(TRIAL);
    expect(performance.now() - started).toBeLessThan(1_500);
    expect([a.chatCalls.length, b.chatCalls.length]).toEqual([1, 2]);
    await s.summarize(TRIAL); // b's turn anyway
    await s.summarize(TRIAL); // a's turn, but a rests: b again
    expect([a.chatCalls.length, b.chatCalls.length]).toEqual([1, 6]);
    await Bun.sleep(250);
    await s.summarize(TRIAL); // b's turn
    await s.summarize(TRIAL); // a's turn, and a is back
    expect(a.chatCalls.length).toBe(3);
  });

  test("a host that does not answer in time is given up for the next, and its request cancelled", async () => {
    const [a, b] = [openai(), openai()];
    a.enqueue("hang");
    const s = openaiSummarizer([a.url, b.url], { timeoutMs: 5_000, hostTimeoutMs: 150 });
    const result = await s.summarize(TRIAL);
    expect(result.facts.participants.randomised).toBe(412);
    expect(b.chatCalls).toHaveLength(2);
    for (let i = 0; i < 50 && a.abortedRequests === 0; i++) await Bun.sleep(10);
    expect(a.abortedRequests).toBe(1);
    expect(s.status().hosts![0]).toMatchObject({
      resting: true,
      lastFault: expect.stringContaining("did not answer within 150 ms"),
    });
  });

  test("every host down: the summary fails with the last host's fault, quickly", async () => {
    const [x, y] = [deadHost("/v1"), deadHost("/v1")];
    const error = await openaiSummarizer([x, y])
      .summarize(TRIAL)
      .catch((e) => e);
    expect(error.reason).toBe("unreachable");
    expect(error.message).toContain(`at ${y} is not reachable`);
  });

  test("Ollama hosts too: OLLAMA_HOST's list skips the one that is down", async () => {
    const live = ollama();
    const dead = deadHost();
    const s = createModelSummarizer({ host: `${dead}, ${live.url}`, model: "llama3.1:8b", retryDelayMs: 2_000 });
    const started = performance.now();
    await s.summarize(TRIAL);
    await s.summarize(TRIAL);
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(live.chatCalls).toHaveLength(4);
    expect(s.status().hosts![0]!.lastFault).toContain(`The Ollama server at ${dead} is not reachable`);
  });

  test("probe: up while any host is; the states name the one that is down", async () => {
    const live = openai();
    const dead = deadHost("/v1");
    const status = await openaiSummarizer([live.url, dead]).probe();
    expect(status.ok).toBe(true);
    expect(status.hosts).toEqual([
      { host: live.url, resting: false },
      { host: dead, resting: true, lastFault: expect.stringContaining("is not reachable") },
    ]);
    const allDown = await openaiSummarizer([dead]).probe();
    expect(allDown).toMatchObject({ ok: false, message: expect.stringContaining("is not reachable") });
  });
});
