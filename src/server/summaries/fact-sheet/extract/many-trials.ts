import type { SourceSentence } from "../source/read-source";

// Trials counted as the study's material: "53 different trial protocols", "85 phase II and phase III trials".
// Two or three pooled trials stay a secondary analysis; from five on, the trials themselves are what is studied.
// The number must count the trials: "800 patients of the two randomised trials" counts people.
const COUNTED =
  /\b(?:[5-9]|\d{2,5}|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundreds? of|dozens? of) (?:(?!(?:of|from|in|on|the|patients|women|men|people|participants|subjects|cases|children|adults|samples)\b)[\w()/-]{1,20} ){0,6}?(?:trials|trial protocols|protocols)\b|\btrial protocols\b/i;
// Trials as the subject of a title: "costs of cancer clinical trials conducted at one institution", "trials opened".
const TITLE_TRIALS =
  /\b(?:clinical|interventional|oncology|cancer|academic|commercial|industry) trials (?:conducted|run|opened|activated|sponsored|held|open|at|in (?:a|one|our|the|\d)|across|over)\b|\b(?:across|audit of|portfolio of) (?:[\w-]{1,20} ){0,3}?trials\b/i;

const POOLED = /\bpooled\b|\bindividual (?:patient|participant) data\b|\bcombined analysis\b/i;
// "two randomised cancer trials in the elderly": a few trials named in a title are the data's source.
const FEW = /\b(?:two|three|four|both|[234])\b[^.;:]{0,40}\btrials\b/i;

/** The sentence counts trials as the material of the study (an audit, a cost analysis, a survey of many trials). */
export const countsTrials = (text: string): boolean => COUNTED.test(text);

/**
 * A study of many trials (their costs, accrual, protocols): neither a randomised trial nor a secondary analysis of one,
 * whatever "randomised" and "phase III" say of the trials it studied.
 */
export function studiesManyTrials(sentences: SourceSentence[]): boolean {
  // Trials pooled for their patients' data make a secondary analysis (or a meta-analysis), not a study of trials.
  if (sentences.some((s) => POOLED.test(s.text))) return false;
  return sentences.some((s) =>
    s.field === "title"
      ? (TITLE_TRIALS.test(s.text) && !FEW.test(s.text)) || COUNTED.test(s.text)
      : s.role !== "background" && COUNTED.test(s.text),
  );
}
