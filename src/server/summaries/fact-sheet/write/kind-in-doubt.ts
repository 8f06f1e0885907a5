import type { FactSheet, SourceText } from "../../../../shared/fact-sheet";

// The abstract's people put into groups at random, in the passive an abstract uses of its own participants
// ("patients were randomized to", "were randomly assigned"). A data split ("randomly divided into cohorts") is not one.
export const ALLOCATED = /\b(?:were|was|being|been) randomi[sz]ed\b|\brandomly (?:assigned|allocated)\b/i;
// The authors' own patients or series ("we report our experience", "our institution", "this retrospective study"):
// a review speaks of others' studies, never of a series of its own.
const OWN_SERIES =
  /\bour (?:own )?(?:experience|series|patients|institution|hospital|cent(?:er|re)|department|clinic)\b|\bwe (?:report|present|describe) our\b|\bthis (?:prospective|retrospective|cross[- ]sectional|single[- ]cent(?:er|re)|cohort|case[- ]control|observational) study\b/i;

const KIND = "what kind of study this was";
const RANDOM = "whether people were put into groups at random";
const NOT_RANDOM_KINDS = new Set<FactSheet["studyType"]>(["review", "observational", "non-randomised-trial", "other"]);

/**
 * The sheet as the summaries may state it. A kind the abstract's own words contradict (a "review" that reports its
 * own series, "not randomised" where its people were randomised) is not said, as fact or caveat: the summaries say the
 * kind was not read with confidence, the reader's limit, rather than tell the reader the opposite of the abstract.
 */
export function kindInDoubt(sheet: FactSheet, source: SourceText): FactSheet {
  const text = `${source.title}\n${source.abstract}`;
  const allocated = sheet.randomised !== true && NOT_RANDOM_KINDS.has(sheet.studyType) && ALLOCATED.test(text);
  const ownSeries = sheet.studyType === "review" && (allocated || OWN_SERIES.test(text));
  if (!allocated && !ownSeries) return sheet;
  const unclear = [...(sheet.unclear ?? []), ...[ownSeries ? KIND : "", allocated ? RANDOM : ""].filter(Boolean)];
  return {
    ...sheet,
    // A non-randomised trial whose people were randomised is no kind the summaries can name.
    studyType: ownSeries || (allocated && sheet.studyType === "non-randomised-trial") ? "other" : sheet.studyType,
    ...(allocated ? { randomised: null, flags: sheet.flags.filter((f) => f !== "not-randomised") } : {}),
    unclear,
  };
}
