import type { ArmFact } from "../../src/shared/fact-sheet";
import type { GoldSheet } from "./fixtures";

type GoldArm = GoldSheet["arms"][number];

// Spelling that does not change the arm: case, Greek letters written out, dashes, slashes and quotes as spaces.
const GREEK: Record<string, string> = { α: "alpha", β: "beta", γ: "gamma", δ: "delta", κ: "kappa" };
export const normal = (text: string) =>
  text
    .toLowerCase()
    .replace(/[αβγδκ]/g, (g) => ` ${GREEK[g]} `)
    .replace(/\balfa\b/g, "alpha")
    .replace(/[-–—/‘’'"“”^+]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

// Words that join or label an arm's name without naming what it got.
const FILLER = new Set([
  "the",
  "a",
  "an",
  "of",
  "with",
  "plus",
  "and",
  "arm",
  "group",
  "groups",
  "arms",
  "in",
  "by",
  "to",
  "for",
]);
// Role words say which side an arm is on, not what it got: they never tell a gold arm apart by themselves.
const ROLE_WORD = /^(?:control|controls|intervention|experimental|treatment|study|comparator|new|test)$/;
// Brackets only hold a short form or an aside ("tamoxifen (TAM)"): its word counts, not its brackets.
const contentWords = (text: string) =>
  normal(text)
    .replace(/[()[\]]/g, " ")
    .split(" ")
    .filter((w) => w && !FILLER.has(w));
// "mail" and "mailed", "transfusion" and "transfusions": one word inflected.
const sameWord = (a: string, b: string) =>
  a === b || (Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a)));

/** The long form an abbreviation stands for, read back from "(ABBR)" by the Schwartz-Hearst rule; undefined when none fits. */
function longForm(short: string, before: string): string | undefined {
  const words = before.trimEnd().split(/\s+/);
  const window = words.slice(-Math.min(short.length + 5, short.length * 2)).join(" ");
  let s = short.length - 1;
  let l = window.length - 1;
  while (s >= 0) {
    const c = short[s]!.toLowerCase();
    if (!/[\p{L}\p{N}]/u.test(c)) {
      s--;
      continue;
    }
    // The first letter of the short form must open a word of the long form.
    while (l >= 0 && (window[l]!.toLowerCase() !== c || (s === 0 && l > 0 && /[\p{L}\p{N}]/u.test(window[l - 1]!))))
      l--;
    if (l < 0) return undefined;
    l--;
    s--;
  }
  const start = window.lastIndexOf(" ", l) + 1;
  const long = window.slice(start);
  return long.length > short.length ? long : undefined;
}

/** "cyclophosphamide (CPA)": each abbreviation the title or abstract defines, with its long form, longest first. */
export function definedAbbreviations(text: string): [string, string][] {
  const out = new Map<string, string>();
  for (const m of text.matchAll(/\(([^()\s;,]{2,12}(?: [^()\s;,]{1,8})?)[);,]/g)) {
    const short = m[1]!;
    if (!/[A-Z]/.test(short) || !/^[\p{L}\p{N}]/u.test(short)) continue;
    const long = longForm(short, text.slice(Math.max(0, m.index! - 120), m.index!));
    if (long) out.set(normal(long), normal(short));
  }
  return [...out].sort((a, b) => b[0].length - a[0].length);
}

/** A text with each defined long form written as its abbreviation, so both spellings compare equal. */
const abbreviated = (text: string, defined: [string, string][]) =>
  defined.reduce((t, [long, short]) => t.split(long).join(short), ` ${normal(text)} `);

/**
 * Whether one of our arms names this gold arm with its role (GOLD.md: a name worded differently but meaning the same
 * arm counts): a key term in our name (spelling and defined abbreviations aside), or our name made only of the gold
 * arm's own words with one that no other gold arm has, or holding the gold name's words whole. A gold arm without key terms asks only for the role.
 */
export function goldArmFound(g: GoldArm, gold: GoldArm[], ours: ArmFact[], defined: [string, string][]): boolean {
  const same = ours.filter((a) => a.role === g.role);
  if (g.keyTerms.length === 0) return same.length > 0;
  const others = gold.filter((o) => o !== g).flatMap((o) => [o.name, ...o.keyTerms].flatMap(contentWords));
  const own = [g.name, ...g.keyTerms].flatMap(contentWords);
  return same.some((a) => {
    const name = abbreviated(a.name, defined);
    const lower = a.name.toLowerCase();
    if (
      g.keyTerms.some(
        (k) =>
          lower.includes(k.toLowerCase()) ||
          normal(a.name).includes(normal(k)) ||
          name.includes(abbreviated(k, defined)),
      )
    )
      return true;
    const words = contentWords(a.name);
    const tells = (ws: string[]) => ws.some((w) => !ROLE_WORD.test(w) && !others.some((o) => sameWord(w, o)));
    // Ours within the gold arm's words, or the gold name whole within ours ("total parenteral nutrition without X").
    const goldName = contentWords(g.name);
    if (goldName.length > 0 && goldName.every((w) => words.some((o) => sameWord(w, o))) && tells(goldName)) return true;
    return words.length > 0 && words.every((w) => own.some((o) => sameWord(w, o))) && tells(words);
  });
}
