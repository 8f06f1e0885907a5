import type { FactSheet } from "../../../shared/fact-sheet";

/** What a reader is told was not read with confidence, when a fact fails its check. */
export const UNCLEAR = {
  studyType: "whether the groups were formed by chance (randomised)",
  phase: "the trial phase",
  population: "who took part",
  participants: "the number of people randomised",
  arms: "which treatment each group got",
  treatment: "which treatment the study tested",
  arm: "one of the groups compared",
  primaryEndpoint: "the primary endpoint",
  primaryResult: "the result of the primary comparison",
  direction: "whether the primary result favoured either group",
  effect: "a figure of the primary result",
  byArm: "the primary result's figure for each group",
  harms: "the side effects (harms)",
  conclusion: "the authors' conclusion",
  registration: "a trial registration number",
} as const;
export type UnclearKey = keyof typeof UNCLEAR;

/**
 * The verifier's verdict: the sheet with every failed fact dropped, what a reader is told is unclear (`dropped`),
 * and what failed in a checker's words (`reasons`), which a model's repair turn can act on.
 */
export type VerifyResult = { sheet: FactSheet; dropped: string[]; reasons: string[] };

/** Collects drops as the checks run. */
export function createLedger() {
  const dropped = new Set<string>();
  const reasons: string[] = [];
  return {
    drop(key: UnclearKey, label: string, reason: string) {
      dropped.add(UNCLEAR[key]);
      reasons.push(`${label}: ${reason}`);
    },
    get dropped() {
      return [...dropped];
    },
    reasons,
  };
}
export type Ledger = ReturnType<typeof createLedger>;
