import type { FactSheet } from "../../../../shared/fact-sheet";
import type { SourceSentence } from "../source/read-source";
import { hasStatistics } from "./result-sentences";
import { sentenceSpan } from "./spans";

export const PRIMARY_MET =
  /\b(?:achieved|met|reached|attained|fulfilled) (?:its|the|our) (?:pre-?specified |predefined |pre-?defined )?primary (?:end ?-?points?|outcomes?|objectives?)\b/i;

/**
 * "This trial achieved its primary endpoint of recruiting 20 patients": the abstract says, in its own words, that its
 * primary question was answered; with no test in it, it compares no arms (a feasibility target met).
 */
export function primaryEndpointMet(results: SourceSentence[]): FactSheet["primaryResult"] | undefined {
  const met = results.find((s) => PRIMARY_MET.test(s.text));
  if (!met || hasStatistics(met.text)) return undefined;
  return { direction: "not-applicable", text: met.text, evidence: [sentenceSpan(met)], effects: [] };
}
