import type { FactSheet, Span, SourceText } from "../../../../shared/fact-sheet";

/**
 * The sheet gives no spans for its design fields (study type, randomised, phase, registrations), yet a sentence
 * stating them must cite words. These find the words that back a field the sheet already holds; they never decide
 * a fact. Each is a bounded scan (indexOf or a regex without nested repetition), linear in the text.
 */

const fields = (source: SourceText) => [
  { field: "title" as const, text: source.title },
  { field: "abstract" as const, text: source.abstract },
];

const isLetter = (c: string | undefined) => c !== undefined && /[A-Za-z-]/.test(c);

/** The first whole word (title first, then abstract) starting with one of the stems, case-insensitive. */
export function locateWord(source: SourceText, stems: string[]): Span | null {
  for (const { field, text } of fields(source)) {
    const lower = text.toLowerCase();
    let best = -1;
    let length = 0;
    for (const stem of stems) {
      let at = lower.indexOf(stem);
      // A stem counts only at a word start: "non-randomised" and "nonrandomised" say the opposite of "randomised".
      while (at > 0 && isLetter(text[at - 1])) at = lower.indexOf(stem, at + 1);
      if (at >= 0 && (best < 0 || at < best)) [best, length] = [at, stem.length];
    }
    if (best < 0) continue;
    // The whole stem ("will be", "post hoc"), then the rest of its last word.
    let end = best + length;
    while (end < text.length && isLetter(text[end])) end++;
    return { field, start: best, end };
  }
  return null;
}

const ROMAN: Record<string, string> = { i: "1", ii: "2", iii: "3", iv: "4" };
// "phase III", "Phase Ib/II", "phase 2/3": fixed pieces, no nested repetition.
const PHASE = /\bphase\s?-?\s?(iv|i{1,3}|[1-4])[ab]?(?:\s?[/–-]\s?(iv|i{1,3}|[1-4])[ab]?)?(?![a-z0-9])/gi;
const digit = (part: string) => ROMAN[part.toLowerCase()] ?? part;

/** Where the text names the sheet's phase ("phase III" for "3", "phase Ib/II" for "1/2"). */
export function locatePhase(source: SourceText, phase: FactSheet["phase"]): Span | null {
  if (!phase) return null;
  for (const { field, text } of fields(source)) {
    for (const m of text.matchAll(PHASE)) {
      const written = m[2] ? `${digit(m[1]!)}/${digit(m[2])}` : digit(m[1]!);
      if (written === phase) return { field, start: m.index!, end: m.index! + m[0].length };
    }
  }
  return null;
}

/** Where a registration id appears exactly as the sheet holds it. */
export function locateExact(source: SourceText, words: string): Span | null {
  if (!words) return null;
  for (const { field, text } of fields(source)) {
    const at = text.indexOf(words);
    if (at >= 0) return { field, start: at, end: at + words.length };
  }
  return null;
}
