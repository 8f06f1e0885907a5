import type { FactSheet, SourceText } from "../../../../shared/fact-sheet";
import { readSource } from "../source/read-source";

/**
 * Whether a patient may be offered the reader's guess at an endpoint the abstract never calls primary: only when the
 * title or the abstract's aim or methods name it. One read from a result sentence is one outcome among those the
 * results report, so the patient is told the main thing measured could not be read with confidence, unless the
 * figures the patient reads come from that same sentence.
 */
export function guessOffered(sheet: FactSheet, source: SourceText): boolean {
  const endpoint = sheet.primaryEndpoint;
  if (!endpoint || endpoint.stated) return true;
  const span = endpoint.evidence[0];
  if (!span) return false;
  if (span.field === "title") return true;
  const s = readSource(source).sentences.find(
    (t) => t.field === "abstract" && t.start <= span.start && span.end <= t.end,
  );
  if (s === undefined || s.role === "conclusion") return false;
  // Read from the very sentence whose figures the patient is given: what those figures measure, so named with them.
  const result = sheet.primaryResult.evidence.some(
    (e) => e.field === "abstract" && s.start <= e.start && e.end <= s.end,
  );
  return s.role !== "results" || (result && (sheet.primaryResult.byArm?.length ?? 0) > 0);
}
