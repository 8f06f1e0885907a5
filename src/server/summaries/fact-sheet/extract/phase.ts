import type { Span } from "../../../../shared/fact-sheet";
import { PHASES } from "../../../../shared/fact-sheet";
import type { SourceSentence } from "../source/read-source";
import { countsTrials } from "./many-trials";
import { partSpan } from "./spans";

type Phase = (typeof PHASES)[number];
const ROMAN: Record<string, number> = { i: 1, ii: 2, iii: 3, iv: 4 };
// "phase III", "Phase Ib/II", "phase 2/3", "phase-II": bounded pieces, no nested repetition.
const PHASE =
  /\bphase\s?-?\s?((?:iv|i{1,3}|[1-4])[ab]?(?:\s?(?:\/|-|–|and|or)\s?(?:iv|i{1,3}|[1-4])[ab]?)?)(?![a-z0-9])/i;

// The phase of several trials ("phase III, advanced NSCLC chemotherapy trials") or of one still to come.
const MANY_AFTER = /^[,\s]{0,3}(?:[\w-]+,?\s){0,4}(?:trials|studies)\b/i;
const ANOTHER_BEFORE =
  /\b(?:conducting|conduct|planning|design(?:ing)?|before|prior to|inform|future|subsequent|larger|definitive|later|ahead of)\s(?:a|an|the|future|subsequent|larger|definitive)?\s?$/i;

/** "pooled from five phase III trials", "feasibility of conducting a phase III trial": other trials' phase. */
// Several trials are others' when their data are pooled: "In these two phase II trials" are the report's own.
const POOLED = /\b(?:pooled|combined|individual patient data|data (?:were|was) (?:drawn|taken|obtained) from)\b/i;
const ofOtherTrials = (text: string, from: number, to: number) =>
  (POOLED.test(text) && MANY_AFTER.test(text.slice(to, to + 60))) ||
  ANOTHER_BEFORE.test(text.slice(Math.max(0, from - 40), from));

// A study's phase sits beside a study word ("phase III randomised trial", "a phase 2, open-label study"); without one
// it may be a treatment's phase ("In phase I, PTV1 received 40 Gy"), so only the title may state it bare.
const STUDY_AFTER =
  /^[,\s]{0,3}(?:[\w-]+,?\s){0,4}(?:trials?|stud(?:y|ies)|randomi[sz]ed|rcts?|clinical|multicent(?:er|re)|dose[- ]escalation|open[- ]label|portion|part)\b/i;
const STUDY_BEFORE = /\b(?:trials?|stud(?:y|ies)|randomi[sz]ed)\b[^.;]{0,20}$/i;
// "phase I of radiotherapy", "In phase II, 26 Gy was delivered": a stage of a treatment, even in a title.
const TREATMENT_PHASE = /^\s?(?:of (?!a\b|the\b|an\b)|,)/i;
const TREATMENT_BEFORE = /(?:^|[.;:]\s?)(?:in|during)\s$/i;
const ownStudyPhase = (text: string, from: number, to: number, inTitle: boolean) => {
  const before = text.slice(Math.max(0, from - 40), from);
  if (TREATMENT_BEFORE.test(text.slice(Math.max(0, from - 8), from)) || TREATMENT_PHASE.test(text.slice(to, to + 8)))
    return STUDY_AFTER.test(text.slice(to, to + 60));
  return inTitle || STUDY_AFTER.test(text.slice(to, to + 60)) || STUDY_BEFORE.test(before);
};

/** "Ib" is 1, "II/III" is 2/3; a pair that is not a known phase pair keeps its higher part. */
export function phaseOf(written: string): Phase | undefined {
  const digits = written
    .toLowerCase()
    .split(/\s?(?:\/|-|–|and|or)\s?/)
    .map((p) => p.replace(/[ab]$/, ""))
    .map((p) => ROMAN[p] ?? Number(p))
    .filter((n) => n >= 1 && n <= 4);
  if (digits.length === 0) return undefined;
  const unique = [...new Set(digits)].sort();
  const joined = unique.join("/");
  if ((PHASES as readonly string[]).includes(joined)) return joined as Phase;
  return String(Math.max(...unique)) as Phase;
}

/** The phase the title states, else the first one the methods or objective state; background only when asked. */
export function findPhase(
  sentences: SourceSentence[],
  withBackground: boolean,
): { phase: Phase; evidence: Span[] } | null {
  const order = [
    ...sentences.filter((s) => s.field === "title"),
    ...sentences.filter((s) => s.field === "abstract" && s.role !== "background" && s.role !== "conclusion"),
    ...(withBackground ? sentences.filter((s) => s.role === "background") : []),
  ];
  // The phases of trials an audit counts ("40 phase III and 11 phase II") are not this study's.
  for (const s of order.filter((o) => !countsTrials(o.text))) {
    const m = s.text.match(PHASE);
    if (m && ofOtherTrials(s.text, m.index!, m.index! + m[0].length)) continue;
    if (m && !ownStudyPhase(s.text, m.index!, m.index! + m[0].length, s.field === "title")) continue;
    const phase = m && phaseOf(m[1]!);
    if (phase) return { phase, evidence: [partSpan(s, m!.index!, m!.index! + m![0].length)] };
  }
  return null;
}
