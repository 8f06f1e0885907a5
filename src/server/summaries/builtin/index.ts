import { findUnsupportedNumbers, readSourceNumbers, type SourceNumbers } from "../number-check";
import { clinicianLines } from "./clinician";
import { readFacts, type BuiltinInput } from "./facts";
import { patientSentences } from "./patient";

export type { BuiltinInput } from "./facts";

/** Part of the summary cache key: bump it when the output for the same abstract changes. */
export const BUILTIN_VERSION = "builtin-1";

const CLOSING = "If you have questions about this study or your own care, talk with your care team.";

function noAbstract(title: string, journal: string): { clinicianSummary: string; patientSummary: string } {
  const where = journal ? ` in ${journal}` : "";
  return {
    clinicianSummary: [
      `No abstract was published for this record${where}.`,
      `Title: ${title || "not given"}`,
      "Design, participants, endpoints and results: not reported; read the full article before drawing conclusions.",
    ].join("\n"),
    patientSummary: [
      `This record has a title but no abstract, so there is no summary of its results here.`,
      title ? `The title is: ${title}` : "",
      `The full article${where} may have more details.`,
      CLOSING,
    ]
      .filter(Boolean)
      .join(" "),
  };
}

/** Lines or sentences whose numbers the source backs; a safety net, since templates only copy numbers. */
const supported = (parts: string[], source: SourceNumbers) => parts.filter((p) => findUnsupportedNumbers(p, source).length === 0);

/** Both summaries from the abstract alone: deterministic, no model, a few milliseconds. */
export function builtinSummarize(input: BuiltinInput): { clinicianSummary: string; patientSummary: string } {
  const title = input.title.replace(/<[^>]*>/g, "").trim();
  const journal = input.journal.replace(/<[^>]*>/g, "").trim();
  // The number check reads title + abstract, so sections without an abstract string are not used.
  if (!input.abstract.trim()) return noAbstract(title, journal);
  const facts = readFacts(input);
  // Read once: every line and sentence is checked against the same source.
  const source = readSourceNumbers(`${input.title}\n${input.abstract}`);
  return {
    clinicianSummary: supported(clinicianLines(facts), source).join("\n"),
    patientSummary: supported(patientSentences(facts), source).join(" "),
  };
}
