import type { ArmFact, Fact, FactSheet, SourceText, Span, StudyType } from "../../../shared/fact-sheet";
import { findUnsupportedNumbers } from "../number-check";
import { armsDisagree, nameIsInEvidence, rolesLookSwapped } from "./verify-arms";
import { countIsStated } from "./verify-count";
import type { Ledger, UnclearKey } from "./verify-result";
import { evidenceIsValid, evidenceLength, evidenceText, MAX_EVIDENCE_CHARS } from "./verify-text";

const quoted = (values: string[]) => values.map((v) => `"${v}"`).join(", ");

/** Why evidence cannot back a fact, or undefined when it can. */
export function evidenceProblem(spans: Span[], source: SourceText): string | undefined {
  if (spans.length === 0) return "it has no quote from the abstract";
  if (!evidenceIsValid(spans, source)) return "a quote points outside the title or abstract";
  if (evidenceLength(spans) > MAX_EVIDENCE_CHARS)
    return `its quotes run to more than ${MAX_EVIDENCE_CHARS} characters; quote only the words that state it`;
  return undefined;
}

/** Longer than any fact of one abstract needs: a sign of a sheet gone wrong, and a cost not worth paying. */
export const MAX_FACT_CHARS = 1500;

/** Numbers of `text` that its evidence does not hold, as a reason, or undefined. */
export function numbersProblem(text: string, evidence: string, maxChars = MAX_FACT_CHARS): string | undefined {
  if (text.length > maxChars) return `its text is longer than ${maxChars} characters`;
  const missing = findUnsupportedNumbers(text, evidence);
  return missing.length > 0
    ? `the number${missing.length > 1 ? "s" : ""} ${quoted(missing)} ${missing.length > 1 ? "are" : "is"} not in its quotes`
    : undefined;
}

/** A fact survives when its evidence is valid and holds every number of its text. */
export function checkFact<F extends Fact>(
  fact: F | null,
  key: UnclearKey,
  source: SourceText,
  ledger: Ledger,
): F | null {
  if (!fact) return null;
  const problem =
    evidenceProblem(fact.evidence, source) ?? numbersProblem(fact.text, evidenceText(fact.evidence, source));
  if (!problem) return fact;
  ledger.drop(key, key, problem);
  return null;
}

export function checkParticipants(
  p: FactSheet["participants"],
  source: SourceText,
  ledger: Ledger,
): FactSheet["participants"] {
  if (p.randomised === null) return p;
  const problem =
    evidenceProblem(p.evidence, source) ??
    (countIsStated(p.randomised, evidenceText(p.evidence, source))
      ? undefined
      : `${p.randomised} is not written in its quotes, in digits or words`);
  if (!problem) return p;
  ledger.drop("participants", "participants.randomised", problem);
  return { randomised: null, evidence: [] };
}

/** Arms that pass, and for each original index its new one (or -1), so primary-result figures follow their arm. */
export function checkArms(
  arms: ArmFact[],
  source: SourceText,
  ledger: Ledger,
  studyType?: StudyType,
): { arms: ArmFact[]; index: number[] } {
  const kept: ArmFact[] = [];
  const index = arms.map((arm, i) => {
    const label = `arms[${i}] ("${arm.name}")`;
    const evidence = evidenceText(arm.evidence, source);
    const problem =
      evidenceProblem(arm.evidence, source) ??
      (nameIsInEvidence(
        arm.name,
        evidence,
        arms.filter((_, j) => j !== i).map((a) => a.name),
      )
        ? undefined
        : "its name is not in its quotes") ??
      numbersProblem(arm.name, evidence, 300);
    if (problem) {
      ledger.drop("arm", label, problem);
      return -1;
    }
    return kept.push(arm) - 1;
  });
  if (rolesLookSwapped(kept)) {
    ledger.drop(
      "arms",
      "arms",
      "the arm named as control-like (placebo, alone, standard) is marked intervention while the control arm is not",
    );
    return { arms: [], index: index.map(() => -1) };
  }
  // The list as read is judged: an arm dropped for its quotes is already named as unclear.
  const disagrees = studyType && armsDisagree(arms, source, studyType);
  if (disagrees) {
    ledger.drop("arms", "arms", disagrees);
    return { arms: [], index: index.map(() => -1) };
  }
  return { arms: kept, index };
}
