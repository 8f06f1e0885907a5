import { armsInOrdinaryCase } from "./arm-case";
import type { FactSheet, SourceText, SummarySentence, SummarySentences } from "../../../../shared/fact-sheet";
import { extractNumbers, findUnsupportedNumbers } from "../../number-check";
import { boundedSheet } from "./bounded-sheet";
import { clinicianSentences } from "./clinician";
import { describeDesign } from "./design";
import { designBacked, KIND } from "./design-cues";
import { evidenceText } from "./evidence";
import { kindInDoubt } from "./kind-in-doubt";
import { patientSentences } from "./patient";

export { joinPatient } from "./patient";

/** The clinician summary: one line per field, as the fact-sheet table reads. */
export const joinClinician = (sentences: SummarySentence[]) => sentences.map((s) => s.text).join("\n");

/** The number as written, standing alone in the text (not part of a longer number): enough to call it supported. */
function standsIn(raw: string, text: string): boolean {
  for (let at = text.indexOf(raw); at >= 0; at = text.indexOf(raw, at + 1)) {
    const before = text[at - 1] ?? "";
    const after = text.slice(at + raw.length, at + raw.length + 2);
    if (!/[\d.,]/.test(before) && !/^\d|^[.,]\d/.test(after)) return true;
  }
  return false;
}

/**
 * A last check on every sentence, whoever's sheet it came from: a fact sentence must cite spans, and every number
 * it holds must be in the words those spans point at; a general sentence states no number at all. Sentences that
 * cite the same spans are checked together, so the evidence is read once however many sentences rest on it.
 */
export function keepSupported(sentences: SummarySentence[], source: SourceText): SummarySentence[] {
  const numbered = sentences.map((s) => extractNumbers(s.text).map((n) => n.raw.trim()));
  const byEvidence = new Map<string, number[]>();
  sentences.forEach((s, i) => {
    if (s.general || numbered[i]!.length === 0) return;
    const key = JSON.stringify(s.evidence);
    byEvidence.set(key, [...(byEvidence.get(key) ?? []), i]);
  });
  const unsupported = new Set<number>();
  for (const group of byEvidence.values()) {
    const evidence = evidenceText(source, sentences[group[0]!]!.evidence);
    // Numbers copied as written are found by a plain search; only the rest (6 in 10, phase 3 for III) need the full check.
    const indexes = group.filter((i) => !numbered[i]!.every((n) => standsIn(n, evidence)));
    if (indexes.length === 0) continue;
    const missing = new Set(findUnsupportedNumbers(indexes.map((i) => sentences[i]!.text).join("\n"), evidence));
    for (const i of indexes) if (numbered[i]!.some((n) => missing.has(n))) unsupported.add(i);
  }
  return sentences.filter((s, i) =>
    s.general ? numbered[i]!.length === 0 : s.evidence.length > 0 && !unsupported.has(i),
  );
}

/**
 * Both summaries from a verified fact sheet alone, sentence by sentence, each sentence carrying the spans of the
 * facts it states (or marked general). `context` is accepted for callers; the population is never widened from it.
 */
export function writeSummaries(
  verified: FactSheet,
  source: SourceText,
  _context?: { cancerType?: string },
): SummarySentences {
  // Arm names from a Title Case title are written as ordinary words; the sheet keeps them as quoted.
  // A kind the abstract's own words contradict is said as not read with confidence (kind-in-doubt.ts).
  // Then only the design the abstract's own words back is stated (design-cues.ts); a kind not named is withheld.
  const read = designBacked(kindInDoubt(armsInOrdinaryCase(boundedSheet(verified), source), source), source);
  const design = describeDesign(read, source);
  const unclear = read.unclear ?? [];
  const sheet = design.unnamed && !unclear.includes(KIND) ? { ...read, unclear: [...unclear, KIND] } : read;
  return {
    clinician: keepSupported(clinicianSentences(sheet, source, design), source),
    patient: keepSupported(patientSentences(sheet, source, design), source),
  };
}
