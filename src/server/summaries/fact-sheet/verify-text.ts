import { spanText, type SourceText, type Span } from "../../../shared/fact-sheet";

/** A fact's evidence is read from at most this many spans; more is a sign of a sheet gone wrong. */
export const MAX_SPANS = 12;

/** The span points at existing, non-blank text of its field. */
export function spanIsValid(span: Span, source: SourceText): boolean {
  const text = span.field === "title" ? source.title : source.abstract;
  if (!Number.isInteger(span.start) || !Number.isInteger(span.end)) return false;
  if (span.start < 0 || span.start >= span.end || span.end > text.length) return false;
  if (cutsNumber(text, span.start) || cutsNumber(text, span.end)) return false;
  return /\S/.test(text.slice(span.start, span.end));
}

const isDigit = (c: string | undefined) => c !== undefined && c >= "0" && c <= "9";

/** A boundary at `at` falls inside a number ("1|2", "98.|5", "98|.5"): its words would show a number the text does not hold. */
function cutsNumber(text: string, at: number): boolean {
  const before = text[at - 1];
  const after = text[at];
  if (isDigit(before) && isDigit(after)) return true;
  if (before === "." && isDigit(text[at - 2]) && isDigit(after)) return true;
  return isDigit(before) && after === "." && isDigit(text[at + 1]);
}

/** A fact rests on a sentence or a few (under 600 characters in every reading of the development set). */
export const MAX_EVIDENCE_CHARS = 3000;

/** Every span valid and not too many of them. */
export const evidenceIsValid = (spans: Span[], source: SourceText) =>
  spans.length <= MAX_SPANS && spans.every((s) => spanIsValid(s, source));

/** Characters the spans cover, overlaps counted twice. */
export const evidenceLength = (spans: Span[]) => spans.reduce((n, s) => n + (s.end - s.start), 0);

/** The words the spans point at, one span per line. */
export const evidenceText = (spans: Span[], source: SourceText) => spans.map((s) => spanText(source, s)).join("\n");

/**
 * Text made plain for scanning with simple patterns: one space for any white space run, "-" for dashes and
 * minus, "." for a middle-dot decimal, "<" and ">" for ≤ and ≥. Lengths change, so use it for yes/no questions only.
 */
export function plain(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/[\u2010-\u2015\u2212\ufe63\uff0d]/g, "-")
    .replace(/(\d)[\u00b7\u2027\u22c5](\d)/g, "$1.$2")
    .replace(/\u2264/g, "<")
    .replace(/\u2265/g, ">");
}

/** Title and abstract as one plain text. */
export const plainSource = (source: SourceText) => plain(`${source.title}\n${source.abstract}`);
