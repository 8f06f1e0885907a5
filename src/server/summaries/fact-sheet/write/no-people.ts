import type { FactSheet } from "../../../../shared/fact-sheet";

/**
 * A paper of another kind that names no people, no groups and no count (a methods or policy discussion): the
 * "not put into groups by chance" caveat would wrongly suggest it studied people.
 */
export const studiesNoPeople = (sheet: FactSheet) =>
  sheet.studyType === "other" &&
  !sheet.population &&
  sheet.arms.length === 0 &&
  sheet.participants.evidence.length === 0 &&
  sheet.participants.randomised === null;
