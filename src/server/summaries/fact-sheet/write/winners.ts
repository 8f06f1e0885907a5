import type { ArmFact, FactSheet } from "../../../../shared/fact-sheet";

// The word that turns from the better group to the one it beat: "X was more effective than Y", "X compared with Y".
const COMPARATOR = /\b(?:than|compared (?:with|to)|versus|vs\.?|over|relative to)\b/i;

/**
 * Of several tested arms, the ones the result sentence names as doing better (before "than"), when it names some
 * but not all; null when it cannot tell. One tested arm is its own winner.
 */
export function winningArms(sheet: FactSheet, tested: ArmFact[]): ArmFact[] | null {
  if (tested.length <= 1) return tested;
  const text = (sheet.primaryResult.text ?? "").toLowerCase();
  const turn = text.search(COMPARATOR);
  if (turn < 0) return null;
  const head = text.slice(0, turn);
  const wordsOf = (arm: ArmFact) => arm.name.toLowerCase().split(/[^a-z0-9-]+/).filter((w) => w.length >= 4);
  // Only words no other arm shares tell one tested arm from another.
  const own = (arm: ArmFact) => wordsOf(arm).filter((w) => !sheet.arms.some((o) => o !== arm && wordsOf(o).includes(w)));
  const named = tested.filter((arm) => own(arm).some((w) => head.includes(w)));
  return named.length > 0 && named.length < tested.length ? named : null;
}
