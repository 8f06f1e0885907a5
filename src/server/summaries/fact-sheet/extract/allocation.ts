import type { Span } from "../../../../shared/fact-sheet";
import type { SourceSentence } from "../source/read-source";
import { countsTrials } from "./many-trials";
import { partSpan } from "./spans";

const OWN_ENROLMENT =
  /\b\d[\d,]{0,9}\s(?:[\w-]+\s){0,3}?(?:patients|women|men|participants|subjects|children|people|adults)\s(?:were|had been)\s(?:recruited|included|enrolled|entered)\s(?:in|into|on)\s(?:a|the|this)\s(?:[\w‐-]+[\s,]{1,2}){0,4}?randomi[sz]ed\b/i;
// Words of random allocation of the study's own participants.
const RANDOM =
  /\b(?:randomi[sz]ed|randomi[sz]ation|randomly (?:assigned|allocated|divided|distributed|selected to receive|given|treated)|(?:assigned|allocated|divided|distributed|treated|given) (?:at )?random(?:ly)?|random(?:ly)? allocat\w*|random assignment)\b/gi;
// Data split at random for a model: "training (and validation) sets", "validation cohort", "derivation", "discovery".
// "Relaxation training" is a treatment, a "training set" a split. Shared with the verifier (verify-design.ts).
export const DATA_SPLIT =
  /\b(?:training(?: and validation)? (?:sets?|cohorts?|samples?|data(?:sets?)?|groups?)|validation (?:sets?|cohorts?|samples?|data(?:sets?)?|groups?)|development(?: and validation)? (?:sets?|cohorts?|samples?)|test(?:ing)? (?:set|cohort)|derivation|discovery)\b/i;
// Random splitting of data or sampling is not random allocation of people to treatments ("relaxation training" is a
// treatment, a "training set" a split).
const SPLIT = new RegExp(
  `${DATA_SPLIT.source}|\\b(?:internal validation|nomogram|bootstrap|random(?:ly)? (?:sampled|selected)|random sample|randomi[sz]ed (?:[\\w-]+ )?sampl(?:e|es|ing))\\b`,
  "i",
);
// Denials: "non-randomised", "not randomised", "no randomized data", "quasi-randomised".
// "Several nonrandomized studies suggest": others' studies, neither a denial nor an allocation of this study's people.
const DENIED_OTHERS = /\bnon-?\s?randomi[sz]ed (?:[\w-]+ ){0,2}?(?:studies|trials|series|reports|data)\b/i;
const DENIED =
  /\b(?:non-?\s?randomi[sz]ed|not (?:been )?randomi[sz]ed|no randomi[sz]ed|without randomi[sz]ation|quasi-?\s?randomi[sz]ed|nonrandomi[sz]ed)\b/i;
// Earlier trials in the background ("randomised trials have shown") are not this study.
const OTHER_TRIALS = /\bprevious(?:ly)?\b|\bmeta-analys|\bsystematic review/i;
// Trials in the plural, or trials still to come ("a larger randomised trial is needed"), are not this study either;
// "patients who required chemotherapy" are people in need, not a trial still needed.
const NOT_THIS =
  /\brandomi[sz]ed[\w\s,-]{0,80}?\b(?:trials|studies)\b|\b(?:future|further (?:studies|trials|research|investigation|evaluation|work)|larger|large[- ]scale|(?<!\bwho\s)(?:needed|required|warranted)|will be needed|should be|underway|ongoing|ahead of)\b|\b(?:a|the) randomi[sz]ed (?:[\w-]+ ){0,3}(?:trial|study) (?:[^.;]{0,80}?)\b(?:showed|found|demonstrated|reported)\b/i;
// Trials said not to exist ("no prospective randomized trial has evaluated", "lack of randomised data", "only one
// randomized trial", "has never been tested in a randomized trial") are others' work.
const NONE_EXIST =
  /\b(?:no|lack of|absence of|paucity of|few|only(?: one| a single| two)?)\s(?:[\w-]+\s){0,2}?randomi[sz]ed (?:[\w-]+\s){0,2}?(?:trials?|studies|study|data|evidence)\b|\b(?:never|not) (?:yet )?(?:been )?(?:[\w-]+ ){0,2}?(?:in|by) (?:a|any) (?:[\w-]+ ){0,2}?randomi[sz]ed (?:[\w-]+ ){0,2}?(?:trial|study)\b/i;
// A parent trial named in passing: "enrolled in a randomized trial", "from the randomised X trial", "which is a randomized trial",
// "taking part in a randomised trial", "in a randomised trial cohort".
const PARENT =
  /\b(?:(?:enrolled|participating|recruited|included|tak(?:ing|en?) part|took part) (?:in|on|onto|into)|(?:based|drawn) on|(?:derived|obtained|taken) from|from|of|within|which (?:is|was)|(?:is|was)) (?:a|an|the) (?:[\w-]+[\s,]{1,2}){0,4}?randomi[sz]ed\b[^.;]{0,60}?\b(?:trial|study)\b|\b(?:in|from|of) (?:a|an|the) (?:[\w-]+ ){0,3}?randomi[sz]ed (?:[\w-]+ ){0,3}?(?:trial|study) (?:cohort|population|participants|patients|samples)\b/i;

// A title reporting its own trial: "results of a prospective randomized study", "final report of a randomised trial".
const OWN_REPORT =
  /\b(?:(?:early |final |long-term |first )?(?:results?|report|analysis|outcomes?|experience) (?:of|from)) (?:a|an|the) (?:[\w-]+[\s,]{1,2}){0,4}?randomi[sz]ed\b/i;

const OWN_TRIAL = /^(?:this|the present|our) (?:study |trial )?(?:is|was)\b/i;

// "Randomized to complete either the self- or the provider-collection first": everyone gets both, only the order is random.
// "From the first day of radiotherapy" is when the treatment starts, not which comes first.
const ORDER_ONLY =
  /^[^.;]{0,80}?\b(?:first(?![\s-](?:days?|weeks?|months?|years?|cycles?|courses?|doses?|sessions?|fractions?|visits?|line)\b)|order(?:ing)?|sequence)\b/i;
// A crossover trial randomises the order of treatments and compares them: a randomised trial still.
// "A in the first cycle followed by B in the second, or vice versa": treatments swapped between courses is a crossover.
const CROSSOVER =
  /\bcross-?\s?over\b|\btreatment periods?\b|\bwash-?\s?out\b|\b(?:first|second|next) (?:chemotherapy |treatment )?(?:cycles?|courses?)\b/i;

export type Allocation = {
  random: boolean;
  denied: boolean;
  split: boolean;
  evidence: Span[];
  parentOnly: boolean;
  /** Every participant had both procedures; only their order was random (a paired design, not a comparison of arms). */
  orderOnly?: boolean;
};

/** Whether the study says its groups were formed at random, says they were not, or split data at random. */
export function readAllocation(sentences: SourceSentence[]): Allocation {
  const evidence: Span[] = [];
  let denied = false;
  let split = false;
  let parent = false;
  let ordered = 0;
  for (const s of sentences) {
    // Said of trials that do not exist yet: neither this study's allocation nor a denial of it.
    if (NONE_EXIST.test(s.text) || DENIED_OTHERS.test(s.text)) continue;
    if (DENIED.test(s.text)) {
      denied = true;
      continue;
    }
    // "53 trial protocols: 40 phase III, 2 randomised": the trials studied were randomised, not this study's people.
    if (
      s.role === "conclusion" ||
      NOT_THIS.test(s.text) ||
      countsTrials(s.text) ||
      (s.role === "background" && OTHER_TRIALS.test(s.text))
    )
      continue;
    // "Results of a prospective randomized study" in the title is the paper's own trial reported, not a parent one.
    // "This is a prospective randomized trial to compare ..." says what this study is, not a trial it draws on.
    // "A total of 424 women were recruited in the randomized intervention trial": a count of this study's own people
    // entering the trial it reports (a secondary analysis says so in its own words, read by the study type).
    const own = s.text.match(OWN_ENROLMENT);
    if (own) {
      evidence.push(partSpan(s, own.index!, own.index! + own[0].length));
      continue;
    }
    if (PARENT.test(s.text) && !(s.field === "title" && OWN_REPORT.test(s.text)) && !OWN_TRIAL.test(s.text)) {
      parent = true;
      continue;
    }
    for (const m of s.text.matchAll(RANDOM)) {
      // A bounded window around the word tells allocation from a data split.
      const window = s.text.slice(Math.max(0, m.index! - 60), m.index! + m[0].length + 80);
      if (SPLIT.test(window)) {
        split = true;
        continue;
      }
      evidence.push(partSpan(s, m.index!, m.index! + m[0].length));
      if (ORDER_ONLY.test(s.text.slice(m.index! + m[0].length, m.index! + m[0].length + 100))) ordered++;
      break;
    }
  }
  const orderOnly = ordered > 0 && ordered === evidence.length && !sentences.some((s) => CROSSOVER.test(s.text));
  return {
    random: evidence.length > 0,
    denied,
    split,
    evidence,
    parentOnly: parent && evidence.length === 0,
    ...(orderOnly ? { orderOnly } : {}),
  };
}

// A blinded or placebo-controlled comparison: groups were formed by the investigators, though the abstract may not say how.
const BLINDED_CONTROL =
  /\b(?:double|triple)[- ](?:blind(?:ed)?|masked)\b|\bplacebo[- ]controlled\b|\bsham[- ]controlled\b/i;

/** The study's own words call it blinded or placebo-controlled (background sentences speak of other studies). */
export const saysBlindedControl = (sentences: SourceSentence[]): boolean =>
  sentences.some((s) => s.role !== "background" && BLINDED_CONTROL.test(s.text));
