import type { Fact } from "../../../../shared/fact-sheet";
import type { SourceSentence } from "../source/read-source";
import { opensAsConclusion, sentenceOf } from "./close-gates";
import { harmNames } from "./harms";

// The subject of a harms report: adverse events, toxicity, side effects, complications, or a graded event.
const HARMS_SUBJECT =
  /\b(?:adverse (?:events?|effects?|reactions?|drug reactions?)|toxicit(?:y|ies)|side[- ]effects?|complications?|morbidity|any grade|grades?\s?(?:[1-5]|i{1,3}|iv|v)\b|(?:[1-5]|i{1,3}|iv)\s?(?:\/|-|–|or|and|to)\s?(?:[2-5]|iv|v)\s?(?:grade|toxicit)|treatment[- ]related (?:deaths?|mortality)|toxic deaths?|safety (?:issues?|concerns?|signals?|profiles?)|tolera(?:bility|nce|ted)|intolerance)/i;
// The words that name harms as such; a grade alone ("grade III oral mucositis") may grade the outcome studied.
const HARM_WORDS =
  /\b(?:adverse|toxicit(?:y|ies)|side[- ]effects?|complications?|morbidity|safety|tolera(?:bility|nce|ted)|intolerance)\b/i;
const GENERAL_WORDS = /^(?:grade|rate|rates|incidence|severity|patients|score|scores|change|duration|early|related)$/;
const endpointWords = (endpoint: string) =>
  (endpoint.toLowerCase().match(/[a-z][a-z-]{4,}/g) ?? []).filter((w) => !GENERAL_WORDS.test(w)).slice(0, 8);

// What makes it a report rather than a mention: a figure (a count, a rate, a grade), none at all, a severity word, or
// a comparison between the groups ("did not differ", "more frequent", "P < 0.01").
const MEASURED =
  /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|no|none|neither|nor|any|sever\w*|serious\w*|mild\w*|moderate|life[- ]threatening|fatal|lethal|major|minor|well|good|poor|differ\w*|similar|comparable|equal|alike|identical|same|more|less|fewer|higher|lower|increas\w*|decreas\w*|frequent\w*|common|rare)\b/i;

// A closing sentence that weighs or recommends ("well tolerated and appears to warrant further trial", "may influence
// the choice") is the authors' verdict on the treatment, not a report of its harms.
// So is one that weighs the authors' own protocol against others' ("Our protocol ... yielded a lower rate of toxicity
// than other common protocols").
const VERDICT =
  /\b(?:may|might|could|appears?|seem(?:s|ed)?|warrants?|suggest\w*|recommend\w*|should|choice|promising|proved|effective|benefits?|outweigh\w*)\b|^(?:our|the present|this) (?:protocol|regimen|approach|schedule|method|policy)\b|\bthan (?:other|previous|published|historical|common|conventional|standard) (?:[\w-]+ )?(?:protocols?|regimens?|studies|series|reports|trials)\b/i;

/**
 * Harms are stated only from a sentence of the results part (a labelled results section, or an unlabelled abstract's
 * non-opening sentence read as a result or left unclassed) whose subject is the treatments' harms (or a harm named
 * by the abstract's own short form) and that gives a
 * figure, a grade or a severity; a bare mention ("toxicity was assessed", "X has known toxicity") is not a report.
 */
export function harmsBacked(fact: Fact | null, sentences: SourceSentence[], endpoint?: string): boolean {
  const s = sentenceOf(fact, sentences);
  if (s?.field !== "abstract") return false;
  // "9 in the control group developed grade III oral mucositis" in a trial of oral mucositis: a graded event that is
  // the endpoint itself is the result, not a harm of the treatment.
  if (endpoint && !HARM_WORDS.test(s.text) && endpointWords(endpoint).some((w) => s.text.toLowerCase().includes(w)))
    return false;
  // An abstract whose headings include no results section ("Funding:" alone) is read as unlabelled.
  const labelled = sentences.some((t) => t.label !== undefined && t.role === "results");
  const inResults = labelled
    ? s.label !== undefined && s.role === "results"
    : s.index > 0 &&
      (s.role === "results" ||
        s.role === "other" ||
        (s.role === "conclusion" && !opensAsConclusion(s.text) && !VERDICT.test(s.text)));
  // A harm the abstract names by its own short form ("febrile neutropenia (FN)") is a harms subject too.
  const named = harmNames(sentences);
  return inResults && (HARMS_SUBJECT.test(s.text) || (named?.test(s.text) ?? false)) && MEASURED.test(s.text);
}
