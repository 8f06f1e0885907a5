import type { ArmFact, Direction, FactSheet } from "../../../../shared/fact-sheet";
import { pValues } from "./effects";
import type { ArmWords } from "./polarity";
import { armWords } from "./primary-result";
import { factorSentence } from "./result-asides";
import { changeWithinGroups, comparesStrata, othersResults, reportsTrend, unnamedComparison } from "./direction-scope";
import { futureOnly, hypothetical } from "./result-tense";

// Gates run after a direction is read: a reading that is not structurally sound is withheld (no badge, the sentence
// quoted), never shown as a verdict a clinician would trust.

export type Withheld =
  | "threshold"
  | "factor"
  | "stage"
  | "hypothetical"
  | "trend"
  | "unnamed"
  | "baseline"
  | "strata"
  | "several"
  | "literature";

// A trial randomised twice (induction, then maintenance): a result sentence naming neither listed arm may be the
// later randomisation's, whose groups are not the arms the sheet lists.
const LATER_RANDOMISATION =
  /\b(?:second|further|subsequent|another) randomi[sz]ation\b|\bre-?randomi[sz]ed\b|\brandomi[sz]ed again\b/i;
const FIRST_RANDOMISATION = /\b(?:first|initial|induction) randomi[sz]ation\b/i;
export const laterStage = (text: string, sides: ArmWords, abstract: string) =>
  LATER_RANDOMISATION.test(abstract) &&
  !FIRST_RANDOMISATION.test(text) &&
  ![...sides.intervention, ...sides.control].some((w) => text.toLowerCase().includes(w.toLowerCase()));

// "Significant", "superior" not denied just before: a claim that would settle a p value on the threshold.
const SIGNIFICANT_WORD = /\b(?:significant(?:ly)?|superior)\b/gi;
const DENIED = /\b(?:not|no|non-?|without|nor|neither)\s?(?:\w+\s)?(?:statistically\s)?$/i;
const claimsSignificance = (text: string) =>
  [...text.matchAll(SIGNIFICANT_WORD)]
    .slice(0, 6)
    .some((m) => !DENIED.test(text.slice(Math.max(0, m.index! - 30), m.index!)));

/** "(P=0.05)" and nothing else: exactly on the threshold, so the sentence alone says neither "won" nor "no difference". */
export function onThreshold(text: string): boolean {
  const ps = pValues(text);
  return (
    ps.length > 0 &&
    ps.every((p) => (p.sign === "=" || p.sign === "≤" || p.sign === "<=") && p.value === 0.05) &&
    !claimsSignificance(text)
  );
}

/**
 * Why a direction read from `text` is withheld, or null when it stands: a p value exactly on 0.05 with no word of
 * significance; a sentence about factors (a model of them, or their effect on the results), not about the arms; in a
 * trial randomised twice, a sentence naming neither listed arm (it may compare the later randomisation's groups).
 */
export function withheldDirection(
  direction: Direction,
  text: string,
  sides: ArmWords,
  abstract = "",
  arms: ArmFact[] = [],
): Withheld | null {
  if (direction === "not-reported" || direction === "not-applicable" || direction === "non-inferior") return null;
  if (onThreshold(text)) return "threshold";
  if (othersResults(text)) return "literature";
  // A supposed or future sentence, or an abstract whose outcomes are only to come, reports no result.
  if (hypothetical(text) || futureOnly(abstract.split(/(?<=[.!?])\s+/))) return "hypothetical";
  if (direction !== "no-significant-difference" && reportsTrend(text)) return "trend";
  // Of more than two groups, a winner needs the sentence to name the two it compares (a null may be a global test).
  if (direction !== "no-significant-difference" && unnamedComparison(text, arms, abstract)) return "unnamed";
  // A change from baseline inside the groups, or age bands set against each other, names no winning arm.
  if (direction !== "no-significant-difference" && changeWithinGroups(text)) return "baseline";
  if (direction !== "no-significant-difference" && comparesStrata(text, arms)) return "strata";
  // "Favours the control" over two intervention arms says the control beat both: a sentence on one of them does not.
  if (direction === "favours-control" && arms.filter((a) => a.role === "intervention").length >= 2) return "several";
  if (factorSentence(text, sides)) return "factor";
  if (laterStage(text, sides, abstract)) return "stage";
  return null;
}

/** The reader's result with a withheld direction turned to "not-reported": the sentence stays, quoted, with no badge. */
export function gateDirection(
  result: FactSheet["primaryResult"],
  arms: ArmFact[],
  abstract = "",
): FactSheet["primaryResult"] {
  // A supposed sentence is no result at all, nor is anything in a report whose outcomes are still to come.
  // So is the literature's result, told beside the trial's own.
  if (
    hypothetical(result.text ?? "") ||
    othersResults(result.text ?? "") ||
    futureOnly(abstract.split(/(?<=[.!?])\s+/))
  )
    return { direction: "not-reported", text: null, evidence: [], effects: [] };
  const withheld = withheldDirection(result.direction, result.text ?? "", armWords(arms), abstract, arms);
  return withheld ? { ...result, direction: "not-reported" } : result;
}
