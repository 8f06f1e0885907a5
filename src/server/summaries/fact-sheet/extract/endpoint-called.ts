import type { SourceSentence } from "../source/read-source";
import type { Endpoint } from "./endpoint";

// "The primary goals of compliance, accrual ...", "main outcomes were: X": the words just before the endpoint call it primary.
const CALLED_PRIMARY =
  /\b(?:primary|main|principal) (?:goals?|objectives?|aims?|end ?-?points?|outcomes?(?: measures?)?)(?:\s(?:was|were|is|are))?:?\s(?:of\s|to\s(?:assess|evaluate|determine|measure)\s)?(?:the\s)?$/i;

/** An endpoint read as unstated whose own sentence names it right after "primary goal(s) of" is stated after all. */
export function calledPrimary(endpoint: Endpoint | null, sentences: SourceSentence[]): Endpoint | null {
  if (!endpoint || endpoint.stated) return endpoint;
  const span = endpoint.evidence[0];
  const s = span && sentences.find((x) => x.field === span.field && x.start <= span.start && span.start < x.end);
  if (!s) return endpoint;
  const at = span.start - s.start;
  return CALLED_PRIMARY.test(s.text.slice(Math.max(0, at - 60), at)) ? { ...endpoint, stated: true } : endpoint;
}
