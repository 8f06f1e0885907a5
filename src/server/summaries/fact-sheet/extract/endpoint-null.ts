import type { FactSheet } from "../../../../shared/fact-sheet";
import type { SourceSentence } from "../source/read-source";
import { pSignificance, pValues } from "./effects";
import type { Endpoint } from "./endpoint";
import { endpointMention } from "./endpoint-mentions";
import { sentenceSpan } from "./spans";

// "No improvement in overall survival resulted", "survival did not differ": the shown endpoint's own null.
const NULL =
  /\bno (?:\w+ )?(?:statistically )?(?:significant )?(?:improvement|difference|benefit|advantage|effect)\b|\bnot (?:statistically )?(?:significantly )?(?:differ|different|improved|prolonged)\b|\bdid not (?:significantly )?(?:differ|improve|prolong)\b|\b(?:similar|comparable)\b/i;
// "No differences in body weight before and after treatment in any group": a change inside each group, not the arms.
const WITHIN =
  /\bbefore and after\b|\bbaseline\b|\b(?:in|within) (?:any|each|either|both) (?:of the )?(?:groups?|arms?)\b|\bat (?:entry|randomi[sz]ation)\b/i;

const nullOf = (text: string) =>
  NULL.test(text) && !WITHIN.test(text) && !pValues(text).some((p) => pSignificance(p.sign, p.value) === "significant");

/**
 * With the endpoint shown (called primary, or read from the objective), a win quoted from a sentence that never names
 * it, while a results sentence says that endpoint did not differ, is another outcome's: the primary result is that null.
 */
export function endpointNullInstead(
  result: FactSheet["primaryResult"],
  endpoint: Endpoint | null,
  sentences: SourceSentence[],
): FactSheet["primaryResult"] {
  const winner = result.direction === "favours-intervention" || result.direction === "favours-control";
  if (!endpoint || !winner) return result;
  const names = endpointMention(endpoint.text);
  if (names(result.text ?? "")) return result;
  const own = sentences.find(
    (s) => (s.role === "results" || s.role === "other") && s.text !== result.text && names(s.text) && nullOf(s.text),
  );
  return own
    ? { direction: "no-significant-difference", text: own.text, evidence: [sentenceSpan(own)], effects: [] }
    : result;
}
