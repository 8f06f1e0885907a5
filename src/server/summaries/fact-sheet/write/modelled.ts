import type { SourceText, Span } from "../../../../shared/fact-sheet";
import { locateWord } from "./locate";

// Words only a decision or simulation model uses of itself ("cost-effectiveness" alone is also a trial's outcome).
const MODEL_STEMS = [
  "markov",
  "decision model",
  "decision-analytic",
  "decision analytic",
  "microsimulation",
  "simulation model",
  "simulated cohort",
  "hypothetical cohort",
];

// People counted by number ("120 patients"; not "the S-1 strategy in patients") were studied themselves, whatever model was built on them as well.
const COUNTED =
  /(?<![\w.,$-])\d[\d,]*\s(?:(?!(?:in|with|of|for|and|or)\s)[\w-]+\s){0,2}?(?:patients|people|participants|subjects|women|men|children|cases|individuals)\b/i;

/** The words that show a study is a model of choices, not of treated people; null when none are found. */
export const modelSpan = (source: SourceText): Span | null =>
  COUNTED.test(`${source.title}\n${source.abstract}`) ? null : locateWord(source, MODEL_STEMS);
