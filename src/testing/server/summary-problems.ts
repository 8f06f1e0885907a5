import type { SourceText, SummarySentence, SummarySentences } from "../../shared/fact-sheet";
import { findUnsupportedNumbers } from "../../server/summaries/number-check";
import { evidenceText } from "../../server/summaries/fact-sheet/write/evidence";

/** What is wrong with a sentence, for tests and the dev-set measure: no evidence, a bad span, a number not in its evidence. */
export function sentenceProblems(sentence: SummarySentence, source: SourceText): string[] {
  const problems: string[] = [];
  if (/hard to put simply/i.test(sentence.text)) problems.push("says 'hard to put simply'");
  if (sentence.general) {
    if (sentence.evidence.length) problems.push("general sentence with evidence");
    for (const n of findUnsupportedNumbers(sentence.text, "")) problems.push(`general sentence states number ${n}`);
    return problems;
  }
  if (sentence.evidence.length === 0) problems.push("no evidence");
  for (const s of sentence.evidence) {
    const text = s.field === "title" ? source.title : source.abstract;
    if (s.start >= s.end || s.end > text.length) problems.push(`bad span ${s.start}-${s.end}`);
  }
  for (const n of findUnsupportedNumbers(sentence.text, evidenceText(source, sentence.evidence)))
    problems.push(`number ${n} not in evidence`);
  return problems;
}

/** Every problem of both summaries, each prefixed with the sentence it is in. */
export function summaryProblems(written: SummarySentences, source: SourceText): string[] {
  return [...written.clinician, ...written.patient].flatMap((s) =>
    sentenceProblems(s, source).map((p) => `${p}: ${s.text}`),
  );
}
