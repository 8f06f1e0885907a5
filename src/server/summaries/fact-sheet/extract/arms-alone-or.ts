import type { SourceSentence } from "../source/read-source";
import { cleanArm, type Found } from "./arm-names";

// "X, either alone or followed by Y": what is given alone is one arm, the same followed by (or with) Y the other.
const ALONE_OR =
  /,?\s(?:either\s)?alone\s(?:or|versus|vs\.?)\s(followed by|with|plus|combined with|in combination with)\s/i;

/** "radiation, either alone or followed by drug M": radiation alone (the comparator) and radiation followed by drug M. */
export function aloneOr(s: SourceSentence, from: number, window: string): Found[] | undefined {
  const m = window.match(ALONE_OR);
  if (!m) return undefined;
  const base = cleanArm(window.slice(0, m.index!));
  const added = cleanArm(window.slice(m.index! + m[0].length));
  // The subject of "alone" must run up to it: "X for 6 weeks, either alone ..." is not read.
  if (!base || !added || window.slice(base.offset + base.name.length, m.index!).trim()) return undefined;
  const at = from + base.offset;
  const end = from + m.index! + m[0].length + added.offset + added.name.length;
  return [
    { name: `${base.name} ${m[1]!.toLowerCase()} ${added.name}`, s, at, end },
    { name: `${base.name} alone`, s, at, end, control: true },
  ];
}
