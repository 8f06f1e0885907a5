import type { SourceSentence } from "../source/read-source";
import { looksLikeControl, type Found } from "./arm-names";
import { splitPair } from "./arm-pairs";

// "Patients inhaled A, B, or vehicle": what each group took, said without an allocation verb.
const GIVEN = /\b(?:received|inhaled|were given|took|used|drank|applied|were treated with|were offered)\s/gi;

/** Arms listed after what participants took, trusted only when the list ends in a comparator ("or placebo"). */
export function fromGivenList(s: SourceSentence): Found[] {
  for (const m of [...s.text.matchAll(GIVEN)].slice(0, 3)) {
    const from = m.index! + m[0].length;
    const window = s.text.slice(from, from + 260).replace(/\([^()]{0,200}\)/g, (x) => " ".repeat(x.length));
    const found = splitPair(s, from, window, false);
    if (
      found.length >= 2 &&
      looksLikeControl(found.at(-1)!.name) &&
      !found.slice(0, -1).some((f) => looksLikeControl(f.name))
    )
      return found;
  }
  return [];
}
