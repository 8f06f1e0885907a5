import type { Span } from "../../../../shared/fact-sheet";
import type { SourceSentence } from "../source/read-source";

/** The whole sentence as a span. */
export const sentenceSpan = (s: SourceSentence): Span => ({ field: s.field, start: s.start, end: s.end });

/** The sentence a span sits in (a span without a field is the abstract's). */
export const sentenceHolding = (span: Span, sentences: SourceSentence[]): SourceSentence | undefined =>
  sentences.find((t) => t.field === (span.field ?? "abstract") && t.start <= span.start && span.end <= t.end);

/** Part of a sentence, from offsets relative to the sentence's own text. */
export const partSpan = (s: SourceSentence, from: number, to: number): Span => ({
  field: s.field,
  start: s.start + from,
  end: s.start + to,
});

/** Sentences whose text matches, in document order. */
export const matching = (sentences: SourceSentence[], pattern: RegExp) => sentences.filter((s) => pattern.test(s.text));

/** The span of the first occurrence of a phrase inside the sentence, else the sentence. */
export function phraseSpan(s: SourceSentence, phrase: string): Span {
  const at = s.text.indexOf(phrase);
  return at < 0 ? sentenceSpan(s) : partSpan(s, at, at + phrase.length);
}
