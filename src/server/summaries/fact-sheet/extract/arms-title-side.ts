import type { Found } from "./arm-names";

// Where the title's comparator ends: the people, the setting, a subtitle.
const RIGHT_END = /\s(?:in|for|among|as|after|before|on)\s|[:;(–—]|\s-\s/i;
const FRACTIONS = /\sin\s(?:\d{1,2}|[a-z]{3,7})\sfractions?\b/gi;
const wordsOf = (text: string) =>
  new Set((text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length >= 4 && !/^\d+$/.test(w)));

/**
 * Among three or more arms, "A with or without B vs C" in the title: C, after its one "versus", is the comparator.
 * The arm whose words (or what it got) the title has only after "versus", when exactly one has; all but one after "B or C"; -1 otherwise.
 */
export function titleComparator(found: Found[], title: string): number | number[] {
  if (found.length < 3) return -1;
  const seps = [...title.slice(0, 600).matchAll(/\s(?:versus|vs\.?)\s/gi)];
  if (seps.length !== 1) return -1;
  const sep = seps[0]!;
  const rest = title.slice(sep.index! + sep[0].length);
  // "20Gy in five fractions": a schedule's "in" does not end the comparator.
  const stop = rest.replace(FRACTIONS, (x) => " ".repeat(x.length)).search(RIGHT_END);
  const right = wordsOf(stop < 0 ? rest : rest.slice(0, stop));
  const left = wordsOf(title.slice(0, sep.index!));
  const onlyRight = found.map((f) =>
    [...wordsOf(`${f.name} ${f.about ?? ""}`)].some((w) => right.has(w) && !left.has(w)),
  );
  const count = onlyRight.filter(Boolean).length;
  if (count === 1) return onlyRight.indexOf(true);
  // "A versus B or C": both arms after the one "versus" are comparators, when one arm is left before it.
  const listed = /\sor\s/i.test(stop < 0 ? rest : rest.slice(0, stop));
  return listed && count === found.length - 1 ? onlyRight.flatMap((r, i) => (r ? [i] : [])) : -1;
}
