import type { SourceSentence } from "../source/read-source";
import type { Found } from "./arm-names";
import { splitPair } from "./arm-pairs";

// "results of a randomized trial of A versus B including 1,347 patients": the trial's own name for its arms.
const TRIAL_OF =
  /\brandomi[sz]ed (?:(?:controlled|clinical|multicent(?:re|er)|phase I{1,3}|open-label) ){0,2}(?:trial|study) (?:of|comparing) (?:the )?/gi;

// "A randomized trial of A versus B is underway", "a previous randomized trial of ...": another trial, not this one.
const ANOTHER =
  /\b(?:underway|under way|ongoing|planned|planning|will|warranted|needed|should|future|next|previous(?:ly)?|prior|earlier|recent(?:ly)?|published|other)\b/i;

const blank = (text: string) => text.replace(/\([^()]{0,200}\)/g, (x) => " ".repeat(x.length));

/** "a randomized trial of A (dose) versus B": two arms only where "versus" or "or" sets them apart, never "and". */
export function fromTrialOf(s: SourceSentence): Found[] {
  if (ANOTHER.test(s.text)) return [];
  for (const m of [...s.text.matchAll(TRIAL_OF)].slice(0, 2)) {
    const from = m.index! + m[0].length;
    const window = blank(s.text.slice(from, from + 260));
    // Only a versus between the two: "a trial of A in women with B or C" names one arm and two diseases.
    const versus = window.search(/\s(?:versus|vs\.?|compared (?:with|to))\s/i);
    if (versus < 0) continue;
    const found = splitPair(s, from, window, false);
    if (found.length === 2) return found;
  }
  return [];
}
