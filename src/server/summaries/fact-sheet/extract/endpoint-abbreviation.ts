import type { SourceSentence } from "../source/read-source";
import type { Endpoint } from "./endpoint";
import { partSpan } from "./spans";

// An endpoint named only by its short form: "PFS", "pCR", "Q-TWiST".
const SHORT_FORM = /^[A-Za-z][A-Za-z0-9-]{0,9}$/;
const isShortForm = (text: string) => SHORT_FORM.test(text) && (text.match(/[A-Z]/g)?.length ?? 0) >= 2;

/**
 * The long form an abbreviation stands for, as the abstract defines it ("progression-free survival (PFS)"):
 * Schwartz and Hearst's reading, matching the short form's letters backwards through at most a few words,
 * the first letter at a word's start. Returns the long form's start offset in `before`, or -1.
 */
export function longFormStart(before: string, short: string): number {
  const letters = short.toLowerCase().replace(/[^a-z0-9]/g, "");
  const words = Math.min(letters.length + 5, letters.length * 2);
  // Only the last few words can hold the long form.
  let from = before.length;
  for (let n = 0; n < words && from > 0; n++) {
    const space = before.lastIndexOf(" ", from - 2);
    from = space < 0 ? 0 : space + 1;
  }
  const text = before.slice(from).toLowerCase();
  let s = letters.length - 1;
  let l = text.length - 1;
  for (; s >= 0; s--) {
    const c = letters[s]!;
    // The first letter must open a word; the others may sit anywhere before the letter matched last.
    while (l >= 0 && (text[l] !== c || (s === 0 && l > 0 && /[a-z0-9]/.test(text[l - 1]!)))) l--;
    if (l < 0) return -1;
    l--;
  }
  return from + l + 1;
}

/** An endpoint that is only an abbreviation, given as the abstract's own long form with both spans. */
export function expandShortForm(endpoint: Endpoint | null, sentences: SourceSentence[]): Endpoint | null {
  if (!endpoint || !isShortForm(endpoint.text)) return endpoint;
  for (const s of sentences) {
    for (const close of [")", ",", ";"]) {
      const at = s.text.indexOf(`(${endpoint.text}${close}`);
      if (at <= 0) continue;
      const before = s.text.slice(Math.max(0, at - 120), at).trimEnd();
      const offset = Math.max(0, at - 120);
      const start = longFormStart(before, endpoint.text);
      if (start < 0) continue;
      const long = before.slice(start);
      if (long.length <= endpoint.text.length || /[.;:()]/.test(long)) continue;
      // "progression-free survival (PFS)": the long form with the short one the abstract goes on to use.
      const end = close === ")" ? at + endpoint.text.length + 2 : offset + before.length;
      const text = s.text.slice(offset + start, end);
      return { ...endpoint, text, evidence: [...endpoint.evidence, partSpan(s, offset + start, end)] };
    }
  }
  return endpoint;
}
