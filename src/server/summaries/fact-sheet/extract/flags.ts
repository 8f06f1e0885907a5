import type { Direction, FactSheet, Flag, SourceText, StudyType } from "../../../../shared/fact-sheet";
import { countsClusters } from "./count-scan";

// CONSORT-style rule of thumb used by the issue: fewer than 100 people randomised is a small trial.
export const SMALL_TRIAL = 100;

/** Fewer than SMALL_TRIAL randomised; forty schools randomised is not a small trial (how many people they held is another number). */
export const smallTrial = (participants: FactSheet["participants"], source: SourceText): boolean =>
  participants.randomised !== null && participants.randomised < SMALL_TRIAL && !countsClusters(participants, source);

const RANDOMISED_KINDS = new Set<StudyType>(["randomised-trial", "protocol", "secondary-analysis"]);

export type FlagInput = {
  studyType: StudyType;
  randomised: boolean | null;
  /** smallTrial() of the sheet's count. */
  small: boolean;
  direction: Direction;
  conclusionPositive: boolean | null;
  /** The conclusion leans on a subgroup or a secondary outcome. */
  conclusionOnSecondary: boolean;
  /** Whether the abstract calls an endpoint primary: without that, "not met" would judge the trial by a guessed outcome. */
  endpointKnown?: boolean;
};

export function flagsOf(f: FlagInput): Flag[] {
  const flags: Flag[] = [];
  const trial = f.studyType === "randomised-trial";
  const notSignificant = f.direction === "no-significant-difference" || f.direction === "favours-control";
  if (trial && f.conclusionPositive === true && (notSignificant || f.conclusionOnSecondary)) flags.push("spin");
  // "Other" with randomisation unsaid (a blinded comparison, a title alone) or said (an animal experiment) is not
  // called "not randomised", nor a controlled trial whose allocation is unsaid (the design says "not shown"; such
  // abstracts are often randomised trials); every other non-trial kind is.
  const mayBeRandom =
    (f.studyType === "other" && f.randomised !== false) ||
    (f.studyType === "non-randomised-trial" && f.randomised === null);
  if ((!RANDOMISED_KINDS.has(f.studyType) && !mayBeRandom) || f.randomised === false) flags.push("not-randomised");
  if (f.studyType === "protocol") flags.push("protocol");
  if (f.small) flags.push("small");
  if (trial && notSignificant && f.endpointKnown !== false) flags.push("primary-not-met");
  return flags;
}
