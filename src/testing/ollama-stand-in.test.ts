import { describe, expect, test } from "bun:test";
import { Ollama } from "ollama";
import { startOllamaStandIn, type OllamaStandIn } from "./ollama-stand-in";
import { standInForEachTest } from "./stand-in-lifecycle";

const ABSTRACT =
  "In this randomised phase 3 trial, 412 patients were assigned to drug A or placebo. Median overall survival was 14.2 months versus 11.1 months (hazard ratio 0.71, 95% CI 0.58-0.87; p=0.001). Adverse events were common.";
const messages = [{ role: "user", content: `<title>A trial</title>\n<abstract>${ABSTRACT}</abstract>` }];
const format = {
  type: "object",
  properties: { clinicianSummary: { type: "string" }, patientSummary: { type: "string" } },
  required: ["clinicianSummary", "patientSummary"],
};

let standIn: OllamaStandIn;
let client: Ollama;
standInForEachTest(startOllamaStandIn, (s) => {
  standIn = s;
  client = new Ollama({ host: s.url });
});

const post = (path: string, body: unknown, init: RequestInit = {}) =>
  fetch(`${standIn.url}${path}`, { method: "POST", body: JSON.stringify(body), ...init });

describe("ollama stand-in", () => {
  test("binds to loopback and lists pulled models in Ollama's shape", async () => {
    expect(standIn.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const { models } = await client.list();
    expect(models.map((m) => m.name)).toEqual(["llama3.1:8b"]);
    expect(models[0]!.details.family).toBe("llama");
    expect((await client.version()).version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(await (await fetch(standIn.url)).text()).toBe("Ollama is running");
  });

  test("streamed and whole answers carry the same JSON, filled from the abstract", async () => {
    const whole = await client.chat({ model: "llama3.1:8b", messages, format, stream: false });
    expect(whole.done).toBe(true);
    expect(whole.done_reason).toBe("stop");
    const answer = JSON.parse(whole.message.content);
    expect(answer.clinicianSummary).toContain("hazard ratio 0.71, 95% CI 0.58-0.87; p=0.001");
    expect(answer.patientSummary).toContain("412 people took part.");

    let streamed = "";
    let parts = 0;
    let last: { done: boolean; eval_count?: number } | undefined;
    for await (const part of await client.chat({ model: "llama3.1:8b", messages, format, stream: true })) {
      streamed += part.message.content;
      parts++;
      last = part;
    }
    expect(streamed).toBe(whole.message.content);
    expect(parts).toBeGreaterThan(2);
    expect(last?.done).toBe(true);
    expect(last?.eval_count).toBeGreaterThan(0);
    expect(standIn.chatCalls).toHaveLength(2);
  });

  test("streams NDJSON unless stream is false, as the real server does", async () => {
    const res = await post("/api/chat", { model: "llama3.1:8b", messages });
    expect(res.headers.get("content-type")).toBe("application/x-ndjson");
    const lines = (await res.text())
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines[0]).toMatchObject({ model: "llama3.1:8b", message: { role: "assistant" }, done: false });
    expect(lines.at(-1)).toMatchObject({ done: true, done_reason: "stop" });
  });

  test("an unknown model gets Ollama's 404", async () => {
    const res = await post("/api/chat", { model: "mistral:7b", messages });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'model "mistral:7b" not found, try pulling it first' });
    const error = await client.chat({ model: "mistral:7b", messages }).catch((e) => e);
    expect(error.status_code).toBe(404);
  });

  test("scripted faults come in order, then answers are good again", async () => {
    standIn.enqueue("http-500", "busy-503", "malformed-json", { kind: "reply", content: "exact" });
    expect((await post("/api/chat", { model: "llama3.1:8b", messages })).status).toBe(500);
    const busy = await post("/api/chat", { model: "llama3.1:8b", messages });
    expect(busy.status).toBe(503);
    expect((await busy.json()).error).toBe("server busy, please try again.  maximum pending requests exceeded");
    const malformed = await client.chat({ model: "llama3.1:8b", messages, format, stream: false });
    expect(() => JSON.parse(malformed.message.content)).toThrow();
    expect((await client.chat({ model: "llama3.1:8b", messages, stream: false })).message.content).toBe("exact");
    const good = await client.chat({ model: "llama3.1:8b", messages, format, stream: false });
    expect(() => JSON.parse(good.message.content)).not.toThrow();
  });

  test("bad-number invents a number; hard-words writes a long-winded patient summary", async () => {
    standIn.enqueue("bad-number", "hard-words");
    const bad = JSON.parse(
      (await client.chat({ model: "llama3.1:8b", messages, format, stream: false })).message.content,
    );
    expect(bad.clinicianSummary).toContain("0.37");
    expect(ABSTRACT).not.toContain("0.37");
    const hard = JSON.parse(
      (await client.chat({ model: "llama3.1:8b", messages, format, stream: false })).message.content,
    );
    expect(hard.patientSummary).toContain("multidisciplinary");
  });

  test("stream-error answers 200 and ends with an error line", async () => {
    standIn.enqueue("stream-error");
    const res = await post("/api/chat", { model: "llama3.1:8b", messages, stream: true });
    expect(res.status).toBe(200);
    const lines = (await res.text())
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines.at(-1)).toEqual({ error: expect.stringContaining("unexpected EOF") });
    expect(lines.some((l) => l.done === true)).toBe(false);
  });

  test("a hanging request counts as aborted when its client leaves", async () => {
    standIn.enqueue("hang");
    const controller = new AbortController();
    const pending = post("/api/chat", { model: "llama3.1:8b", messages }, { signal: controller.signal }).catch(
      (e) => e,
    );
    await Bun.sleep(30);
    expect(standIn.activeRequests).toBe(1);
    controller.abort();
    expect((await pending).name).toBe("AbortError");
    await Bun.sleep(30);
    expect(standIn.abortedRequests).toBe(1);
    expect(standIn.activeRequests).toBe(0);
  });

  test("slow answers overlap and are counted while they run", async () => {
    standIn.enqueue({ kind: "slow", delayMs: 60 }, { kind: "slow", delayMs: 60 });
    const both = Promise.all([
      client.chat({ model: "llama3.1:8b", messages, stream: false }),
      client.chat({ model: "llama3.1:8b", messages, stream: false }),
    ]);
    await Bun.sleep(20);
    expect(standIn.activeRequests).toBe(2);
    await both;
    expect(standIn.peakActiveRequests).toBe(2);
    expect(standIn.abortedRequests).toBe(0);
  });

  test("num_predict cuts the answer short with done_reason length", async () => {
    const cut = await client.chat({
      model: "llama3.1:8b",
      messages,
      format,
      stream: false,
      options: { num_predict: 10 },
    });
    expect(cut.done_reason).toBe("length");
    expect(cut.message.content).toHaveLength(40);
    expect(cut.eval_count).toBe(10);
  });

  test("unknown paths get Gin's plain 404", async () => {
    const res = await fetch(`${standIn.url}/api/nothing`);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe("404 page not found");
  });
});
