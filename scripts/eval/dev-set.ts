import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fleschKincaidGrade } from "../../src/server/summaries/readability";
import { extractFactSheet } from "../../src/server/summaries/fact-sheet/extract/extract-fact-sheet";
import { verifyFactSheet } from "../../src/server/summaries/fact-sheet/verify";
import { sharedFixturesDir } from "../../src/testing/fixtures/shared-fixtures";
import { summaryProblems } from "../../src/testing/server/summary-problems";
import { PATIENT_MAX_GRADE } from "../../src/server/summaries/fact-sheet/write/patient";
import { joinPatient, writeSummaries } from "../../src/server/summaries/fact-sheet/write/write-summaries";

/** The shared development set, read from outside the repo at run time (never copied in). */
const FOLDER = sharedFixturesDir("rct");

type GoldArm = { role: "intervention" | "control"; keyTerms: string[] };
type Gold = { pmid: string; studyType: string; arms: GoldArm[] };
type Record = { pmid: string; title: string; abstract: string };

const lines = (path: string) =>
  readFileSync(path, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l));

export type DevSetMeasure = {
  records: number;
  /** Sentences failing a check (no evidence, a bad span, an unsupported number), with pmid. */
  problems: string[];
  gradeOk: number;
  resultsRcts: number;
  namesIntervention: number;
  /** pmids of results-reporting RCTs whose patient summary names no gold key term of the intervention. */
  unnamed: string[];
};

/**
 * Extract, verify and write every development record, as the built-in summarizer does; undefined when the shared
 * folder is absent.
 */
export function measureDevSet(): DevSetMeasure | undefined {
  const recordsPath = join(FOLDER, "cancer-rct.jsonl");
  const goldPath = join(FOLDER, "gold.jsonl");
  if (!existsSync(recordsPath) || !existsSync(goldPath)) return undefined;
  const gold = new Map<string, Gold>(lines(goldPath).map((g: Gold) => [g.pmid, g]));
  const m: DevSetMeasure = { records: 0, problems: [], gradeOk: 0, resultsRcts: 0, namesIntervention: 0, unnamed: [] };
  for (const r of lines(recordsPath) as Record[]) {
    const source = { title: r.title ?? "", abstract: r.abstract ?? "" };
    const written = writeSummaries(verifyFactSheet(extractFactSheet(source), source).sheet, source);
    const patient = joinPatient(written.patient);
    m.records++;
    m.problems.push(...summaryProblems(written, source).map((p) => `${r.pmid} ${p}`));
    if (fleschKincaidGrade(patient) <= PATIENT_MAX_GRADE) m.gradeOk++;
    const g = gold.get(r.pmid);
    if (g?.studyType !== "randomised-trial") continue;
    m.resultsRcts++;
    const terms = g.arms.filter((a) => a.role === "intervention").flatMap((a) => a.keyTerms);
    if (terms.some((t) => patient.toLowerCase().includes(t.toLowerCase()))) m.namesIntervention++;
    else m.unnamed.push(r.pmid);
  }
  return m;
}
