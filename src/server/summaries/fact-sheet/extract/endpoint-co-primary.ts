import type { SourceSentence } from "../source/read-source";
import type { Endpoint } from "./endpoint";
import { measurable } from "./endpoint-aim";
import { cut } from "./phrase-cut";
import { partSpan } from "./spans";

// "Primary endpoints are", "co-primary outcomes were": more than one endpoint is named.
const PLURAL = /\bco-?primary\b|\b(?:end[- ]?points|outcomes|outcome measures)\b/i;
const MEASURED_BY = /^\s(?:assessed|measured|evaluated|graded|rated|scored) (?:by|using|with|on)\s/i;
const JOIN = /^(?:,\s)?(?:and|as well as)\s(?:the\s)?/i;

/**
 * "Primary endpoints are A assessed by the X scale (X) and B measured by Y": the first phrase ends at its measure,
 * so the second endpoint starts after the next "and" outside brackets, before the sentence ends.
 */
export function withCoPrimary(s: SourceSentence, cue: string, first: { from: number; to: number }): Endpoint {
  const one: Endpoint = {
    text: s.text.slice(first.from, first.to),
    stated: true,
    evidence: [partSpan(s, first.from, first.to)],
  };
  if (!PLURAL.test(cue)) return one;
  const limit = Math.min(s.text.length, first.to + 240);
  let depth = 0;
  for (let i = first.to; i < limit; i++) {
    const c = s.text[i]!;
    if (c === "(" || c === "[") depth++;
    else if ((c === ")" || c === "]") && depth > 0) depth--;
    else if (depth === 0 && (c === ";" || c === ".")) break;
    else if (depth === 0 && (c === " " || c === ",")) {
      const join = s.text.slice(i + (c === " " ? 1 : 0), i + 16).match(JOIN);
      if (!join) continue;
      const second = cut(s.text, i + (c === " " ? 1 : 0) + join[0].length);
      const text = second ? s.text.slice(second.from, second.to) : "";
      // Only another measurable thing: "and analysed by intention to treat" is not an endpoint.
      // Another measurable thing, or one given its own measure ("B measured by Y"): "and analysed by ITT" is not one.
      const measured = second && MEASURED_BY.test(s.text.slice(second.to, second.to + 30));
      if (!second || !(measured || measurable(text)) || text.split(/\s+/).length > 8) return one;
      // Said one after the other ("recruitment, adherence, and retention"): the abstract's own words, whole.
      if (/^,?\s(?:and|as well as)\s$/i.test(s.text.slice(first.to, second.from)))
        return {
          text: s.text.slice(first.from, second.to),
          stated: true,
          evidence: [partSpan(s, first.from, second.to)],
        };
      return {
        text: `${one.text} and ${text}`,
        stated: true,
        evidence: [...one.evidence, partSpan(s, second.from, second.to)],
      };
    }
  }
  return one;
}
