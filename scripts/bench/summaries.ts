import { loadDevelopmentSet } from "../eval/fixtures";
import { measureBuiltin } from "./builtin-measure";
import { createTestApp } from "../../src/testing/server/test-app";
import { startOllamaStandIn, type OllamaStandIn } from "../../src/testing/ollama-stand-in";
import { row, skipped, type Row } from "./report";
import { ms, timeRuns } from "./stats";
import { INVENTED_TRIAL } from "../../src/testing/invented-trial";

type Request = ReturnType<typeof createTestApp>["request"];
type Trial = {
  pmid: string;
  title: string;
  abstract: string;
  authors: string[];
  journal: string;
  publicationDate: string;
};

// No Origin header: the CSRF guard lets same-process calls through, as it does for curl.
async function summarize(request: Request, trial: Trial) {
  const res = await request("/api/summarize", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(trial),
  });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`summarize ${trial.pmid} answered ${res.status}: ${JSON.stringify(body)}`);
  return body as { source: string };
}

/** Latency of a stored summary through app.handle(), after one model-written miss; the stand-in confirms no more model calls. */
async function cacheHit(ollama: OllamaStandIn, trial: Trial): Promise<Row> {
  const { request } = createTestApp({ OLLAMA_HOST: ollama.url, SUMMARIZE_LIMIT_PER_MINUTE: "0" });
  const first = await summarize(request, trial);
  if (first.source !== "ollama") throw new Error(`the first summary came from ${first.source}, not the model stand-in`);
  const calls = ollama.chatCalls.length;
  const t = await timeRuns(2_000, () => summarize(request, trial), 200);
  if (ollama.chatCalls.length !== calls) throw new Error("cache hits called the model");
  return row(
    `Summary cache hit, POST /api/summarize in-process (${trial.abstract.length.toLocaleString("en-US")}-character abstract), 2,000 runs`,
    `p50 ${ms(t.p50)}, p95 ${ms(t.p95)}`,
    "p95 ≤ 5 ms",
    t.p95 <= 5,
  );
}

/** Model calls counted at the Ollama stand-in when 50 identical requests for a new trial arrive together. */
async function concurrentCalls(ollama: OllamaStandIn, trial: Trial): Promise<Row> {
  const { request } = createTestApp({ OLLAMA_HOST: ollama.url, SUMMARIZE_LIMIT_PER_MINUTE: "0" });
  const before = ollama.chatCalls.length;
  const answers = await Promise.all(Array.from({ length: 50 }, () => summarize(request, trial)));
  const calls = ollama.chatCalls.length - before;
  const fromModel = answers.filter((a) => a.source === "ollama").length;
  return row(
    "Model calls for 50 concurrent identical summarize requests (new trial)",
    `${calls}${fromModel === 50 ? "" : ` (${50 - fromModel} answers not from the model)`}`,
    "2 (fact sheet, then summaries)",
    calls === 2 && fromModel === 50,
  );
}

/** Speed and reading grade of the built-in summarizer over the shared cancer-RCT abstracts. */
function builtinRows(): Row[] {
  const records = loadDevelopmentSet()?.map((c) => c.record);
  const what = ["Built-in summarizer, time per abstract", "Built-in patient summaries at reading grade ≤ 8"];
  if (!records) return what.map((w) => skipped(w, "../shared/fixtures/rct/cancer-rct.jsonl is absent"));
  measureBuiltin(records); // warm-up pass: the first calls pay for compiling the code
  const m = measureBuiltin(records);
  return [
    row(`${what[0]} (${m.count} real cancer-RCT abstracts)`, `mean ${ms(m.msMean)}, p95 ${ms(m.msP95)}`),
    row(
      `${what[1]} (Flesch-Kincaid, ${m.count} abstracts)`,
      `${(m.shareAtOrBelow8 * 100).toFixed(1)}% (median grade ${m.gradeMedian.toFixed(1)}, p90 ${m.gradeP90.toFixed(1)}; ${m.unsupportedNumbers} numbers not in the abstract)`,
    ),
  ];
}

/** The first shared abstract (a real trial), else the invented one. */
function sampleTrial(): Trial {
  const r = loadDevelopmentSet()?.[0]?.record;
  if (!r) return INVENTED_TRIAL;
  return { pmid: r.pmid, title: r.title, abstract: r.abstract, authors: [], journal: "", publicationDate: "" };
}

export async function benchSummaries(): Promise<Row[]> {
  const trial = sampleTrial();
  const ollama = startOllamaStandIn();
  try {
    // Each measurement builds its own app on an empty in-memory store, so the trial is new to both.
    return [await cacheHit(ollama, trial), await concurrentCalls(ollama, trial), ...builtinRows()];
  } finally {
    await ollama.stop();
  }
}
