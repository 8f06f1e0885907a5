import type { FactSheet, SourceText, SummarySentence, SummarySentences } from "../../../../shared/fact-sheet";
import { findUnsupportedNumbers } from "../../number-check";
import { clinicianSentences } from "./clinician";
import { describeDesign } from "./design";
import { evidenceText } from "./evidence";
import { patientSentences } from "./patient";

export { joinPatient } from "./patient";

/** The clinician summary: one line per field, as the fact-sheet table reads. */
export const joinClinician = (sentences: SummarySentence[]) => sentences.map((s) => s.text).join("\n");

/**
 * A last check on every sentence, whoever's sheet it came from: a fact sentence must cite spans, and every number
 * it holds must be in the words those spans point at; a general sentence states no number at all. One that fails
 * is left out rather than shown as checked.
 */
export function isSupported(sentence: SummarySentence, source: SourceText): boolean {
  if (sentence.general) return findUnsupportedNumbers(sentence.text, "").length === 0;
  if (sentence.evidence.length === 0) return false;
  return findUnsupportedNumbers(sentence.text, evidenceText(source, sentence.evidence)).length === 0;
}

/**
 * Both summaries from a verified fact sheet alone, sentence by sentence, each sentence carrying the spans of the
 * facts it states (or marked general). `context` is accepted for callers; the population is never widened from it.
 */
export function writeSummaries(sheet: FactSheet, source: SourceText, _context?: { cancerType?: string }): SummarySentences {
  const design = describeDesign(sheet, source);
  const keep = (s: SummarySentence) => isSupported(s, source);
  return {
    clinician: clinicianSentences(sheet, source, design).filter(keep),
    patient: patientSentences(sheet, source, design).filter(keep),
  };
}
