import type { FactSheet, SourceText, Span, StudyType } from "../../../shared/fact-sheet";
import { DATA_SPLIT } from "./extract/allocation";

const RANDOM_WORD = /\brandom(?:i[sz]ed|i[sz]ation|ly|ised|ized)?\b/gi;
// Random words that do not mean random allocation of people.
const NOT_ALLOCATION_AFTER =
  /^[ -]?(?:effects?|forest|samples?|sampling|selection|error|intercepts?|variables?|number|digit|order|walk|survival forest)\b/i;
const SELECTION_VERB = /^ (?:selected|sampled|chosen|drawn|generated)\b/i;
const NEGATION_BEFORE = /(?:\bnon|\bnot|\bno|\bquasi|\bpseudo)[ -]?$/i;

function allocationIn(field: "title" | "abstract", text: string): Span | undefined {
  for (const m of text.matchAll(RANDOM_WORD)) {
    const at = m.index!;
    const end = at + m[0].length;
    const before = text.slice(Math.max(0, at - 8), at).replace(/\s+/g, " ");
    const after = text.slice(end, end + 80).replace(/\s+/g, " ");
    if (NEGATION_BEFORE.test(before) || NOT_ALLOCATION_AFTER.test(after)) continue;
    if (SELECTION_VERB.test(after) && !/^ \w+ (?:and|or) (?:assigned|allocated)/i.test(after)) continue;
    // "randomised into training and validation cohorts" splits data, not people between treatments.
    if (DATA_SPLIT.test(after.slice(0, 60))) continue;
    return { field, start: at, end };
  }
  return undefined;
}

/** Where the source says people were allocated at random ("randomly assigned", "randomised"), if it does. */
export const findRandomAllocation = (source: SourceText): Span | undefined =>
  allocationIn("abstract", source.abstract) ?? allocationIn("title", source.title);

/** What a "randomised-trial" without words of random allocation becomes (see the report for why). */
function downgrade(source: SourceText): StudyType {
  // It calls itself a trial: at most a non-randomised trial. Otherwise we cannot tell what it is.
  return /\btrial\b|\bphase\s*(?:[1-4]|I{1,3}V?|IV)\b/i.test(`${source.title}\n${source.abstract}`)
    ? "non-randomised-trial"
    : "other";
}

export type DesignCheck = { studyType: StudyType; randomised: boolean | null; reasons: string[] };

/** "randomised-trial" and randomised: true need words of random allocation in the source. */
export function checkDesign(sheet: FactSheet, source: SourceText): DesignCheck {
  const said = findRandomAllocation(source) !== undefined;
  const reasons: string[] = [];
  let { studyType, randomised } = sheet;
  if (!said && studyType === "randomised-trial") {
    studyType = downgrade(source);
    reasons.push("the study type says randomised, but the abstract never says people were allocated at random");
  }
  if (!said && randomised === true) {
    randomised = null;
    if (reasons.length === 0)
      reasons.push("randomised is true, but the abstract never says people were allocated at random");
  }
  if (said && studyType === "randomised-trial") randomised = true;
  if (studyType !== "randomised-trial" && reasons.length > 0) randomised = null;
  return { studyType, randomised, reasons };
}

/** Registrations as written without spaces, kept only when the source has them (spaces ignored). */
export function checkRegistrations(registrations: string[], source: SourceText): { kept: string[]; missing: string[] } {
  const text = `${source.title}\n${source.abstract}`.replace(/\s+/g, "").toUpperCase();
  const kept: string[] = [];
  const missing: string[] = [];
  for (const r of registrations) {
    const id = r.replace(/\s+/g, "");
    (id.length >= 4 && id.length <= 64 && text.includes(id.toUpperCase()) ? kept : missing).push(id);
  }
  return { kept: [...new Set(kept)], missing };
}

/** A phase needs the word "phase" in the source. */
export const phaseIsStated = (source: SourceText) => /\bphase\b/i.test(`${source.title}\n${source.abstract}`);
