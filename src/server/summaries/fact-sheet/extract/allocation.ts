import type { Span } from "../../../../shared/fact-sheet";
import type { SourceSentence } from "../source/read-source";
import { partSpan } from "./spans";

// Words of random allocation of the study's own participants.
const RANDOM = /\b(?:randomi[sz]ed|randomi[sz]ation|randomly (?:assigned|allocated|divided|distributed|selected to receive|given)|random(?:ly)? allocat\w*|random assignment)\b/gi;
// Random splitting of data or sampling is not random allocation of people to treatments.
const SPLIT = /\b(?:training|validation|test(?:ing)? (?:set|cohort)|derivation|discovery|internal validation|nomogram|bootstrap|random(?:ly)? (?:sampled|selected)|random sample)\b/i;
// Denials: "non-randomised", "not randomised", "no randomized data", "quasi-randomised".
const DENIED = /\b(?:non-?\s?randomi[sz]ed|not (?:been )?randomi[sz]ed|no randomi[sz]ed|without randomi[sz]ation|quasi-?\s?randomi[sz]ed|nonrandomi[sz]ed)\b/i;
// Earlier trials in the background ("randomised trials have shown") are not this study.
const OTHER_TRIALS = /\bprevious(?:ly)?\b|\bmeta-analys|\bsystematic review/i;
// Trials in the plural, or trials still to come ("a larger randomised trial is needed"), are not this study either.
const NOT_THIS = /\brandomi[sz]ed (?:[\w-]+ ){0,3}(?:trials|studies)\b|\b(?:future|further|larger|large[- ]scale|needed|required|warranted|will be needed|should be)\b/i;

export type Allocation = { random: boolean; denied: boolean; split: boolean; evidence: Span[] };

/** Whether the study says its groups were formed at random, says they were not, or split data at random. */
export function readAllocation(sentences: SourceSentence[]): Allocation {
  const evidence: Span[] = [];
  let denied = false;
  let split = false;
  for (const s of sentences) {
    if (DENIED.test(s.text)) {
      denied = true;
      continue;
    }
    if (s.role === "conclusion" || NOT_THIS.test(s.text) || (s.role === "background" && OTHER_TRIALS.test(s.text))) continue;
    for (const m of s.text.matchAll(RANDOM)) {
      // A bounded window around the word tells allocation from a data split.
      const window = s.text.slice(Math.max(0, m.index! - 60), m.index! + m[0].length + 80);
      if (SPLIT.test(window)) {
        split = true;
        continue;
      }
      evidence.push(partSpan(s, m.index!, m.index! + m[0].length));
      break;
    }
  }
  return { random: evidence.length > 0, denied, split, evidence };
}
