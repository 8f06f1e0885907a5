import type { Found } from "./arm-names";

// Where the title's comparator ends: the people, the setting, a subtitle.
const RIGHT_END = /\s(?:in|for|among|as|after|before|on)\s|[:;(–—]|\s-\s/i;
const wordsOf = (text: string) =>
  new Set((text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length >= 4 && !/^\d+$/.test(w)));

/**
 * Among three or more arms, "A with or without B vs C" in the title: C, after its one "versus", is the comparator.
 * The arm whose words (or what it got) the title has only after "versus", when exactly one has; -1 otherwise.
 */
export function titleComparator(found: Found[], title: string): number {
  if (found.length < 3) return -1;
  const seps = [...title.slice(0, 600).matchAll(/\s(?:versus|vs\.?)\s/gi)];
  if (seps.length !== 1) return -1;
  const sep = seps[0]!;
  const rest = title.slice(sep.index! + sep[0].length);
  const stop = rest.search(RIGHT_END);
  const right = wordsOf(stop < 0 ? rest : rest.slice(0, stop));
  const left = wordsOf(title.slice(0, sep.index!));
  const onlyRight = found.map((f) =>
    [...wordsOf(`${f.name} ${f.about ?? ""}`)].some((w) => right.has(w) && !left.has(w)),
  );
  return onlyRight.filter(Boolean).length === 1 ? onlyRight.indexOf(true) : -1;
}
