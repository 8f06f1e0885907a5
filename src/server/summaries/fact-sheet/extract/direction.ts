import type { Direction } from "../../../../shared/fact-sheet";
import { effectSignificance, pSignificance, pValues, saysNotSignificant, type ReadEffect } from "./effects";

const NO_DIFFERENCE = /\b(?:no (?:statistically )?(?:significant|clear|meaningful|relevant)?\s?(?:differences?|improvement|benefit|effect|advantage|impact|change)|not (?:statistically )?significant(?:ly)?|did not (?:\w+ )?(?:differ|improve|prolong|increase|reduce|decrease|change|affect|show|reach|result|lead)|does not (?:differ|improve)|were not (?:\w+ )?(?:different|improved|affected)|was not (?:\w+ )?(?:different|improved|affected|associated)|failed to|similar|comparable|equivalent|no (?:evidence|differences?))\b/i;
const SIGNIFICANT = /\b(?:significant(?:ly)?|superior)\b/i;
// Outcomes where fewer is better: a ratio below 1 favours the arm in its numerator.
const BAD_EVENT = /\b(?:death|mortality|progression|recurrence|relapse|toxicit|adverse|complication|infection|seroma|pain|nausea|vomiting|fatigue|anxiety|depression|distress|events?|failure|incidence|risk|hazard|ulcer|mucositis|dermatitis|neutropenia)/i;
const WORSE = /\b(?:significantly (?:worse|shorter|inferior)|inferior|detrimental|harm)\b/i;
const NON_INFERIOR_SHOWN = /\bnon-?\s?inferior(?:ity)? (?:was|were|has been) (?:shown|demonstrated|established|confirmed|met)|\b(?:was|were|is|are) non-?\s?inferior\b|\bnoninferior\b(?! margin)|\bequivalen(?:t|ce) (?:was|were) (?:shown|demonstrated)|\bnon-?\s?inferiority (?:criteria|criterion) (?:was|were) met/i;
const NON_INFERIOR_FAILED = /\bnon-?\s?inferiority (?:was|could) not\b|\bnot (?:be )?(?:shown|demonstrated) (?:to be )?non-?\s?inferior|\bfailed to (?:show|demonstrate) non-?\s?inferiority/i;

export type DirectionInput = {
  sentence: string;
  effects: ReadEffect[];
  /** The trial says its aim is non-inferiority or equivalence, with a margin or in so many words. */
  nonInferiorityAim: boolean;
  /** The endpoint the result is about, to know whether fewer events is better. */
  endpoint: string;
};

/** The primary comparison's direction, from its statistics and then its words, never from the conclusion. */
export function judgeDirection(input: DirectionInput): Direction {
  const { sentence, effects, nonInferiorityAim } = input;
  if (nonInferiorityAim && NON_INFERIOR_FAILED.test(sentence)) return "no-significant-difference";
  if (nonInferiorityAim && NON_INFERIOR_SHOWN.test(sentence)) return "non-inferior";
  const judged = effects.map((e) => ({ e, sig: effectSignificance(e) })).filter((x) => x.sig);
  const first = judged[0];
  if (first?.sig === "significant") {
    const ratio = /^(?:HR|OR|RR|IRR|rate ratio|incidence rate ratio)$/i.test(first.e.measure);
    if (ratio) {
      const badEvent = first.e.measure === "HR" || BAD_EVENT.test(input.endpoint) || BAD_EVENT.test(sentence.slice(0, first.e.start));
      const below = Number(first.e.value) < 1;
      return below === badEvent ? "favours-intervention" : "favours-control";
    }
    return WORSE.test(sentence) ? "favours-control" : "favours-intervention";
  }
  if (first?.sig === "not-significant") return nonInferiorityAim && /non-?\s?inferior/i.test(sentence) ? "non-inferior" : "no-significant-difference";
  if (NO_DIFFERENCE.test(sentence) || saysNotSignificant(sentence)) return "no-significant-difference";
  const ps = pValues(sentence).map((p) => pSignificance(p.sign, p.value));
  if (ps[0] === "significant" || (ps.length === 0 && SIGNIFICANT.test(sentence))) return WORSE.test(sentence) ? "favours-control" : "favours-intervention";
  if (ps[0] === "not-significant") return "no-significant-difference";
  return "not-reported";
}
