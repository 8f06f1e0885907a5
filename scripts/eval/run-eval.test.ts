import { describe, expect, spyOn, test } from "bun:test";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startOllamaStandIn } from "../../src/testing/ollama-stand-in";
import { INVENTED_TRIAL } from "../../src/testing/invented-trial";
import { builtinWritten, runEval } from "../eval-summaries";

/** A development set of one invented abstract with its gold reading, in the shared fixture's format. */
function inventedSet(): string {
  const dir = mkdtempSync(join(tmpdir(), "trial-lens-eval-"));
  const { pmid, title, abstract } = INVENTED_TRIAL;
  writeFileSync(join(dir, "cancer-rct.jsonl"), `${JSON.stringify({ pmid, title, abstract })}\n`);
  const gold = {
    pmid,
    studyType: "randomised-trial",
    randomised: true,
    phase: "3",
    population: "stage III colon cancer after surgery",
    nRandomised: 812,
    arms: [
      { role: "intervention", name: "drug B", keyTerms: ["drug B"] },
      { role: "control", name: "placebo", keyTerms: ["placebo"] },
    ],
    primaryEndpoint: { text: "disease-free survival", stated: true, keyTerms: ["disease-free survival"] },
    primaryResult: { direction: "favours-intervention", quote: null, numbers: [] },
    harms: { reported: true, quote: null },
    conclusionPositive: true,
    spin: false,
    registrations: [],
    notes: null,
  };
  writeFileSync(join(dir, "gold.jsonl"), `${JSON.stringify(gold)}\n`);
  return dir;
}

async function logged(run: () => Promise<number>): Promise<{ code: number; text: string }> {
  const log = spyOn(console, "log").mockImplementation(() => {});
  try {
    const code = await run();
    return { code, text: log.mock.calls.flat().join("\n") };
  } finally {
    log.mockRestore();
  }
}

describe("eval:summaries", () => {
  test("without the development set it says so plainly and exits 0", async () => {
    const { code, text } = await logged(() => runEval([], undefined, "/nonexistent/fixtures/rct"));
    expect(code).toBe(0);
    expect(text).toContain("No development set at /nonexistent/fixtures/rct");
  });

  test("the built-in reader is measured field by field and summary by summary", async () => {
    const { code, text } = await logged(() => runEval([], builtinWritten, inventedSet()));
    expect(code).toBe(0);
    expect(text).toContain("| studyType exact | 100.0% (1/1) | ≥ 90% |");
    expect(text).toContain("| Non-general sentences with evidence | 100.0%");
    expect(text).toContain("| Numbers not in the source (both summaries) | 0 | 0 |");
  });

  test("--model runs the model path against OLLAMA_HOST and measures what it wrote", async () => {
    const ollama = startOllamaStandIn({ models: ["eval-model"] });
    const saved = process.env.OLLAMA_HOST;
    process.env.OLLAMA_HOST = ollama.url;
    try {
      const { code, text } = await logged(() => runEval(["--model", "eval-model"], undefined, inventedSet()));
      expect(code).toBe(0);
      expect(text).toContain("model eval-model");
      expect(text).toContain("| Sentences whose spans are valid | 100.0%");
      expect(ollama.chatCalls.length).toBeGreaterThanOrEqual(2);
    } finally {
      process.env.OLLAMA_HOST = saved;
      await ollama.stop();
    }
  });

  test("--dir measures another set read by the same rules, from the command line", () => {
    const dir = inventedSet();
    const run = Bun.spawnSync(["bun", join(import.meta.dir, "../eval-summaries.ts"), "--dir", dir]);
    expect(run.exitCode).toBe(0);
    const text = run.stdout.toString();
    expect(text).toContain("(1 abstracts, built-in reader)");
    expect(text).toContain("| studyType exact | 100.0% (1/1) | ≥ 90% |");
  });
});
