import type { ArmFact, SourceText, StudyType } from "../../../shared/fact-sheet";
import { unsoundArms } from "./extract/arms-gate";
import { readSource } from "./source/read-source";

// Words that join the parts of an arm's name; the rest must be in the arm's own evidence.
const JOINERS = new Set([
  "and",
  "or",
  "plus",
  "with",
  "the",
  "of",
  "in",
  "to",
  "a",
  "an",
  "arm",
  "group",
  "groups",
  "versus",
  "vs",
  "by",
  "for",
  "then",
  "followed",
  "treatment",
  "therapy",
]);
const CONTROL_CUE =
  /\b(?:placebo|alone|usual care|standard|observation|best supportive care|control|no treatment|sham|waiting list|wait-list)\b/i;

const LACKING = new Set(["no"]);

/** "no X" where X is part of another arm's name. */
function lacking(name: string, others: string[]): boolean {
  const rest = name.match(/^no\s(.+)$/i)?.[1]?.toLowerCase();
  return !!rest && others.some((o) => o.toLowerCase().includes(rest));
}

/** Lower-case words and numbers of a text, dashes and slashes as spaces. */
export const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+(?:\.\d+)?/gu) ?? [];

/** The name's content words, each found among the evidence's words (a plural or an inflection may differ). */
export function nameIsInEvidence(name: string, evidence: string, others: string[] = []): boolean {
  // "m^−2cyclophosphamide": a dose's unit run into the drug's name still quotes the drug.
  const have = new Set(wordsOf(evidence).flatMap((w) => [w, w.replace(/^\d+(?=\p{L}{3})/u, "")]));
  const stems = new Set([...have].map((w) => w.slice(0, 5)));
  // "no X": a comparator named by what it lacks may say so when X is another arm's treatment.
  const lacks = lacking(name, others);
  const wanted = wordsOf(name).filter((w) => !JOINERS.has(w) && !(lacks && LACKING.has(w)));
  if (wanted.length === 0) return false;
  return wanted.every((w) => have.has(w) || (w.length > 5 && stems.has(w.slice(0, 5))));
}

/**
 * Roles that look swapped: an "intervention" whose name says control (placebo, alone, standard ...) while an arm
 * marked "control" says nothing of the kind.
 */
export function rolesLookSwapped(arms: ArmFact[]): boolean {
  const controlNamedIntervention = arms.some((a) => a.role === "intervention" && CONTROL_CUE.test(a.name));
  const plainControl = arms.some((a) => a.role === "control" && !CONTROL_CUE.test(a.name));
  return controlNamedIntervention && plainControl;
}

/** Words of each arm's name that no other arm's name has: what tells the arms apart in a sentence. */
export function distinctiveWords(arms: ArmFact[]): Set<string>[] {
  const named = arms.map((a) => new Set(wordsOf(a.name).filter((w) => !JOINERS.has(w) && !/^\d/.test(w))));
  return named.map(
    (words, i) => new Set([...words].filter((w) => named.every((other, j) => j === i || !other.has(w)))),
  );
}

const NUMBERISH = /\d/;
const WINDOW = 80;

/**
 * Which arm a figure in a sentence belongs to: the first arm word after it, before the next figure ("14.2 months
 * with drug A"), else the only arm named between the previous figure and it ("drug A: 14.2 months"). Undefined
 * when the sentence does not settle it ("respectively", both arms or none nearby).
 */
export function armOfFigure(evidence: string, at: number, length: number, words: Set<string>[]): number | undefined {
  if (/\brespectively\b/i.test(evidence)) return undefined;
  const tokens = (from: number, to: number) => [
    ...evidence
      .slice(from, to)
      .toLowerCase()
      .matchAll(/[\p{L}\p{N}]+(?:\.\d+)?/gu),
  ];
  const armOf = (w: string) => words.findIndex((set) => set.has(w));
  for (const t of tokens(at + length, at + length + WINDOW)) {
    if (NUMBERISH.test(t[0])) break;
    const arm = armOf(t[0]);
    if (arm >= 0) return arm;
  }
  const before = tokens(Math.max(0, at - WINDOW), at);
  const seen = new Set<number>();
  for (let i = before.length - 1; i >= 0; i--) {
    if (NUMBERISH.test(before[i]![0])) break;
    const arm = armOf(before[i]![0]);
    if (arm >= 0) seen.add(arm);
  }
  return seen.size === 1 ? [...seen][0] : undefined;
}

/**
 * Why a list of arms, whoever read it, disagrees with what the abstract says of its own arms (one arm of a randomised
 * trial, another stated count, a name that is no treatment, a treatment of the title's comparison in no arm).
 */
export const armsDisagree = (arms: ArmFact[], source: SourceText, studyType: StudyType): string | undefined =>
  arms.length === 0 ? undefined : unsoundArms(arms, readSource(source).sentences, studyType);
