import type { SourceSentence } from "../source/read-source";

// "Two Phase III randomized trials were conducted", "the second trial randomized 108 patients", "in both trials": the
// abstract reports more than one trial of its own, so no one count is the number randomised.
const OWN_TRIALS =
  /\b(?:two|three|four)\s(?:[\w-]+\s){0,4}?(?:trials|studies)\s(?:were|have been)\s(?:conducted|performed|carried out|undertaken|done|run)\b|\bthe second (?:trial|study)\s(?:[\w-]+\s){0,3}?randomi[sz]ed\b|\b(?:during|in) both (?:of the )?trials\b/i;

/** True when the abstract's own sentences report several trials of its own. */
export const reportsSeveralTrials = (sentences: SourceSentence[]): boolean =>
  sentences.some((s) => s.field === "abstract" && s.role !== "background" && OWN_TRIALS.test(s.text));
