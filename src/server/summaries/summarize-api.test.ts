import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startOllamaStandIn, type OllamaStandIn } from "../../testing/ollama-stand-in";
import { createTestApp, jsonRequest } from "../../testing/server/test-app";
import { INVENTED_TRIAL } from "../../testing/invented-trial";

let ollama: OllamaStandIn;
beforeAll(() => {
  ollama = startOllamaStandIn();
});
afterAll(() => ollama.stop());

let pmidSeq = 90000100;
// No record of these pmids can be had (PubMed points nowhere), so each is summarised as sent, keyed by its text:
// a fresh trial needs text of its own.
const freshTrial = () => {
  const pmid = String(pmidSeq++);
  return { ...INVENTED_TRIAL, pmid, title: `${INVENTED_TRIAL.title} (${pmid})` };
};

const summarize = (request: ReturnType<typeof createTestApp>["request"], body: unknown, client?: string) =>
  request("/api/summarize", jsonRequest(body), client);

describe("POST /api/summarize", () => {
  test("the model writes both summaries; a repeat answers from the store without a model call", async () => {
    const { request } = createTestApp({ OLLAMA_HOST: ollama.url });
    const before = ollama.chatCalls.length;
    const res = await summarize(request, INVENTED_TRIAL);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.source).toBe("ollama");
    expect(body.model).toBe("llama3.1:8b");
    expect(body.clinicianSummary.length).toBeGreaterThan(50);
    expect(body.patientSummary.length).toBeGreaterThan(50);
    expect(typeof body.readingGrade).toBe("number");
    expect(Date.parse(body.generatedAt)).toBeGreaterThan(0);
    expect(body.modelStatus).toBeUndefined();
    const calls = ollama.chatCalls.length - before;
    expect(calls).toBeGreaterThanOrEqual(1);

    const again = await summarize(request, INVENTED_TRIAL);
    expect(await again.json()).toEqual(body);
    expect(ollama.chatCalls.length - before).toBe(calls);
  });

  test("50 identical concurrent requests make the model calls of one summary (fact sheet, then summaries)", async () => {
    const { request } = createTestApp({ OLLAMA_HOST: ollama.url, SUMMARIZE_LIMIT_PER_MINUTE: "0" });
    const trial = freshTrial();
    const before = ollama.chatCalls.length;
    const answers = await Promise.all(Array.from({ length: 50 }, () => summarize(request, trial)));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(ollama.chatCalls.length - before).toBe(2);
  });

  test("with no model reachable, auto mode answers with labelled built-in summaries and says why", async () => {
    // Pinned to one instance: /api/health reports what this instance's model client has seen.
    const { request, services } = createTestApp({ OLLAMA_HOST: "http://127.0.0.1:9" }).instances[0]!;
    const res = await summarize(request, freshTrial());
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.source).toBe("builtin");
    expect(body.model).toBe("builtin");
    expect(body.modelStatus).toContain("is not reachable");
    expect(body.patientSummary).toContain("care team");
    expect(services.summaries.status().ok).toBe(false);
    const health = await (await request("/api/health", undefined, "127.0.0.1")).json();
    expect(health.model.message).toContain("is not reachable");
  });

  test("a model that is not pulled: the administrator is told to pull it", async () => {
    const { request } = createTestApp({ OLLAMA_HOST: ollama.url, OLLAMA_MODEL: "qwen9:404b" });
    const body = await (await summarize(request, freshTrial())).json();
    expect(body.source).toBe("builtin");
    expect(body.modelStatus).toContain("ollama pull qwen9:404b");
  });

  test("SUMMARIZER=ollama turns model faults into 503 with that message", async () => {
    const { request } = createTestApp({ OLLAMA_HOST: "http://127.0.0.1:9", SUMMARIZER: "ollama" });
    const res = await summarize(request, freshTrial());
    expect(res.status).toBe(503);
    expect((await res.json()).message).toContain("is not reachable");
  });

  test("SUMMARIZER=builtin never calls the model", async () => {
    const { request } = createTestApp({ OLLAMA_HOST: ollama.url, SUMMARIZER: "builtin" });
    const before = ollama.chatCalls.length;
    const body = await (await summarize(request, freshTrial())).json();
    expect(body.source).toBe("builtin");
    expect(body.modelStatus).toBeUndefined();
    expect(ollama.chatCalls.length).toBe(before);
  });

  test("a built-in summary never stands in for the model's once the model is back", async () => {
    const trial = freshTrial();
    const DATABASE_PATH = join(mkdtempSync(join(tmpdir(), "trial-lens-sum-")), "db.sqlite");
    const down = createTestApp({ DATABASE_PATH, OLLAMA_HOST: "http://127.0.0.1:9" });
    expect((await (await summarize(down.request, trial)).json()).source).toBe("builtin");
    // The same database, now with the model back: the stored built-in answer must not be served.
    const up = createTestApp({ DATABASE_PATH, OLLAMA_HOST: ollama.url });
    expect((await (await summarize(up.request, trial)).json()).source).toBe("ollama");
  });

  test("a number the model invents is flagged, never passed on silently", async () => {
    const { request } = createTestApp({ OLLAMA_HOST: ollama.url });
    ollama.enqueue("good", "bad-number", "bad-number");
    const body = await (await summarize(request, freshTrial())).json();
    expect(body.source).toBe("ollama");
    expect(body.warnings.join(" ")).toMatch(/does not appear in the abstract/);
  });

  test("the per-client limit answers 429 with when to retry; cached answers are not limited", async () => {
    const { request } = createTestApp({ OLLAMA_HOST: ollama.url, SUMMARIZE_LIMIT_PER_MINUTE: "2" });
    const first = freshTrial();
    expect((await summarize(request, first)).status).toBe(200);
    expect((await summarize(request, freshTrial())).status).toBe(200);
    const refused = await summarize(request, freshTrial());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(/try again in \d+ seconds/);
    expect((await summarize(request, first)).status).toBe(200);
  });

  test("each reader has their own limit", async () => {
    const { request } = createTestApp({ OLLAMA_HOST: ollama.url, SUMMARIZE_LIMIT_PER_MINUTE: "1" });
    expect((await summarize(request, freshTrial(), "10.1.0.5")).status).toBe(200);
    expect((await summarize(request, freshTrial(), "10.1.0.5")).status).toBe(429);
    expect((await summarize(request, freshTrial(), "10.1.0.6")).status).toBe(200);
  });

  test("bad input is a 400 with a readable message", async () => {
    const { request } = createTestApp({ OLLAMA_HOST: ollama.url });
    const cases: [unknown, string][] = [
      [{ ...INVENTED_TRIAL, pmid: "abc" }, "pmid: must be a PubMed id"],
      [{ ...INVENTED_TRIAL, abstract: "x".repeat(20_001) }, "abstract: must be at most 20,000 characters"],
      [{ ...INVENTED_TRIAL, title: 5 }, "title: must be text"],
    ];
    for (const [body, message] of cases) {
      const res = await summarize(request, body);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toContain(message);
    }
  });

  test("a trial with no abstract still gets summaries that say so", async () => {
    const { request } = createTestApp({ SUMMARIZER: "builtin" });
    const body = await (await summarize(request, { ...freshTrial(), abstract: "" })).json();
    expect(body.clinicianSummary.toLowerCase()).toContain("no abstract");
    expect(body.patientSummary.toLowerCase()).toContain("no abstract");
  });
});
