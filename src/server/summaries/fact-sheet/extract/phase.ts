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
    const phase = m && phaseOf(m[1]!);
    if (phase) return { phase, evidence: [partSpan(s, m!.index!, m!.index! + m![0].length)] };
  }
  return null;
}
