import { describe, expect, test } from "bun:test";
import { startOllamaStandIn, type OllamaStandIn } from "../../../testing/ollama-stand-in";
import { standInForEachTest } from "../../../testing/stand-in-lifecycle";
import { createModelSummarizer } from "../model";

let standIn: OllamaStandIn;
standInForEachTest(startOllamaStandIn, (s) => (standIn = s));

const summarizer = (extra: Partial<Parameters<typeof createModelSummarizer>[0]> = {}) =>
  createModelSummarizer({ host: standIn.url, model: "llama3.1:8b", ...extra });

describe("model summarizer: probe", () => {
  test("a pulled model is ok; the name may omit :latest", async () => {
    const standInLatest = startOllamaStandIn({ models: ["qwen2.5:latest"] });
    try {
      const s = createModelSummarizer({ host: standInLatest.url, model: "qwen2.5" });
      expect(await s.probe()).toEqual({ ok: true, checkedAt: expect.any(String) });
      expect(s.status().ok).toBe(true);
    } finally {
      await standInLatest.stop();
    }
  });

  test("a missing model and a stopped server are reported with what to do", async () => {
    const missing = await summarizer({ model: "gemma3:4b" }).probe();
    expect(missing.ok).toBe(false);
    expect(missing.message).toContain("run `ollama pull gemma3:4b`");
    const host = standIn.url;
    await standIn.stop();
    const down = await summarizer({ host }).probe();
    expect(down).toMatchObject({ ok: false, message: expect.stringContaining("is not reachable") });
  });

  test("a web server that is not Ollama is named as such", async () => {
    const other = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: () => new Response("<html>hello</html>") });
    try {
      const status = await createModelSummarizer({
        host: `http://127.0.0.1:${other.port}`,
        model: "llama3.1:8b",
      }).probe();
      expect(status.ok).toBe(false);
      expect(status.message).toContain("sent an answer that is not Ollama's");
    } finally {
      await other.stop(true);
    }
  });

  test("a probe that gets no answer in time says so", async () => {
    const silent = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: () => new Promise<Response>(() => {}) });
    try {
      const s = createModelSummarizer({
        host: `http://127.0.0.1:${silent.port}`,
        model: "llama3.1:8b",
        probeTimeoutMs: 100,
      });
      expect((await s.probe()).message).toContain("did not answer within 100 ms");
    } finally {
      await silent.stop(true);
    }
  });
});
