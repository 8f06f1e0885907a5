import type { SourceSentence } from "../source/read-source";
import type { Endpoint } from "./endpoint";
import { partSpan, sentenceHolding } from "./spans";

// "to determine if attendance ...": the aim's verb and its "if" are not part of what was measured.
const VERB_LEAD =
  /^(?:to\s)?(?:determine|assess|evaluate|examine|investigate|establish|compare|measure|test|see|know)\s(?:if|whether)\s(?:the\s|a\s|an\s)?/i;
// "effect on dysphagia without increased pain": a proviso about a harm follows the outcome; the outcome is before it.
const PROVISO =
  /\s(?:without|with no)\s(?:(?:any|an|a)\s)?(?:increase[sd]?|more|added|additional|greater|worse\w*|higher)\b/i;

// "Incremental cost-effectiveness ratio (ICER) was regarded": the verb of "was regarded as the primary outcome" is not part of it.
const TRAILING_VERB = /\s(?:was|were|is|are|has been|have been)\s[a-z]+$/i;

/**
 * The reading cut to its outcome: an aim's leading verb ("determine if") and a trailing proviso ("without increased
 * pain") are dropped, when the reading's words are the span's own (otherwise it is left as read).
 */
export function tidyEndpoint(found: Endpoint, sentences: SourceSentence[]): Endpoint {
  const span = found.evidence[0];
  const s = span ? sentenceHolding(span, sentences) : undefined;
  if (!span || !s || s.text.slice(span.start - s.start, span.end - s.start) !== found.text) return found;
  let from = span.start - s.start;
  let to = span.end - s.start;
  const lead = found.text.match(VERB_LEAD);
  if (lead) from += lead[0].length;
  const proviso = found.text.search(PROVISO);
  if (proviso > 0) to = span.start - s.start + proviso;
  const trailing = s.text.slice(from, to).search(TRAILING_VERB);
  if (trailing > 0) to = from + trailing;
  if ((!lead && proviso <= 0 && trailing <= 0) || to - from < 3) return found;
  return { ...found, text: s.text.slice(from, to), evidence: [partSpan(s, from, to), ...found.evidence.slice(1)] };
}
