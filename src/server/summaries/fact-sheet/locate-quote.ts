import type { Span, SourceText } from "../../../shared/fact-sheet";

/** Text folded for matching, with the offset in the original text of each folded character. */
export type Folded = { text: string; at: number[] };

const DASHES = /[\u2010-\u2015\u2212\ufe58\ufe63\uff0d]/;
const SINGLE_QUOTES = /[\u2018\u2019\u201a\u201b\u2032]/;
const DOUBLE_QUOTES = /[\u201c\u201d\u201e\u201f\u2033]/;

/**
 * One pass: lower case, every dash and minus as "-", curly quotes straight, each run of white space as one space
 * (none at the start). `at[i]` is where folded character i came from, so offsets map back to the original.
 */
export function fold(text: string): Folded {
  let out = "";
  const at: number[] = [];
  let spaced = true;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (/\s/.test(c)) {
      if (!spaced) (out += " "), at.push(i);
      spaced = true;
      continue;
    }
    spaced = false;
    let f = c.toLowerCase();
    if (f.length !== 1)
      f = c; // a few letters lower-case to two characters; keep offsets one to one
    else if (DASHES.test(f)) f = "-";
    else if (SINGLE_QUOTES.test(f)) f = "'";
    else if (DOUBLE_QUOTES.test(f)) f = '"';
    out += f;
    at.push(i);
  }
  if (out.endsWith(" ")) (out = out.slice(0, -1)), at.pop();
  return { text: out, at };
}

// What a quote may carry at its end (or start) that the source need not: punctuation, quote marks, an ellipsis.
const LOOSE_END = /[\s.,;:!?'"\u2026)\]]/;
const LOOSE_START = /[\s'"\u2026([]/;

function trimQuote(folded: string): string {
  let start = 0;
  let end = folded.length;
  while (end > start && LOOSE_END.test(folded[end - 1]!)) end--;
  while (start < end && LOOSE_START.test(folded[start]!)) start++;
  return folded.slice(start, end);
}

function findIn(field: "title" | "abstract", folded: Folded, quote: string): Span | undefined {
  const i = folded.text.indexOf(quote);
  if (i < 0) return undefined;
  return { field, start: folded.at[i]!, end: folded.at[i + quote.length - 1]! + 1 };
}

/** Folds the source once, for locating many quotes in it. */
export function quoteLocator(source: SourceText): (quote: string) => Span | undefined {
  const abstract = fold(source.abstract);
  const title = fold(source.title);
  return (quote) => {
    const wanted = trimQuote(fold(quote).text);
    // A quote of one or two characters would match almost anywhere and prove nothing.
    if (wanted.replace(/[^\p{L}\p{N}]/gu, "").length < 2) return undefined;
    return findIn("abstract", abstract, wanted) ?? findIn("title", title, wanted);
  };
}

/**
 * Where a verbatim quote sits in the abstract (else the title), tolerant of white space, case, dashes, curly quotes
 * and trailing punctuation; offsets are into the original text. Linear: folding is one pass, the search an indexOf.
 */
export const locateQuote = (quote: string, source: SourceText): Span | undefined => quoteLocator(source)(quote);
