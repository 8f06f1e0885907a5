import type { SourceText, SummarySentence, SummarySentences } from "../../src/shared/fact-sheet";
import { spanText } from "../../src/shared/fact-sheet";
import { findUnsupportedNumbers, readSourceNumbers } from "../../src/server/summaries/number-check";
import { fleschKincaidGrade } from "../../src/server/summaries/readability";
import type { GoldSheet } from "./fixtures";
import type { Row } from "./report";

/** What a summarizer wrote for one abstract. */
export type Written = {
  source: SourceText;
  gold: GoldSheet;
  sentences: SummarySentences;
  clinicianSummary: string;
  patientSummary: string;
};

const pct = (hit: number, of: number) => (of === 0 ? "—" : `${((100 * hit) / of).toFixed(1)}% (${hit}/${of})`);

const validSpan = (source: SourceText, sentence: SummarySentence) =>
  sentence.evidence.every((s) => {
    const text = s.field === "title" ? source.title : source.abstract;
    return s.start >= 0 && s.end <= text.length && s.end > s.start && spanText(source, s).trim() !== "";
  });

/** Results-reporting randomised trials: where a patient must be told what was compared. */
const reportsResults = (g: GoldSheet) =>
  g.studyType === "randomised-trial" && !["not-reported", "not-applicable"].includes(g.primaryResult.direction);

/** A gold intervention arm is named when one of its key terms (or the arm's name) appears in the patient text. */
function namesIntervention(g: GoldSheet, patient: string): boolean {
  const text = patient.toLowerCase();
  const arms = g.arms.filter((a) => a.role === "intervention");
  return arms.some((a) => [...a.keyTerms, a.name].some((term) => term.length > 2 && text.includes(term.toLowerCase())));
}

/** The summary-level measures: evidence behind every sentence, grade, invented numbers, the intervention named. */
export function measureWritten(all: Written[]): Row[] {
  let factSentences = 0,
    withEvidence = 0,
    spansOk = 0,
    sentences = 0,
    gradeOk = 0,
    unsupported = 0,
    hardToSay = 0;
  let rcts = 0,
    named = 0;
  for (const w of all) {
    for (const s of [...w.sentences.clinician, ...w.sentences.patient]) {
      sentences++;
      if (validSpan(w.source, s)) spansOk++;
      if (s.general) continue;
      factSentences++;
      if (s.evidence.length > 0) withEvidence++;
    }
    if (fleschKincaidGrade(w.patientSummary) <= 8) gradeOk++;
    const source = readSourceNumbers(`${w.source.title}\n${w.source.abstract}`);
    unsupported +=
      findUnsupportedNumbers(w.clinicianSummary, source).length +
      findUnsupportedNumbers(w.patientSummary, source).length;
    if (/hard to put simply/i.test(w.patientSummary)) hardToSay++;
    if (reportsResults(w.gold)) {
      rcts++;
      if (namesIntervention(w.gold, w.patientSummary)) named++;
    }
  }
  return [
    ["Sentences whose spans are valid", pct(spansOk, sentences), "100%"],
    ["Non-general sentences with evidence", pct(withEvidence, factSentences), "100%"],
    ["Patient summary names the intervention (results-reporting RCTs)", pct(named, rcts), "≥ 80%"],
    ["Patient summaries at grade ≤ 8", pct(gradeOk, all.length), "≥ 95%"],
    ["Numbers not in the source (both summaries)", String(unsupported), "0"],
    ['Patient summaries saying "hard to put simply"', String(hardToSay), "0"],
  ];
}
