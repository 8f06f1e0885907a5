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

// The dose written right after a name: "drug R 10 mg", "drug R 20 mg/kg".
const DOSE_AFTER = /^\s?\d+(?:[.,]\d+)?\s?(?:mg|g|µg|μg|mcg|ml|iu|units?|gy)(?:\/(?:kg|m2|m\^2|day|d))?(?![\w])/i;

/** Arms that differ only by dose ("drug R 10 mg, drug R 20 mg, or placebo") keep their doses; otherwise unchanged. */
export function withDoses(found: Found[]): Found[] {
  const names = found.map((f) => f.name.toLowerCase());
  if (new Set(names).size === names.length) return found;
  const dosed = found.map((f) => {
    const end = f.end ?? f.at + f.name.length;
    if (f.end !== undefined && f.end !== f.at + f.name.length) return f;
    const m = f.s.text.slice(end, end + 30).match(DOSE_AFTER);
    if (!m) return f;
    const { end: _, ...rest } = f;
    return { ...rest, name: f.s.text.slice(f.at, end + m[0].length) };
  });
  return new Set(dosed.map((f) => f.name.toLowerCase())).size === dosed.length ? dosed : found;
}

// "6 cycles of FOLFOX or 12 cycles of FOLFOX": the count before a name is what tells such arms apart.
const COUNT_BEFORE =
  /(?:^|\s)((?:\d{1,3}|one|two|three|four|five|six|eight|nine|ten|twelve)[\s-](?:cycles?|courses?|months?|weeks?|years?|doses?|fractions?|sessions?) of\s)$/i;

/** Arms that differ only by the count written before them keep it; otherwise unchanged. */
export function withCounts(found: Found[]): Found[] {
  const names = found.map((f) => f.name.toLowerCase());
  if (new Set(names).size === names.length) return found;
  const counted = found.map((f) => {
    const m = f.s.text.slice(Math.max(0, f.at - 30), f.at).match(COUNT_BEFORE);
    if (!m) return f;
    const at = f.at - m[1]!.length;
    return { ...f, name: `${m[1]!}${f.name}`, at, end: f.end ?? f.at + f.name.length };
  });
  return new Set(counted.map((f) => f.name.toLowerCase())).size === counted.length ? counted : found;
}
