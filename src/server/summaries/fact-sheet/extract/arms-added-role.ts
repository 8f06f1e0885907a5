import type { SourceSentence } from "../source/read-source";
import type { Found } from "./arm-names";

// "compare A with and without B": what B names is the tested addition, whatever order the title gives the arms.
const WITH_AND_WITHOUT = /\bwith\s(?:and|or)\swithout\s/i;
const GENERIC = /^(?:therapy|treatment|treatments|patients|additional|further|the|of|and|with)$/i;

/** Of two arms, the comparator: the one lacking every word of B in "with and/or without B"; -1 when nothing says. */
export function withAndWithoutControl(found: Found[], sentences: SourceSentence[]): number {
  if (found.length !== 2) return -1;
  for (const s of sentences) {
    const m = s.text.match(WITH_AND_WITHOUT);
    if (!m) continue;
    const after = s.text.slice(m.index! + m[0].length, m.index! + m[0].length + 60);
    const words = (after.toLowerCase().match(/[\p{L}][\p{L}-]*/gu) ?? [])
      .slice(0, 3)
      .filter((w) => w.length >= 5 && !GENERIC.test(w));
    if (words.length === 0) continue;
    const has = found.map((f) => words.some((w) => f.name.toLowerCase().includes(w)));
    if (has.filter(Boolean).length === 1) return has.indexOf(false);
  }
  return -1;
}
