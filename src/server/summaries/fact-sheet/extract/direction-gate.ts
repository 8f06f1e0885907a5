import type { ArmFact, Direction, FactSheet } from "../../../../shared/fact-sheet";
import { pValues } from "./effects";
import type { ArmWords } from "./polarity";
import { armWords } from "./primary-result";
import { factorSentence } from "./result-asides";

// Gates run after a direction is read: a reading that is not structurally sound is withheld (no badge, the sentence
// quoted), never shown as a verdict a clinician would trust.

export type Withheld = "threshold" | "factor";

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
 * significance; a sentence about factors (a model of them, or their effect on the results), not about the arms.
 */
export function withheldDirection(direction: Direction, text: string, sides: ArmWords): Withheld | null {
  if (direction === "not-reported" || direction === "not-applicable" || direction === "non-inferior") return null;
  if (onThreshold(text)) return "threshold";
  if (factorSentence(text, sides)) return "factor";
  return null;
}

/** The reader's result with a withheld direction turned to "not-reported": the sentence stays, quoted, with no badge. */
export function gateDirection(result: FactSheet["primaryResult"], arms: ArmFact[]): FactSheet["primaryResult"] {
  const withheld = withheldDirection(result.direction, result.text ?? "", armWords(arms));
  return withheld ? { ...result, direction: "not-reported" } : result;
}
