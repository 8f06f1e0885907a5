import type { ArmFact, FactSheet, SourceText } from "../../../shared/fact-sheet";
import { armOfFigure, distinctiveWords } from "./verify-arms";
import { withheldDirection } from "./extract/direction-gate";
import { armWords } from "./extract/primary-result";
import { checkDirection } from "./verify-direction";
import { evidenceProblem, numbersProblem } from "./verify-facts";
import type { Ledger } from "./verify-result";
import { evidenceText, plain } from "./verify-text";

type PrimaryResult = FactSheet["primaryResult"];
type ByArm = NonNullable<PrimaryResult["byArm"]>[number];

const WITHHELD = {
  threshold: "its only p value is exactly 0.05, on the threshold, with no word of significance",
  stage: "the trial was randomised twice and its quote names neither listed arm, so it may compare other groups",
  factor: "its quotes are about factors (a model of them, or their effect on the results), not the arms' comparison",
  hypothetical:
    "its quote supposes or looks ahead, or the abstract's outcomes are still to come: no result is reported",
  trend: "its quote reports a trend, which names no winner",
  unnamed: "the abstract has more than two groups and its quote does not name the two it compares",
  baseline: "its quote reports a change from baseline within the groups, not one group against the other",
  strata: "its quote compares groups of people by age, not the trial's arms",
  several: "it would favour the control over two intervention arms at once, more than its quote shows",
  literature: "its quote reports other studies' results (the literature), not this trial's arms",
} as const;

export const NO_RESULT: PrimaryResult = { direction: "not-reported", text: null, evidence: [], effects: [] };

/** A group's figure survives when its quote holds it and, where the quote settles it, next to that group's name. */
function checkByArm(
  entries: ByArm[],
  arms: ArmFact[],
  armIndex: number[],
  source: SourceText,
  ledger: Ledger,
): ByArm[] {
  const words = distinctiveWords(arms);
  return entries.flatMap((entry, i) => {
    const label = `primaryResult.byArm[${i}] (${entry.value})`;
    const arm = armIndex[entry.arm] ?? -1;
    const evidence = evidenceText(entry.evidence, source);
    let problem =
      arm < 0
        ? "its arm is not among the verified arms"
        : (evidenceProblem(entry.evidence, source) ?? numbersProblem(entry.value, evidence, 200));
    if (!problem) {
      const at = evidence.indexOf(entry.value.trim());
      const owner = at < 0 ? undefined : armOfFigure(evidence, at, entry.value.trim().length, words);
      if (owner !== undefined && owner !== arm)
        problem = `its quote gives ${entry.value} for "${arms[owner]!.name}", not for "${arms[arm]!.name}"`;
    }
    if (!problem) return [{ ...entry, arm }];
    ledger.drop("byArm", label, problem);
    return [];
  });
}

/**
 * The primary result: its text's numbers in its evidence (else the whole result goes), each effect's figures in
 * the evidence (else that effect goes), and a direction its statistics agree with (else "not-reported").
 */
export function checkPrimaryResult(
  result: PrimaryResult,
  arms: { arms: ArmFact[]; index: number[] },
  source: SourceText,
  ledger: Ledger,
): PrimaryResult {
  const claims = result.direction !== "not-reported" && result.direction !== "not-applicable";
  if (!claims && result.text === null && result.evidence.length === 0)
    return { ...result, effects: [], byArm: undefined };
  const evidence = evidenceText(result.evidence, source);
  const problem =
    evidenceProblem(result.evidence, source) ??
    (result.text === null ? undefined : numbersProblem(result.text, evidence));
  if (problem) {
    ledger.drop("primaryResult", "primaryResult", problem);
    return { ...NO_RESULT, direction: result.direction === "not-applicable" ? "not-applicable" : "not-reported" };
  }
  const effects = result.effects.filter((effect, i) => {
    const figures = [effect.value, effect.ci ?? "", effect.p ?? ""].join(" ; ");
    const missing = numbersProblem(figures, evidence, 600);
    if (missing) ledger.drop("effect", `primaryResult.effects[${i}] (${effect.measure})`, missing);
    return !missing;
  });
  let direction = result.direction;
  const checked = checkDirection(direction, plain(evidence), plain(`${source.title}\n${source.abstract}`));
  // Whoever wrote the sheet: a p value on the threshold or a sentence about factors sets no direction.
  const withheld = checked.ok
    ? withheldDirection(direction, plain(evidence), armWords(arms.arms), source.abstract, arms.arms)
    : null;
  const verdict = withheld ? { ok: false as const, reason: WITHHELD[withheld] } : checked;
  if (!verdict.ok) {
    ledger.drop("direction", `primaryResult.direction "${direction}"`, verdict.reason);
    direction = "not-reported";
  }
  const byArm = result.byArm ? checkByArm(result.byArm, arms.arms, arms.index, source, ledger) : undefined;
  return { direction, text: result.text, evidence: result.evidence, effects, ...(byArm ? { byArm } : {}) };
}
