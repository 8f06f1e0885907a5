import type { SourceSentence } from "../source/read-source";
import type { Endpoint } from "./endpoint";
import { measuredList } from "./endpoint-listed";

// "The primary endpoint was the change from baseline after 1 and 3 months": a change that does not say of what.
const BARE_CHANGE =
  /^(?:the\s)?(?:mean\s|absolute\s|relative\s)?(?:change|difference|reduction|improvement|increase|decrease)s?(?:\sfrom baseline)?(?:\s(?:after|at|over|between)\s[^,;]{0,40})?$/i;

/**
 * An endpoint defined across two sentences: "Opioid doses, antibiotic use and QoL scores were monitored. The primary
 * endpoint was the change from baseline": the change is in the first thing the sentence before says was measured.
 */
export function changeOf(endpoint: Endpoint | null, sentences: SourceSentence[]): Endpoint | null {
  if (!endpoint || !BARE_CHANGE.test(endpoint.text.trim())) return endpoint;
  const span = endpoint.evidence[0]!;
  const at = sentences.findIndex((s) => s.field === span.field && s.start <= span.start && span.end <= s.end);
  const before = at > 0 ? sentences[at - 1]! : undefined;
  const measured = before && before.field === "abstract" ? measuredList([before]) : undefined;
  if (!measured) return endpoint;
  // "Opioid doses" reads as "opioid doses" inside the phrase; short forms stay as written.
  const what = /^[A-Z][a-z]/.test(measured.text)
    ? measured.text[0]!.toLowerCase() + measured.text.slice(1)
    : measured.text;
  const change = endpoint.text.match(/^(?:the\s)?(.*?)(\s(?:after|at|over|between)\s.*)?$/i)!;
  return {
    ...endpoint,
    text: `${change[1]} in ${what}${change[2] ?? ""}`,
    evidence: [...endpoint.evidence, ...measured.evidence],
  };
}
