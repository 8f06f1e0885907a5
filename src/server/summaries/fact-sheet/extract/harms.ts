import type { Fact } from "../../../../shared/fact-sheet";
import type { SourceSentence } from "../source/read-source";
import { sentenceSpan } from "./spans";

const HARMS =
  /\b(?:adverse (?:events?|effects?(?! (?:on|upon)\b)|reactions?)|toxicit\w*|side[- ]effects?|grade\s?(?:[3-5]|iii|iv|≥\s?[2-4]|>\s?[2-3])|safety|tolera\w*|complications?|serious adverse|treatment-related deaths?|neutropenia|haematological|hematological|morbidity|hand[- ]foot (?:syndrome|skin reaction)|(?:[34]\/4|III\/IV) grade)\b/i;
// Plans and definitions are not reports of harm ("Secondary endpoints included toxicity").
const PLANNED =
  /\b(?:end ?-?points?|outcomes? (?:measures? )?(?:were|was|included|include)|will be|were (?:assessed|recorded|graded|evaluated|monitored|measured)|was (?:assessed|recorded|graded|evaluated|monitored|measured)|according to|CTCAE|criteria)\b/i;

// "Reduce specific side-effects of chemotherapy": a benefit on symptoms the trial treated, not the harms of its arms.
const RELIEVED =
  /\b(?:reduc\w*|improv\w*|reliev\w*|alleviat\w*|prevent\w*|ameliorat\w*|lessen\w*|mitigat\w*|counteract\w*)\b[^.;]{0,30}?\b(?:side[- ]effects?|toxicit\w*|adverse effects?|complications?)\b/i;
const harmful = (text: string) => HARMS.test(text.replace(RELIEVED, " ")) && !PLANNED.test(text);

/** The sentence that reports adverse events, from the results first, then the conclusion. */
export function findHarms(sentences: SourceSentence[], results: SourceSentence[]): Fact | null {
  const conclusion = sentences.filter((s) => s.field === "abstract" && s.role === "conclusion");
  for (const pool of [results, conclusion]) {
    const hit = pool.find((s) => harmful(s.text));
    if (hit) return { text: hit.text, evidence: [sentenceSpan(hit)] };
  }
  return null;
}
