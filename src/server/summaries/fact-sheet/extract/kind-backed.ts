import type { StudyType } from "../../../../shared/fact-sheet";
import type { SourceSentence } from "../source/read-source";

// Words that a study put people on a treatment of its own without randomising them: an early phase, one arm, "non-
// randomised", prospective, pilot or feasibility, open-label, historical or matched controls, "trial"/"protocol",
// experimental/intervention/control groups, allocation, the patients' choice, before and after, a primary objective,
// arms the investigators formed ("one of two arms", "Arm B", crossover).
// Single alternations behind word boundaries, bounded gaps: linear in the text.
const INTERVENTION_STUDY =
  /\bphase\s?(?:I|II|1|2|Ib|IIa|IIb|I\/II|1\/2)\b|\bsingle[- ](?:arm|group|cent(?:re|er) (?:phase|trial|study))|\bone[- ]arm\b|\bnon-?[- ]?randomi[sz]ed (?:\w+ )?(?:trial|study|comparison|controlled|phase)|\bprospective(?:ly)?\b|\bpilot\b|\bfeasibility\b|\bopen[- ]label\b|\b(?:historical(?:ly)?|matched) controls?\b|\b(?:trial|protocol)\b|\b(?:experimental|intervention|control) groups?\b|\ballocated\b|\b(?:own )?choice\b|\bchose\b|\bbefore and after\b|\bprimary objective\b|\barm A\b/i;
// "enrolled in one of two arms", "Arm A: ... Arm B: ...", "in a crossover fashion": groups the investigators formed.
export const GROUPS_FORMED = /\bone of (?:two|three|four|2|3|4) (?:arms|groups)\b|\barm B\b|\bcross-?\s?over\b/i;

/**
 * The kind of study as the sheet may state it. "Non-randomised trial" is read when a study compares groups and says
 * nothing of chance; without a word that it was an intervention study of its own it was a cohort or a series as often
 * as not (over dev and sets a–j this withholds 5 such readings, 4 of them wrong), so the kind is withheld as not read
 * with confidence ("other").
 */
export function backedKind(studyType: StudyType, sentences: SourceSentence[]): StudyType {
  if (studyType !== "non-randomised-trial") return studyType;
  return sentences.some((s) => INTERVENTION_STUDY.test(s.text) || GROUPS_FORMED.test(s.text)) ? studyType : "other";
}
