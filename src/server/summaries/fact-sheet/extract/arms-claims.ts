import type { SourceSentence } from "../source/read-source";
import type { Found } from "./arm-names";

// "A is not superior to B", "A was as effective as B", "better than B": what follows is the reference the arm is measured against.
const CLAIM = /\b(?:(?:non-?\s?)?(?:superior|inferior)|equivalent) to\s|\bas (?:effective|efficacious|active|safe|good) as\s|\b(?:better|worse) than\s/gi;
const TOKEN = /[\p{L}\p{N}]+/gu;
const tokens = (text: string) => (text.toLowerCase().match(TOKEN) ?? []).filter((w) => w.length >= 2 && !/^(?:the|and|with|plus|of|in|arm|group|therapy|treatment|alone)$/.test(w));

/** The one arm named as the reference of a superiority, equivalence or "as effective as" claim; -1 when none or both. */
export function claimedReference(found: Found[], sentences: SourceSentence[]): number {
  const named = found.map((f) => new Set(tokens(f.name)));
  const own = named.map((words, i) => [...words].filter((w) => named.every((o, j) => j === i || !o.has(w))));
  if (own.some((words) => words.length === 0)) return -1;
  const hits = new Set<number>();
  for (const s of sentences) {
    for (const m of [...s.text.matchAll(CLAIM)].slice(0, 4)) {
      const from = m.index! + m[0].length;
      const after = new Set(tokens(s.text.slice(from, from + 40)).slice(0, 4));
      const armsNamed = own.flatMap((words, i) => (words.some((w) => after.has(w)) ? [i] : []));
      if (armsNamed.length === 1) hits.add(armsNamed[0]!);
    }
  }
  return hits.size === 1 ? [...hits][0]! : -1;
}
