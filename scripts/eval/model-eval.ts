import { emptyFactSheet } from "../../src/shared/fact-sheet";
import { readEnv } from "../../src/server/env";
import { createModelSummarizer } from "../../src/server/summaries/model";
import type { Case } from "./measures";
import type { EvalRecord, GoldSheet } from "./fixtures";
import type { Written } from "./summary-measures";

/**
 * Runs the model path (fact sheet with quotes, verified, then sentences citing facts) over the development set,
 * against the app's model server (MODEL_API: Ollama at OLLAMA_HOST, or an OpenAI-compatible server at
 * OPENAI_BASE_URL with OPENAI_API_KEY), one abstract at a time as a clinic's server would. An abstract the
 * model fails on counts as a miss in every field (an empty sheet) and is named in `failures`.
 */
export async function evaluateModel(model: string, set: { record: EvalRecord; gold: GoldSheet }[], log = console.log) {
  const env = readEnv();
  const openai = env.MODEL_API === "openai";
  const host = openai ? env.OPENAI_BASE_URL : env.OLLAMA_HOST;
  log(
    `Evaluating the model ${model} at the ${openai ? "OpenAI-compatible" : "Ollama"} server ${host}, one abstract at a time...`,
  );
  const summarizer = createModelSummarizer({
    api: env.MODEL_API,
    host,
    apiKey: env.OPENAI_API_KEY,
    model,
    timeoutMs: env.OLLAMA_TIMEOUT_MS,
  });
  const cases: Case[] = [];
  const written: Written[] = [];
  const failures: string[] = [];
  for (const [i, { record, gold }] of set.entries()) {
    const t0 = performance.now();
    try {
      const input = {
        pmid: record.pmid,
        title: record.title,
        abstract: record.abstract,
        authors: [],
        journal: "",
        publicationDate: "",
      };
      const answer = await summarizer.summarize(input);
      const ms = performance.now() - t0;
      cases.push({ record, gold, sheet: answer.facts, ms });
      written.push({ source: { title: record.title, abstract: record.abstract }, gold, ...answer });
    } catch (error) {
      failures.push(`${record.pmid}: ${(error as Error).message}`);
      cases.push({ record, gold, sheet: emptyFactSheet(), ms: performance.now() - t0 });
    }
    if ((i + 1) % 10 === 0) log(`  ${i + 1}/${set.length} abstracts through ${model}`);
  }
  return { cases, written, failures };
}
