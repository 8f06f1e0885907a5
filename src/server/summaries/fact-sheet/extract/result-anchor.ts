import type { FactSheet } from "../../../../shared/fact-sheet";
import type { Endpoint } from "./endpoint";

// A test: a p value, a confidence interval, or a word of significance. Single alternations: linear in the text.
const TESTED =
  /\b[Pp]\s?(?:[<=>≤≥]|values?\b|(?:was |were |is )?(?:less|greater|lower|smaller) than\b)|\b(?:CI|CrI|(?:confidence|credible) intervals?|interval)\b|\bsignifican/i;
/** Whether a result sentence (read as a comparison of the groups) carries a test: a p value, a CI, significance words. */
export const testedComparison = (text: string) => TESTED.test(text);

/**
 * With no endpoint shown, a winner is named only from a tested comparison; otherwise the sentence is quoted with no
 * direction. On dev and the pooled sets a–g every such winner carries a test (dev 0/16 wrong, pool 2/26), so this
 * withholds none there; a null with no endpoint is kept (no test needed to say "no clear difference").
 */
export function anchoredResult(
  result: FactSheet["primaryResult"],
  endpoint: Endpoint | null,
): FactSheet["primaryResult"] {
  const winner = result.direction === "favours-intervention" || result.direction === "favours-control";
  return !endpoint && winner && !testedComparison(result.text ?? "")
    ? { ...result, direction: "not-reported" }
    : result;
}
