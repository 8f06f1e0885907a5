import type { SourceSentence } from "../source/read-source";
import { cleanArm, looksLikeControl, type Found } from "./arm-names";
import { splitPair } from "./arm-pairs";

const FACTORIAL = /\bfactorial\b|\b2\s?[x×]\s?2\b/i;
const ALLOCATE = /\b(?:randomi[sz]ed|randomly (?:assigned|allocated)|assigned|allocated)\s(?:[^.;]{0,80}?\s)??to\s/i;
// The second factor of a factorial allocation: "... to A or placebo and to B or placebo".
const SECOND = /,?\s(?:and|then)\s(?:(?:also|then|separately)\s)?to\s/i;
// "received A and B in random order": a crossover gives every patient both treatments.
const RANDOM_ORDER =
  /\b(?:received|receive|underwent|undergo|were given|took)\s(?:both\s)?([^.;]{3,120}?)\s(?:in (?:a )?random(?:i[sz]ed)? (?:order|sequence))/i;

const blank = (text: string) => text.replace(/\([^()]{0,200}\)/g, (x) => " ".repeat(x.length));

// Asked once per sentence: whether the abstract is factorial is worked out once per abstract, not once per sentence
// (that made reading 20,000 characters of one-word sentences quadratic).
const factorialAbstracts = new WeakMap<SourceSentence[], boolean>();
function isFactorial(sentences: SourceSentence[]): boolean {
  let known = factorialAbstracts.get(sentences);
  if (known === undefined) factorialAbstracts.set(sentences, (known = sentences.some((x) => FACTORIAL.test(x.text))));
  return known;
}

/** A 2 × 2 factorial trial: each factor's active arm, and the shared comparator ("placebo") once. */
export function fromFactorial(s: SourceSentence, sentences: SourceSentence[]): Found[] {
  if (!isFactorial(sentences)) return [];
  const m = s.text.match(ALLOCATE);
  if (!m) return [];
  const from = m.index! + m[0].length;
  const window = blank(s.text.slice(from, from + 300));
  const second = window.match(SECOND);
  if (!second) return [];
  const first = splitPair(s, from, window.slice(0, second.index!), false);
  const from2 = from + second.index! + second[0].length;
  const other = splitPair(s, from2, window.slice(second.index! + second[0].length), false);
  if (first.length !== 2 || other.length !== 2) return [];
  // "zoledronic acid or no zoledronic acid": going without the factor's drug is that factor's comparator.
  const without = (f: Found, pair: Found[]) =>
    looksLikeControl(f.name) ||
    (/^no\s/i.test(f.name) && pair.some((o) => o !== f && f.name.toLowerCase() === `no ${o.name.toLowerCase()}`));
  const active = [first, other].map((pair) => pair.filter((f) => !without(f, pair)));
  const controls = [first, other].flatMap((pair) => pair.filter((f) => without(f, pair)));
  if (active.some((a) => a.length !== 1) || controls.length === 0) return [];
  const seen = new Set<string>();
  const comparators = controls.filter((f) => !seen.has(f.name.toLowerCase()) && seen.add(f.name.toLowerCase()));
  return [active[0]![0]!, active[1]![0]!, ...comparators.map((f) => ({ ...f, control: true as const }))];
}

/** "30 patients received drug A and placebo in random order": the two treatments of a crossover trial. */
export function fromRandomOrder(s: SourceSentence): Found[] {
  const m = s.text.match(RANDOM_ORDER);
  if (!m) return [];
  const list = m[1]!;
  const listAt = m.index! + m[0].lastIndexOf(list);
  const joint = list.match(/\s(?:and|or)\s/);
  if (!joint || /\s(?:and|or)\s/.test(list.slice(joint.index! + joint[0].length))) return [];
  const pieces = [
    { text: list.slice(0, joint.index!), at: 0 },
    { text: list.slice(joint.index! + joint[0].length), at: joint.index! + joint[0].length },
  ];
  const out: Found[] = [];
  for (const piece of pieces) {
    const arm = cleanArm(piece.text);
    if (!arm) return [];
    out.push({ name: arm.name, s, at: listAt + piece.at + arm.offset });
  }
  return out;
}

// "randomized to 3 or 6 months of adjuvant chemotherapy": arms that differ only by how long the treatment lasts.
const COUNT = String.raw`(?:\d{1,3}|one|two|three|four|five|six|eight|ten|twelve)`;
// "3 or 6 months of X" and "3 months or 6 months of X".
const DURATIONS = new RegExp(
  String.raw`\b(${COUNT})(?:[\s-](?:months?|weeks?|years?|cycles?|courses?|fractions?|days?))?\s(?:or|versus|vs\.?)\s(${COUNT})(?:\s|-)(months?|weeks?|years?|cycles?|courses?|fractions?|days?)\sof\s`,
  "i",
);

/** Each duration with the treatment after it: "3 months of X" and "6 months of X", the evidence the whole phrase. */
export function fromDurations(s: SourceSentence): Found[] {
  const m = s.text.match(DURATIONS);
  if (!m) return [];
  const from = m.index! + m[0].length;
  const arm = cleanArm(s.text.slice(from, from + 160));
  if (arm?.offset !== 0 || looksLikeControl(arm.name)) return [];
  const end = from + arm.name.length;
  const unit = m[3]!;
  return [m[1]!, m[2]!].map((n) => ({ name: `${n} ${unit} of ${arm.name}`, s, at: m.index!, end }));
}
