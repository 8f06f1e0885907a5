import type { SourceSentence } from "../source/read-source";

const NUMBER: Record<string, number> = { three: 3, four: 4, five: 5, six: 6 };
// More than two compared: "the four treatments", "three regimens", "one of four", "several arms". "four groups" is left
// out: groups are strata or subgroups as often as arms (measured: 1 of 3 two-arm readings with it wrong).
const MANY =
  /\b(three|four|five|six|several|multiple|[3-6])[-\s](?:(?:different|treatment|study|trial|randomi[sz]ed|parallel|separate|intervention|therapeutic|hormonal)\s)?(?:arms|treatments|regimens|strategies|interventions)\b|\bone of (three|four|five|six|[3-6])\b|\b(three|four|five|six|[3-6])-arm(?:ed)?\b/gi;
// A 2 × 2 design crosses two choices: one pair of arms cannot be its whole comparison.
const CROSSED = /\b2\s?[x×]\s?2\b|\bfactorial\b/i;
// "entered into two double-blind trials", "a second randomisation": people in more than one comparison, which one pair
// cannot hold. Data "from two trials" (an indirect comparison) is one comparison.
const SEVERAL_COMPARISONS =
  /\b(?:in|into|onto)\s(?:two|three)\s(?:[\w-]+\s){0,3}?trials\b|\bsecond randomi[sz]ation\b|\brandomi[sz]ed a second time\b/i;

// "Premenopausal women were randomised to A or B. Postmenopausal women were randomised to C or D": one choice per
// stratum. The prefix before "or" is bounded, so the scan is linear.
const CHOICE =
  /\b(?:randomi[sz]ed|allocated|assigned)\s(?:[\w-]+\s){0,3}?to\s(?:receive\s)?(?:either\s)?[^.;]{1,120}?\sor\s/i;
const VAGUE = /^(?:arm|group|the|and|with|plus|alone|screening|treatment|therapy)$/;
const keyWords = (name: string) =>
  (name.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}-]{2,}/gu) ?? []).filter((w) => !VAGUE.test(w));

/** Two or more sentences each randomising to a choice, one of which names not every arm read: another comparison. */
export function anotherChoice(names: string[], sentences: SourceSentence[]): boolean {
  const choices = sentences.filter(
    (s) => s.field === "abstract" && s.role !== "background" && CHOICE.test(s.text.slice(0, 600)),
  );
  if (choices.length < 2) return false;
  const keys = names.map(keyWords).filter((k) => k.length > 0);
  return choices.some((s) => keys.some((k) => !k.some((w) => s.text.toLowerCase().includes(w))));
}

const own = (sentences: SourceSentence[]) => sentences.filter((s) => s.field === "title" || s.role !== "background");

/** The most arms the abstract's own words say it compared (three or more), or 0 when none says. */
export function manyArmsStated(sentences: SourceSentence[]): number {
  let most = 0;
  for (const s of own(sentences))
    for (const m of [...s.text.slice(0, 2000).matchAll(MANY)].slice(0, 6)) {
      const word = (m[1] ?? m[2] ?? m[3])!.toLowerCase();
      most = Math.max(most, NUMBER[word] ?? (Number(word) || 3));
    }
  return most;
}

/** Why a reading of this many arms is less than the comparison the abstract states; undefined when nothing says so. */
export function moreArmsStated(names: string[], sentences: SourceSentence[]): string | undefined {
  const armCount = names.length;
  if (armCount < 2) return undefined;
  if (manyArmsStated(sentences) > armCount) return "the abstract states more arms than were read";
  if (armCount !== 2) return undefined;
  if (own(sentences).some((s) => CROSSED.test(s.text))) return "a crossed (2 × 2) design, which one pair cannot hold";
  if (own(sentences).some((s) => SEVERAL_COMPARISONS.test(s.text)))
    return "more than one randomised comparison, which one pair cannot hold";
  return undefined;
}
