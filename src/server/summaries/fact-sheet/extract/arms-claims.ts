import type { SourceSentence } from "../source/read-source";
import type { Found } from "./arm-names";

// "A is not superior to B", "A was as effective as B", "better than B": what follows is the reference the arm is measured against.
const CLAIM =
  /\b(?:(?:non-?\s?)?(?:superior|inferior)|equivalent) to\s|\bas (?:effective|efficacious|active|safe|good) as\s|\b(?:better|worse) than\s/gi;
const TOKEN = /[\p{L}\p{N}]+/gu;
const tokens = (text: string) =>
  (text.toLowerCase().match(TOKEN) ?? []).filter(
    (w) => w.length >= 2 && !/^(?:the|and|with|plus|of|in|arm|group|therapy|treatment|alone)$/.test(w),
  );

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

// "standard intervention A: oral intake and mouth care, or ...": what a labelled arm is, said after its colon.
const DESCRIBED = /^\s?:\s?([^;.()]{3,160}?)(?:,?\s(?:or|and|versus|vs\.?)\s(?:[\w-]+\s){0,3}?[\w-]+\s?:|[;.]|$)/i;
const STOP = /^(?:the|and|with|plus|of|in|or|to|for|a|an|on)$/;
const describedWords = (f: Found) => {
  const end = f.end ?? f.at + f.name.length;
  const m = f.s.text.slice(end, end + 200).match(DESCRIBED);
  return m ? new Set((m[1]!.toLowerCase().match(TOKEN) ?? []).filter((w) => !STOP.test(w))) : undefined;
};

/** The labelled arm whose description the other's holds whole and adds to ("A: X and Y" against "B: X, Y and Z"); -1 when none. */
export function describedBase(found: Found[]): number {
  if (found.length !== 2) return -1;
  const [a, b] = found.map(describedWords);
  if (!a || !b || a.size === 0 || b.size === 0) return -1;
  const within = (x: Set<string>, y: Set<string>) => x.size < y.size && [...x].every((w) => y.has(w));
  return within(a, b) ? 0 : within(b, a) ? 1 : -1;
}
