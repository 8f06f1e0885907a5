import type { SourceSentence } from "../source/read-source";
import { hypothetical } from "./result-tense";

// Which abstract sentences report results, and which of them hold a comparison or statistics.
// A comparison: a p value, an interval, an effect measure, or words that compare groups.
export const COMPARISON =
  /\b[Pp]\s?(?:-?\s?value)?\s?(?:[<=>≤≥]|less than \d|greater than \d)|\b9[05]\s?%\s?(?:CI|C\.I\.|confidence)|hazard ratio|odds ratio|\bsignificant(?:ly)?\b|\bdiffer(?:ed|ence|ent|s)?\b|\bdifferences (?:in|between|were|was)\b|\bsimilar\b|\bcomparable\b|\bno evidence\b|\bdid not (?:significantly )?(?:improve|reduce|increase|prolong|affect|change)\b|\bregardless of\b|\bfailed to (?:reveal|show|demonstrate|detect|find)\b|\b(?:revealed|showed|found) no\b|\btended to\b|\btrend(?:ed)? towards?\b|\bnon-?\s?inferior|\bsuperior\b|\bn\.s\.|\bas compared (?:with|to)\b/i;
// "Intention-to-treat analysis" answers the randomised question; per-protocol, as-treated or adherence-based ones answer another.
export const ITT = /\bintention[- ]to[- ]treat\b|\bITT\b/i;
export const ALTERNATE_ANALYSIS =
  /\b(?:per[- ]protocol|as[- ]treated|instrumental variables?|principal stratification|complier average|CACE)\b|\b(?:participation|adherence|compliance) was (?:considered|taken into account)/i;
export const NULL_IN_WORDS = /\bfailed to (?:reveal|show|demonstrate|detect|find)\b|\b(?:revealed|showed|found) no\b/i;
export const ENDPOINT_NAMED =
  /\b(?:used as|as) the (?:primary )?(?:end ?-?point|outcome)\b|\bend ?-?points?\b|\boutcomes?\b/i;
// Sentences that hold statistics but not the trial's result.
// Who was left out ("X were excluded", "exclusion criteria") says who entered, never how the arms fared.
// Not a result: the groups at entry ("Baseline demographics ... were similar", "Before treatment, ... were comparable"),
// the design's statistics, exclusions.
export const NOT_RESULT =
  /^(?:at|before|prior to) (?:study )?(?:entry|baseline|randomi[sz]ation|enrol+ment|inclusion|treatment|therapy)\b|^(?:the )?baseline\b[^.;]{0,100}?\b(?:were|was) (?:similar|balanced|comparable|well[- ]matched)\b|^(?:the )?(?:mean |median )?(?:tumou?r (?:size|stage|grade|diameter)|age|microvascular invasion)\b[^.;]{0,80}\b(?:was|were) (?:higher|larger|lower|smaller|greater|more|older|younger)\b|\bbaseline characteristics\b|\b(?:clinical|demographic|patients?'?) characteristics\b[^.]{0,80}\b(?:similar|balanced|comparable)\b|\b(?:similar|balanced|comparable|well[- ]matched)\b[^.]{0,40}\b(?:demographic|clinical|baseline|prognostic)\b[^.]{0,30}\b(?:characteristics|predictors|factors|variables|features|data)\b|\b(?:similar|balanced|comparable|well[- ]matched) (?:with respect to|regarding|in terms of|for|in|as to) (?:their )?(?:age|sex|gender|stage)\b|\bfuture (?:studies|projects|research|trials)\b|\bshould (?:include|focus)\b|\b(?:initial|pre-?treatment|baseline)\b[^.]{0,40}\b(?:levels?|values?|counts?|scores?)\b|\bwere (?:well )?balanced\b|\bconsidered (?:statistically )?significant\b|\bsignificance level\b|\bpower(?:ed)?\b|\bsample size\b|\bwere randomi[sz]ed\b(?![^.]{0,200}\b(?:p|HR)\b)|\b(?:were|was) excluded\b|\bexclusion criteria\b/i;

const OWN_ALLOCATION = /\b(?:randomi[sz]ed|randomly|assigned|allocated|enrolled|recruited|entered)\b/i;

/** The result sentences: the results section, or in an unstructured abstract the sentences with statistics. */
export function resultSentences(sentences: SourceSentence[]): SourceSentence[] {
  // A supposed or future sentence ("If found effective, X could …") reports nothing that happened.
  const body = sentences.filter((s) => s.field === "abstract" && !hypothetical(s.text));
  // Cue words may leave a result of an unlabelled abstract unclassed ("The interventions did not improve HRQOL").
  const labelled = body.some((s) => s.label);
  // "Analysis indicated that activity increased by 254 minutes (95% CI ...)": a cue word before figures, not the closing verdict.
  const cuedResult = (s: SourceSentence) => s.role === "conclusion" && s !== body.at(-1) && hasStatistics(s.text);
  // "A randomized trial of X failed to reveal a survival benefit": a verdict in words, whatever its cue words.
  const verdictInWords = (s: SourceSentence) => !labelled && s.role === "methods" && NULL_IN_WORDS.test(s.text);
  // Unlabelled, a finding said before the trial's own people are first put into groups or enrolled is a prior report
  // ("The initial analysis showed ...", "X showed significant activity in myeloma"): background, not this result.
  const start = labelled ? -1 : body.findIndex((s) => s.role === "methods" && OWN_ALLOCATION.test(s.text));
  const results = body.filter(
    (s, i) =>
      (i >= start || OWN_ALLOCATION.test(s.text)) &&
      (s.role === "results" ||
        verdictInWords(s) ||
        (!labelled && (s.role === "other" || cuedResult(s)) && hasComparison(s.text))),
  );
  // Without a results sentence, a conclusion counts only with its own statistics ("... more effective (P = 0.001)").
  return results.length > 0
    ? results
    : body.filter(
        (s) =>
          s.role !== "background" &&
          s.role !== "methods" &&
          s.role !== "objective" &&
          s.role !== "registration" &&
          hasComparison(s.text) &&
          (s.role !== "conclusion" || hasStatistics(s.text)),
      );
}

// Statistics in figures: a p value, an interval or an effect measure.
export const STATISTICS =
  /\b[Pp]\s?(?:-?\s?value)?\s?(?:[<=>≤≥]|less than \d|greater than \d)|\b9[05]\s?%\s?(?:CI|C\.I\.|confidence)|hazard ratio|odds ratio/i;
// Effect abbreviations in capitals only: "or" is a conjunction.
export const RATIO = /\b(?:HR|OR|RR|IRR)\b/;
export const hasComparison = (text: string) => COMPARISON.test(text) || RATIO.test(text);
export const hasStatistics = (text: string) => STATISTICS.test(text) || RATIO.test(text);

/**
 * Whether a sentence is not a result (NOT_RESULT). "After adjustment for the initial levels, ..." is an adjusted
 * result, not a baseline comparison; nor is a change "from baseline": only levels at baseline are.
 */
export const isNotResult = (text: string) =>
  NOT_RESULT.test(
    text.replace(
      /\b(?:adjust\w{0,6} for (?:the )?(?:initial|baseline|pre-?treatment)|(?:from|to|over|versus|vs\.?|relative to|compared (?:with|to)) baseline)\b/gi,
      "adjusted",
    ),
  );
