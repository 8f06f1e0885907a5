import type { FactSheet } from "../../../../shared/fact-sheet";
import type { SourceSentence } from "../source/read-source";
import { judgeDirection } from "./direction";
import { readEffects } from "./effects";
import { firstOutcome, outcomeKinds } from "./outcomes";
import { sentenceSpan } from "./spans";

type PrimaryResult = FactSheet["primaryResult"];

// A comparison: a p value, an interval, an effect measure, or words that compare groups.
const COMPARISON = /\b[Pp]\s?(?:-?\s?value)?\s?[<=>≤≥]|\b9[05]\s?%\s?(?:CI|confidence)|\b(?:HR|OR|RR)\b|hazard ratio|odds ratio|\bsignificant(?:ly)?\b|\bdiffer(?:ed|ence|ent)?\b|\bsimilar\b|\bcomparable\b|\bnon-?\s?inferior|\bsuperior\b|\bn\.s\./i;
// Sentences that hold statistics but not the trial's result.
const NOT_RESULT = /\bbaseline characteristics\b|\bwere (?:well )?balanced\b|\bconsidered (?:statistically )?significant\b|\bsignificance level\b|\bpower(?:ed)?\b|\bsample size\b|\bwere randomi[sz]ed\b(?![^.]*\b(?:p|HR)\b)/i;
const STOP_WORDS = new Set(["primary", "endpoint", "outcome", "patients", "between", "groups", "measured", "assessed", "defined", "which", "their", "after", "total", "number", "proportion", "percentage", "change", "score", "month", "months", "years", "weeks", "rate"]);

function mentions(text: string, endpoint: string): boolean {
  const kinds = outcomeKinds(endpoint);
  if ([...outcomeKinds(text)].some((k) => kinds.has(k))) return true;
  const words = endpoint.toLowerCase().split(/[^a-z0-9-]+/).filter((w) => w.length >= 5 && !STOP_WORDS.has(w));
  const lower = text.toLowerCase();
  return words.some((w) => lower.includes(w));
}

/** The result sentences: the results section, or in an unstructured abstract the sentences with statistics. */
export function resultSentences(sentences: SourceSentence[]): SourceSentence[] {
  const body = sentences.filter((s) => s.field === "abstract");
  const results = body.filter((s) => s.role === "results");
  return results.length > 0 ? results : body.filter((s) => s.role !== "background" && s.role !== "methods" && s.role !== "registration" && COMPARISON.test(s.text));
}

/** The sentence that reports the primary endpoint's comparison, its effects and its direction. */
export function findPrimaryResult(
  sentences: SourceSentence[],
  endpoint: { text: string; stated: boolean } | null,
  nonInferiorityAim: boolean,
): PrimaryResult {
  const candidates = resultSentences(sentences).filter((s) => COMPARISON.test(s.text) && !NOT_RESULT.test(s.text));
  const onEndpoint = endpoint ? candidates.find((s) => mentions(s.text, endpoint.text)) : undefined;
  const chosen = onEndpoint ?? (endpoint?.stated ? undefined : candidates[0]);
  if (!chosen) return { direction: "not-reported", text: null, evidence: [], effects: [] };
  const effects = readEffects(chosen.text);
  const direction = judgeDirection({ sentence: chosen.text, effects, nonInferiorityAim, endpoint: endpoint?.text ?? firstOutcome(chosen.text)?.words ?? "" });
  return {
    direction,
    text: chosen.text,
    evidence: [sentenceSpan(chosen)],
    effects: effects.map(({ measure, value, ci, p }) => ({ measure, value, ...(ci ? { ci } : {}), ...(p ? { p } : {}) })),
  };
}
