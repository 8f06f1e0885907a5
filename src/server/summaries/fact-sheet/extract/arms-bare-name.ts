import type { Found } from "./arm-names";

// "enteral or parenteral feeding groups": the plural belongs to both arms, not to the name of the last one.
const SHARED_GROUP_WORD = /\s(?:arms|groups)$/i;

/**
 * The arm's name without a plural "groups"/"arms" it shares with the other arm; its evidence keeps the word. A
 * singular "the IL-2 group" stays: readers (and the gold readings) quote it that way.
 */
export function bareName(f: Found): Found {
  const m = f.name.match(SHARED_GROUP_WORD);
  if (!m) return f;
  const name = f.name.slice(0, m.index!);
  if (!/[A-Za-z]{2}/.test(name)) return f;
  return { ...f, name, end: f.end ?? f.at + f.name.length };
}
