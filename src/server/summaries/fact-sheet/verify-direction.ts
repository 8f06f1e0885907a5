import type { Direction } from "../../../shared/fact-sheet";
import { ONLY_DIFFERENCE } from "./extract/direction";
import { SUBGROUP, withinOneGroup } from "./extract/result-asides";
import { readStats, statesStatistics } from "./verify-stats";

export type DirectionCheck = { ok: true } | { ok: false; reason: string };

const NON_INFERIORITY_AIM = /\bnon-? ?inferior(?:ity)?\b|\bequivalen(?:t|ce)\b|\bmargin\b/i;

/**
 * Whether a primary-result direction agrees with the statistics of its evidence (plain text). A direction that
 * claims a comparison needs some statistic; a significant direction needs significance and no contrary p value;
 * no difference needs no unopposed significance; non-inferiority needs the aim or margin stated in the source.
 */
export function checkDirection(direction: Direction, evidence: string, sourcePlain: string): DirectionCheck {
  if (direction === "not-reported" || direction === "not-applicable") return { ok: true };
  // Whoever wrote the sheet, a change inside one group or a subgroup's result compares no randomised groups.
  if (withinOneGroup(evidence) || SUBGROUP.test(evidence))
    return {
      ok: false,
      reason: "its quotes report a change within one group or a subgroup's result, not the whole trial's comparison",
    };
  const s = readStats(evidence);
  if (!statesStatistics(s)) {
    return { ok: false, reason: "its quotes hold no p value, confidence interval or words of significance" };
  }
  if (direction === "favours-intervention" || direction === "favours-control") {
    const significant = s.significantP || s.ciExcludesNull || s.significantWords;
    if (s.nonSignificantP && !s.significantP)
      return { ok: false, reason: "its p value is 0.05 or more, so it favours neither group" };
    if (s.ciSpansNull && !s.ciExcludesNull && !s.significantP) {
      return { ok: false, reason: "its confidence interval includes no effect, so it favours neither group" };
    }
    if (!significant) return { ok: false, reason: "its quotes show no significant difference" };
    return { ok: true };
  }
  if (direction === "no-significant-difference") {
    // "The only significant difference was X (p < 0.05)": its p value is X's, the others were null.
    const contrary =
      s.nonSignificantP ||
      s.ciSpansNull ||
      s.nonSignificantWords ||
      s.nonInferiorWords ||
      ONLY_DIFFERENCE.test(evidence);
    if ((s.significantP || s.ciExcludesNull) && !contrary) {
      return { ok: false, reason: "its p value or confidence interval shows a significant difference" };
    }
    return { ok: true };
  }
  if (!NON_INFERIORITY_AIM.test(sourcePlain)) {
    return { ok: false, reason: "the abstract states no non-inferiority or equivalence aim or margin" };
  }
  return { ok: true };
}
