import { PRIMARY_MET } from "../extract/primary-result-met";
import type { Effect, FactSheet, SourceText } from "../../../../shared/fact-sheet";
import { armWords } from "../extract/primary-result";
import { laterStage, onThreshold } from "../extract/direction-gate";
import { reportsTrend, unnamedComparison } from "../extract/direction-scope";
import { aboutFactors, FACTORIAL, SUBGROUP, withinOneGroup } from "../extract/result-asides";
import { comparesByComparative } from "./compares-groups";
import { evidenceText } from "./evidence";

const TESTED = /\b[Pp]\s?[<=>≤≥]|\bCI\b|confidence interval|\b(?:OR|HR|RR)\b|odds ratio|hazard ratio/;

const RATIO = /\b(?:OR|HR|RR)\b|odds ratio|hazard ratio|relative risk/;
// "66% for period 2 versus 42% for period 1 (p < 0.001)" sets two groups side by side as much as "groups" does.
const GROUPS = /\bgroups?\b|\bcohorts?\b|\bcases\b|\bcontrols\b|\bversus\b|\bvs\.?\s|\bcompared (?:with|to)\b/i;
// A sentence that sets groups side by side, whether or not a direction was read from it.
const COMPARES =
  /\b(?:groups|arms|cohorts)\b|\bsignificant differences?\b|\bdid not differ\b|\bversus\b|\bvs\.?\s|\bcompared (?:with|to)\b|\bin comparison (?:with|to)\b|\bdiffer\w* (?:between|among)\b|\bbetween (?:both|the two|the) treatments\b|\brelative to (?:the )?(?:patients|those|people|women|men|participants|children)\b/i;
const notRandomisedTest = (sheet: FactSheet) => {
  const text = sheet.primaryResult.text ?? "";
  if (sheet.randomised === true || !TESTED.test(text)) return false;
  // Agreement or accuracy figures ("kappa 0.43") compare no groups: a cohort, cases and controls, or a ratio do.
  return (
    (sheet.studyType === "observational" || sheet.studyType === "other") && (GROUPS.test(text) || RATIO.test(text))
  );
};

/** The direction of the primary result in a clinician's words. */
export function directionWords(
  sheet: FactSheet,
  tested: string | undefined,
  control: string | undefined,
  source?: SourceText,
): string {
  const direction = sheet.primaryResult.direction;
  // With no arms named, "the intervention" or "the control" names no group a reader can find: a difference, quoted.
  if (sheet.arms.length === 0 && (direction === "favours-intervention" || direction === "favours-control"))
    return "a difference was found (which group did better is in the abstract's words)";
  switch (direction) {
    case "favours-intervention":
      return tested ? `favours ${tested}` : "favours the intervention";
    case "favours-control":
      // Said as the control, so a result against the new treatment is not misread as one for it.
      if (control) return `favours the control (${control})`;
      // Arms named with none a control (head-to-head): "the control" would be an arm the Arms line never names.
      return sheet.arms.length >= 2 ? "favours one arm (see the result's words)" : "favours the control";
    case "no-significant-difference":
      return "no significant difference";
    case "non-inferior":
      return tested && control ? `${tested} non-inferior to ${control}` : "non-inferior";
    case "not-applicable":
      // "This trial achieved its primary endpoint of recruiting 20 patients": said as the abstract says it.
      if (PRIMARY_MET.test(sheet.primaryResult.text ?? "")) return "primary endpoint met, in the abstract's words";
      // Groups a cohort compares were not formed at random: their figures are shown, no verdict drawn from them.
      if (sheet.arms.length >= 2 && sheet.randomised !== true && sheet.studyType === "observational")
        return "groups not randomised, so no direction is drawn";
      // A case-control or cohort result with its test ("OR 0.76; 95% CI ...") does compare groups, only not randomised ones.
      if (notRandomisedTest(sheet)) return "not a randomised comparison, so no direction is drawn";
      // A quote that itself sets groups side by side ("89.5% vs. 86.8%", "differences among the three groups") is not
      // told "no between-group comparison" next to it: the reader's limit is said instead.
      if (COMPARES.test(sheet.primaryResult.text ?? ""))
        return "not read as a comparison of the arms, so no direction is drawn";
      // A comparative ("superior to", "more often") compares groups too: what is true is said, by how they were formed.
      if (comparesByComparative(sheet.primaryResult.text ?? ""))
        return sheet.randomised === false
          ? "not a randomised comparison, so no direction is drawn"
          : "not read as a comparison of the arms, so no direction is drawn";
      // A design the reader could not name ("other") may have compared groups it did not find: said of the reading.
      return sheet.studyType === "other" ? "no between-group comparison identified" : "no between-group comparison";
    default:
      if (source && FACTORIAL.test(source.abstract))
        return "a factorial trial with more than one primary comparison, so no single direction is drawn";
      // A change inside one group (before and after) is not a comparison of the arms: said so, not "unclear".
      if (withinOneGroup(sheet.primaryResult.text ?? "", armWords(sheet.arms)))
        return "the abstract does not report a between-group comparison of the main outcome (only a change within one group)";
      // A subgroup's result is not the trial's: said so, so its figures are not read as the whole trial's.
      if (SUBGROUP.test(sheet.primaryResult.text ?? ""))
        return "reported only for a subgroup, not for the whole trial, so no direction is drawn";
      // A p value on the threshold, or a sentence about factors: the gate withheld the badge, and says why.
      if (onThreshold(sheet.primaryResult.text ?? ""))
        return "p exactly 0.05, on the threshold, so no direction is drawn";
      if (aboutFactors(sheet.primaryResult.text ?? "", armWords(sheet.arms)))
        return "a sentence about factors, not a comparison of the arms, so no direction is drawn";
      if (source && laterStage(sheet.primaryResult.text ?? "", armWords(sheet.arms), source.abstract))
        return "the trial was randomised twice and this sentence names neither listed arm, so no direction is drawn";
      // Round-14 gates: a trend, or a sentence among several groups that does not name the two it compares.
      if (reportsTrend(sheet.primaryResult.text ?? "")) return "reported as a trend, so no direction is drawn";
      if (
        source &&
        unnamedComparison(sheet.primaryResult.text ?? "", sheet.arms, `${source.title}\n${source.abstract}`)
      )
        return "more than two groups, and this sentence does not name the two it compares, so no direction is drawn";
      // Figures of a test that were not read into a direction: say so. No test: said of the quoted sentence, never of
      // the whole abstract, which may report one elsewhere.
      return /\b[Pp]\s?[<=>≤≥]|\bCI\b|confidence interval/.test(sheet.primaryResult.text ?? "")
        ? "direction unclear from the reported figures"
        : // "No between-group test" was read as "no comparison" beside a sentence comparing the groups in words.
          "the quoted sentence gives no p value or interval, so no direction is drawn";
  }
}

/** The interval's label as the result's own words give it ("95% CI"), else just "CI": no level is assumed. */
function ciLabel(sheet: FactSheet, source: SourceText): string {
  const words = evidenceText(source, sheet.primaryResult.evidence);
  const level = words.match(/\b(9[059])\s?%\s?(?:CI|confidence)/i);
  return level ? `${level[1]}% CI` : "CI";
}

/** "HR 0.72 (95% CI 0.60–0.86), P < 0.001": each effect exactly as the sheet holds it. */
export function effectWords(effects: Effect[], sheet: FactSheet, source: SourceText): string[] {
  const label = ciLabel(sheet, source);
  return effects.map((e) => {
    const ci = e.ci ? ` (${/\bCI\b|confidence/i.test(e.ci) ? e.ci : `${label} ${e.ci}`})` : "";
    return `${e.measure} ${e.value}${ci}${e.p ? `, ${e.p}` : ""}`;
  });
}

/** "median PFS 48 months with X vs 17 months with Y": every figure with its group, one measure named once. */
export function byArmWords(sheet: FactSheet): string[] {
  const out: string[] = [];
  let last = "";
  for (const b of sheet.primaryResult.byArm ?? []) {
    const arm = sheet.arms[b.arm];
    if (!arm) continue;
    const figure = `${b.value} with ${arm.name}`;
    if (b.measure === last && out.length) out[out.length - 1] += ` vs ${figure}`;
    else out.push(`${b.measure} ${figure}`);
    last = b.measure;
  }
  return out;
}
