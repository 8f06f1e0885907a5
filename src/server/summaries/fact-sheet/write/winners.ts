import type { ArmFact, FactSheet } from "../../../../shared/fact-sheet";

// The word that turns from the better group to the one it beat: "X was more effective than Y", "X compared with Y".
const MAX_NAME_WORDS = 12;
const COMPARATOR = /\b(?:than|compared (?:with|to)|versus|vs\.?|over|relative to|superior to|inferior to)\b/i;

/**
 * Of several tested arms, the ones the result sentence names as doing better (before "than"), when it names some
 * but not all; null when it cannot tell. One tested arm is its own winner.
 */
export function winningArms(sheet: FactSheet, tested: ArmFact[]): ArmFact[] | null {
  if (tested.length <= 1) return tested;
  // "p less than 0.05" is a threshold, not the turn from the better group to the one it beat.
  const text = (sheet.primaryResult.text ?? "").toLowerCase().replace(/\bp\s(?:less|greater)\sthan\b/g, "p <");
  const turn = text.search(COMPARATOR);
  if (turn < 0) return null;
  const head = text.slice(0, turn);
  // Each arm's words once, as sets: names can be long, and every word is checked against every other arm.
  const words = new Map(
    sheet.arms.map((arm) => [
      arm,
      new Set(
        arm.name
          .toLowerCase()
          .split(/[^a-z0-9-]+/)
          .filter((w) => w.length >= 4),
      ),
    ]),
  );
  // Only words no other arm shares tell one tested arm from another.
  const own = (arm: ArmFact) =>
    [...words.get(arm)!].filter((w) => !sheet.arms.some((o) => o !== arm && words.get(o)!.has(w)));
  // An arm's name is a few words; a longer one cannot be told apart this way (and would cost a scan per word).
  if (sheet.arms.some((arm) => words.get(arm)!.size > MAX_NAME_WORDS)) return null;
  const named = tested.filter((arm) => own(arm).some((w) => head.includes(w)));
  return named.length > 0 && named.length < tested.length ? named : null;
}
