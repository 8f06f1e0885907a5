import type { ArmFact } from "../../../../shared/fact-sheet";

// A trend is not a win ("a trend in favour of X, … significant for those with four or more nodes"): no winner named.
// Only a trend said before any claim of significance: "significant X …, and a trend towards Y" leads with its result.
const TREND = /\btrend(?:s|ed)?\b|\btended\b|\btendency\b/i;
const CLAIM = /\bsignifican(?:t|tly|ce)\b|\b[Pp]\s?[<=≤]|\bsuperior\b/i;
export function reportsTrend(text: string): boolean {
  const trend = text.search(TREND);
  const claim = text.search(CLAIM);
  return trend >= 0 && (claim < 0 || trend < claim);
}

// More than two groups, or two factors at once: "one of four regimens", "six therapeutic groups", "three-arm", "2 × 2".
const MANY_GROUPS =
  /\b(?:three|four|five|six|seven|eight|several|multiple|[3-9]) (?:[\w-]+ ){0,2}?(?:groups|arms|regimens|treatments|schedules|categories|strata)\b|\bone of (?:three|four|five|six|seven|eight|[3-9])\b|\b(?:three|four|five|six|[3-9])-(?:arm(?:ed)?|group|way)\b|\b2\s?[x×]\s?2\b|\bfactorial\b/i;
export const manyGroups = (abstract: string) => MANY_GROUPS.test(abstract);

const GENERIC = new Set(["plus", "with", "and", "alone", "group", "arm", "the", "only", "therapy", "treatment"]);

/** How many listed arms the sentence names by a word no other arm shares. */
export function armsNamedIn(text: string, arms: ArmFact[]): number {
  const words = arms.map((a) =>
    a.name
      .toLowerCase()
      .split(/[^a-z0-9-]+/)
      .filter((w) => w.length >= 3 && !GENERIC.has(w)),
  );
  const lower = text.toLowerCase();
  return words.filter((own, i) => {
    const others = new Set(words.filter((_, j) => j !== i).flat());
    return own.some((w) => !others.has(w) && lower.includes(w));
  }).length;
}

/** In an abstract of more than two groups, a direction stands only when its sentence names two of the listed arms. */
export const unnamedComparison = (text: string, arms: ArmFact[], abstract: string) =>
  manyGroups(abstract) && armsNamedIn(text, arms) < 2;

// "A significant reduction over baseline ... in both groups": each group against its own start, not one against the other.
const FROM_BASELINE = /\b(?:compared (?:with|to)|from|relative to|versus|vs\.?|over) (?:the )?baseline\b/i;
const AGAINST_OTHER =
  /\bbetween\b|\bthan\b|\bversus\b|\bvs\b|\bcompared (?:with|to) (?!(?:the )?baseline)|\bdiffer\w*|\b(?:better|worse|greater|higher|lower|more|less|larger|smaller) (?:in|with|for|among)\b/i;
export const changeWithinGroups = (text: string) => FROM_BASELINE.test(text) && !AGAINST_OTHER.test(text);

// "1.4 in patients ≤50 years and 0.9 in those >50 years": groups of people by age, not the trial's arms.
const STRATUM = /(?:[<>≤≥?]|\b(?:under|over|below|above|older than|younger than|aged))\s?\d{1,3}\s?(?:years|yrs|y)\b/gi;
/** A sentence setting age bands against each other (two bands, or one naming no listed arm). */
export function comparesStrata(text: string, arms: ArmFact[]): boolean {
  const bands = [...text.matchAll(STRATUM)].slice(0, 3).length;
  return bands >= 2 || (bands === 1 && armsNamedIn(text, arms) === 0);
}

// "A review of the literature reveals no improvement": other studies' results, not this trial's own arms.
const OTHERS =
  /\b(?:the (?:\w+ ){0,3}?literature|previous(?:ly)? (?:published |reported )?(?:studies|reports|trials|series)|published (?:studies|series|data|trials)|other (?:studies|series|trials|investigators)|prior (?:studies|trials))\b/i;
export const othersResults = (text: string) => OTHERS.test(text);
