import type { SourceSentence } from "../source/read-source";
import type { Endpoint } from "./endpoint";
import { widen } from "./outcomes";
import { partSpan } from "./spans";

// "which of two schemes offered better activity": a treatment's activity is read as its tumour response.
const ACTIVITY = /^(?:(?:better|greater|higher|anti-?tumou?r|clinical)\s)*activity$/i;
const RESPONSE = /\b(?:overall|objective) response rate|\bresponse rate\b|\bobjective response\b/i;

/** A bare "activity" named as the measure the methods or results report it by ("an overall response rate of 46%"). */
export function activityAsResponse(endpoint: Endpoint, body: SourceSentence[]): Endpoint {
  if (!ACTIVITY.test(endpoint.text.trim())) return endpoint;
  const ordered = [...body.filter((s) => s.role === "methods"), ...body.filter((s) => s.role === "results")];
  for (const s of ordered) {
    const m = s.text.match(RESPONSE);
    if (!m) continue;
    const w = widen(s.text, m.index!, m.index! + m[0].length);
    return {
      ...endpoint,
      text: s.text.slice(w.from, w.to),
      evidence: [...endpoint.evidence, partSpan(s, w.from, w.to)],
    };
  }
  return endpoint;
}
