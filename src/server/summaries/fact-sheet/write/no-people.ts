import type { FactSheet } from "../../../../shared/fact-sheet";
import type { Design } from "./design";

// People counted or singled out: "one case", "a 54-year-old man", "12 patients", "1,903 Stage III and IV prostatic cancer
// patients"; counted groups of them ("the four treatment groups"). "patient costs" counts no one.
export const PEOPLE_WORDS =
  /\b(?:two|three|four|five|six|[2-6])\s(?:[\w-]+\s)?(?:groups|arms)\b|\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a|an)\s(?:[\w-]+\s){0,5}?(?:patients?|cases?|people|persons?|participants?|subjects?|individuals?|volunteers?|respondents?|m[ae]n|wom[ae]n|child(?:ren)?|boys?|girls?|adults?|survivors?)\b|\b\d+-year-old\b/i;

/**
 * A paper of another kind that names no people, no groups and no count (a methods or policy discussion): the
 * "not put into groups by chance" caveat would wrongly suggest it studied people.
 */
export const studiesNoPeople = (sheet: FactSheet, design: Design) =>
  sheet.studyType === "other" &&
  !design.people &&
  !sheet.population &&
  sheet.arms.length === 0 &&
  sheet.participants.evidence.length === 0 &&
  sheet.participants.randomised === null;
