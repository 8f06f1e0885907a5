import { hasComparison, hasStatistics } from "./result-sentences";

// A sentence that supposes or looks ahead ("If found to be efficacious, X could …", "Outcomes will be …") reports no
// result: it is never the result, nor a direction. Words only, alternations of fixed words: linear in the text.
const HYPOTHETICAL =
  /^\s*(?:if|should|whether)\b|\b(?:will|shall)\b|\b(?:is|are|was|were) (?:expected|anticipated|hoped|planned|intended) (?:to|that)\b|\bif (?:found|shown|proven|proved|confirmed|successful|effective|efficacious)\b/i;
// "Could", "would", "might" are also the past of what was possible ("the study could be stopped, with P < .01"):
// supposing only in a sentence without figures of its own.
// Nor is "no significant reduction ... could be demonstrated": what was not found, said with "could".
const MODAL =
  /\b(?:would|might)\b|\bcould\b(?!\s+not\b)(?!\s+be\s+(?:demonstrated|shown|found|detected|observed|seen|confirmed)\b)/i;

/** Whether a sentence supposes or looks ahead rather than reports what happened. */
export const hypothetical = (text: string) => HYPOTHETICAL.test(text) || (MODAL.test(text) && !hasStatistics(text));

// "Primary outcomes will be self-reported smoking status …": outcomes said only as what will be measured.
const FUTURE_OUTCOME =
  /\b(?:outcomes?|end ?-?points?|measures?|results?|data|analys[ie]s) (?:will|are to|is to) be\b|\bwill be (?:assessed|measured|compared|evaluated|analy[sz]ed|collected|reported|examined|determined|recorded)\b/i;

/**
 * A design or baseline report: outcomes said in the future tense, and no sentence that is not itself hypothetical
 * holds a comparison (a p value, an interval, words of difference or significance). It has no result yet.
 */
export function futureOnly(sentences: readonly string[]): boolean {
  return sentences.some((s) => FUTURE_OUTCOME.test(s)) && !sentences.some((s) => !hypothetical(s) && hasComparison(s));
}
