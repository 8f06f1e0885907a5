import type { SourceSentence } from "../source/read-source";
import type { Found } from "./arm-names";

// "men who previously underwent at least one rigid cystoscopy": what everyone had before is the familiar comparator.
const BEFORE =
  /\b(?:previously|already|all|before) (?:underwent|undergone|received|had|used)\b|\b(?:had|have) (?:previously|already|all) (?:undergone|received|had|used)\b/gi;
const TOKEN = /[\p{L}\p{N}]+/gu;
const STOP = /^(?:the|and|with|plus|of|in|arm|group|at|least|one|a|an|or|their|prior)$/;
const tokens = (text: string) => (text.toLowerCase().match(TOKEN) ?? []).filter((w) => !STOP.test(w));

/** The one arm all participants had before the trial (its own word within a few words of "previously underwent"); -1 when none or both. */
export function previouslyHad(found: Found[], sentences: SourceSentence[]): number {
  if (found.length !== 2) return -1;
  const named = found.map((f) => new Set(tokens(f.name)));
  const own = named.map((words, i) =>
    [...words].filter((w) => w.length >= 3 && named.every((o, j) => j === i || !o.has(w))),
  );
  if (own.some((w) => w.length === 0)) return -1;
  const hits = new Set<number>();
  for (const s of sentences) {
    if (s.field !== "abstract" || s.role === "results" || s.role === "conclusion") continue;
    for (const m of [...s.text.matchAll(BEFORE)].slice(0, 3)) {
      const from = m.index! + m[0].length;
      const after = new Set(tokens(s.text.slice(from, from + 50)).slice(0, 4));
      const armsNamed = own.flatMap((words, i) => (words.some((w) => after.has(w)) ? [i] : []));
      if (armsNamed.length === 1) hits.add(armsNamed[0]!);
    }
  }
  return hits.size === 1 ? [...hits][0]! : -1;
}
