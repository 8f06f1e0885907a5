/**
 * Reads the development set's abstracts into fact sheets and compares them with the gold readings:
 * `bun run eval:summaries [--misses FIELD] [--model NAME] [--dir FOLDER] [--wrong]`. `--dir` reads another set in the same format
 * (cancer-rct.jsonl and gold.jsonl, read by GOLD.md's rules): abstracts nobody tuned on, or a clinic's own.
 */
import { extractFactSheet } from "../src/server/summaries/fact-sheet/extract/extract-fact-sheet";
import { FIXTURE_DIR, loadDevelopmentSet } from "./eval/fixtures";
import { measureFacts, timing, type Case, type FactMeasures } from "./eval/measures";
import { confusionTable, factTable, type Row } from "./eval/report";
import { measureVerified } from "./eval/verified";
import { verifyFactSheet } from "../src/server/summaries/fact-sheet/verify";
import { evaluateModel } from "./eval/model-eval";
import { measureWritten, type Written } from "./eval/summary-measures";
import { measurePrecision, precisionTable, sheetsWithAWrongField } from "./eval/precision";
import { builtinSummaries } from "../src/server/summaries/fact-sheet/builtin-summaries";

/** The built-in summaries of each case, written as production writes them (sheet verified, then sentences). */
export const builtinWritten: MeasureSummaries = (cases) =>
  measureWritten(
    cases.map(({ record, gold }): Written => {
      const out = builtinSummaries({
        title: record.title,
        abstract: record.abstract,
        ...(record.sections ? { abstractSections: record.sections } : {}),
      });
      return { source: { title: record.title, abstract: record.abstract }, gold, ...out };
    }),
  );

/**
 * Summary-level measures (sentences with evidence, patient grade, numbers not in the source, the patient summary
 * naming the intervention) plug in here: given the cases, return extra table rows. Skipped when not provided.
 */
export type MeasureSummaries = (cases: Case[]) => Row[];

const MISS_FIELDS: Record<string, keyof FactMeasures | "verified"> = {
  studyType: "studyType",
  randomised: "randomised",
  phase: "phase",
  nRandomised: "nRandomised",
  arms: "armsAll",
  arm: "armsEach",
  endpoint: "endpoint",
  direction: "direction",
  spin: "spin",
  spinFalse: "spinFalse",
  registrations: "registrations",
  spans: "spans",
  harms: "harms",
  conclusion: "conclusion",
  verified: "verified",
};

function argValue(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : args.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
}

export async function runEval(args: string[], measureSummaries?: MeasureSummaries, dir = FIXTURE_DIR): Promise<number> {
  const model = argValue(args, "--model");
  const set = loadDevelopmentSet(dir);
  if (!set) {
    console.log(`No development set at ${dir} (cancer-rct.jsonl and gold.jsonl); nothing to evaluate.`);
    return 0;
  }
  let cases: Case[];
  let summaryRows: Row[] = [];
  if (model) {
    // The model path against the configured model server: its verified sheets, and the summaries it wrote from them.
    const run = await evaluateModel(model, set);
    cases = run.cases;
    summaryRows = measureWritten(run.written);
    if (run.failures.length)
      console.log(`${run.failures.length} abstracts failed:\n${run.failures.map((f) => `- ${f}`).join("\n")}`);
  } else {
    // One untimed pass first, so the figures are the steady state and not the JIT warming up.
    for (const { record } of set) extractFactSheet(record);
    cases = set.map(({ record, gold }) => {
      const t0 = performance.now();
      const sheet = extractFactSheet(record);
      return { record, gold, sheet, ms: performance.now() - t0 };
    });
    summaryRows = measureSummaries ? measureSummaries(cases) : [];
  }
  // What the verifier drops from the reader's sheets; then every figure is of the verified sheets, as shown.
  const verified = measureVerified(cases);
  cases = cases.map((c) => ({
    ...c,
    sheet: verifyFactSheet(c.sheet, { title: c.record.title, abstract: c.record.abstract }).sheet,
  }));
  const m = measureFacts(cases);
  const extra = [...verified.rows, ...summaryRows];
  // (Time per abstract is the reader's alone; verifying and writing add about as much again: see bun run bench.)
  console.log(
    `# Fact sheets against gold (${cases.length} abstracts, ${model ? `model ${model}` : "built-in reader"})\n`,
  );
  console.log(factTable(m, timing(cases), extra));
  console.log(`\n## Direction: gold (rows) against ours (columns)\n`);
  console.log(confusionTable(m.confusion));
  // Precision: a field stated and wrong misleads; a field left empty says "unclear". --wrong lists the abstracts.
  const precision = measurePrecision(cases);
  console.log(`\n## Wrong when stated\n`);
  console.log(precisionTable(precision, sheetsWithAWrongField(cases)));
  if (args.includes("--wrong"))
    for (const p of precision) if (p.wrong) console.log(`- ${p.field}: ${p.wrongIds.join(", ")}`);
  const field = argValue(args, "--misses");
  if (field !== undefined) {
    const key = MISS_FIELDS[field];
    if (!key) {
      console.log(`\nUnknown field "${field}"; one of: ${Object.keys(MISS_FIELDS).join(", ")}`);
      return 1;
    }
    const misses = key === "verified" ? verified.share : m[key];
    if (!("misses" in misses)) return 0;
    console.log(`\n## Misses: ${field} (${misses.misses.length})\n`);
    for (const miss of misses.misses)
      console.log(`- ${miss.pmid}\n  ours: ${miss.ours}\n  gold: ${miss.gold}\n  quote: ${miss.quote.slice(0, 400)}`);
  }
  return 0;
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  process.exit(await runEval(args, builtinWritten, argValue(args, "--dir") ?? FIXTURE_DIR));
}
