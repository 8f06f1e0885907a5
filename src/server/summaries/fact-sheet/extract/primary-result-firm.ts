import type { SourceSentence } from "../source/read-source";

// "... and this was statistically significant": a difference called significant in words, not negated.
const firm = (t: string) => /\bsignificant\b/i.test(t) && !/\b(?:not?\b[^.;]{0,30}?\b|non-?)significant/i.test(t);

/** A guessed endpoint's mere trend yields to an earlier whole-trial difference called significant in words. */
function firmerThanTrend(
  best: SourceSentence | undefined,
  decided: SourceSentence[],
  results: SourceSentence[],
  stated: boolean,
): SourceSentence | undefined {
  if (stated || !best || !/\btrend/i.test(best.text) || firm(best.text)) return undefined;
  return decided.find((s) => firm(s.text) && results.indexOf(s) < results.indexOf(best));
}

/**
 * The best sentence on the endpoint, when weak, yields: a vague one (no test, no words of significance) to the results'
 * opening sentence when it is their only decided comparison ("There was no difference in ..."); a guessed endpoint's trend
 * to an earlier difference called significant.
 */
export function weakBest(
  best: SourceSentence | undefined,
  decided: SourceSentence[],
  results: SourceSentence[],
  stated: boolean,
  decisive: (text: string) => boolean,
): { vague?: SourceSentence; firmer?: SourceSentence } {
  const vague =
    best && !decisive(best.text) && decided.length === 1 && decided[0] === results[0] ? results[0] : undefined;
  return { vague, firmer: firmerThanTrend(best, decided, results, stated) };
}

// "The ICER for the base-case analysis was ...": an economic evaluation's main figure; its scenarios vary assumptions.
const BASE_CASE = /\bbase[- ]case\b/i;
// Only without two named arms: a sentence setting them against each other is then the better reading.
export const baseCase = (results: SourceSentence[], armCount: number) =>
  armCount < 2 ? results.find((s) => BASE_CASE.test(s.text)) : undefined;
