import type { ArmFact } from "../../../../shared/fact-sheet";
import type { SourceSentence } from "../source/read-source";
import { cleanArm } from "./arm-names";
import { partSpan, sentenceHolding } from "./spans";

// "In these two randomized phase II trials", "presentation of two novel trials": more than one comparison reported.
const SEVERAL = /\b(?:two|three|both)\s(?:[\w,-]+\s){0,5}?(?:trials|studies)\b/i;
// A trial's own name: "the CHARTA trial", "CHARTA: NCT01321957", "trials (CHARTA and PERIMAX)".
const LABEL = /\b([A-Z][A-Z0-9-]{3,15})(?:\s(?:trial|study)\b|:\s?NCT\d)/g;
const LABEL_PAIR = /\((?:the\s)?([A-Z][A-Z0-9-]{3,15}) and ([A-Z][A-Z0-9-]{3,15})(?: trials)?\)/g;
const OPENER = /\b(?:to|between|with)\s/g;
// Where the added drug's name ends: a schedule, a clause, a bracket.
const ADDED_END = /[,;()]|\s(?:for|in|every|until|followed|at|on|as)\s/;
// "FOLFOX and bevacizumab +/− irinotecan", "with or without": one trial's two arms around the added drug.
const PLUS_MINUS = /\s?(?:\+\/[-−–]|±)\s?|\swith (?:or|and) without\s/g;

/** The trials' own names, when the abstract says it reports more than one trial and names at least two; else none. */
export function trialLabels(sentences: SourceSentence[]): string[] {
  const read = sentences.filter((s) => s.role !== "background" && s.role !== "results");
  if (!read.some((s) => SEVERAL.test(s.text))) return [];
  const labels = new Set<string>();
  for (const s of read) {
    for (const m of [...s.text.matchAll(LABEL)].slice(0, 8)) labels.add(m[1]!);
    for (const m of [...s.text.matchAll(LABEL_PAIR)].slice(0, 4)) labels.add(m[1]!).add(m[2]!);
  }
  return labels.size >= 2 ? [...labels].slice(0, 4) : [];
}

/** The label said of a stretch of text: the one label it names, else none. */
function labelIn(text: string, labels: string[]): string | undefined {
  const named = labels.filter((l) => new RegExp(`(?<![\\w-])${l}(?![\\w-])`).test(text));
  return named.length === 1 ? named[0] : undefined;
}

/**
 * An abstract reporting several trials: no arm is set against another trial's arm as its comparator (all tested),
 * each arm carries its trial's name where the sentence gives it, and a trial's "A +/− B" arms are added.
 */
export function armsOfSeveralTrials(arms: ArmFact[], sentences: SourceSentence[]): ArmFact[] {
  const labels = trialLabels(sentences);
  if (!labels.length) return arms;
  const tagged = arms.map((a) => {
    const s = a.evidence[0] && sentenceHolding(a.evidence[0], sentences);
    return s ? withLabel(a, s, labels) : a;
  });
  const read = sentences.filter((s) => s.field === "abstract" && s.role !== "background" && s.role !== "results");
  const added = onePairEach(read.flatMap((s) => withOrWithoutArms(s, labels)));
  const names = new Set(tagged.map((a) => a.name.toLowerCase()));
  const more = added.filter((a) => !names.has(a.name.toLowerCase()) && names.add(a.name.toLowerCase()));
  return [...tagged, ...more].slice(0, 6).map((a) => ({ ...a, role: "intervention" as const }));
}

/** The arm named with the trial label that closes its clause: "... and resection (PERIMAX)". */
function withLabel(arm: ArmFact, s: SourceSentence, labels: string[]): ArmFact {
  const span = arm.evidence[0]!;
  const from = span.end - s.start;
  const clause = s.text.slice(from, from + 200).match(/^[^;]*?\(([A-Z][A-Z0-9-]{3,15})\)/);
  const label =
    clause && labels.includes(clause[1]!) && !/\s(?:or|versus|vs\.?)\sto\s/i.test(clause[0]) ? clause[1]! : undefined;
  if (!label) return arm;
  const end = from + clause![0].length;
  return { ...arm, name: `${arm.name} (${label})`, evidence: [partSpan(s, span.start - s.start, end)] };
}

type Pair = { added: string; label?: string; arms: ArmFact[] };

/** One trial's two arms around "+/−" or "with or without", named for that trial where its clause names it. */
function withOrWithoutArms(s: SourceSentence, labels: string[]): Pair[] {
  const out: Pair[] = [];
  for (const m of [...s.text.matchAll(PLUS_MINUS)].slice(0, 3)) {
    const before = s.text.slice(Math.max(0, m.index! - 80), m.index!);
    // The shared part starts after the first opener from which it reads as one treatment up to the sign.
    const base = [...before.matchAll(OPENER)]
      .map((o) => ({ raw: before.slice(o.index! + o[0].length), arm: cleanArm(before.slice(o.index! + o[0].length)) }))
      .find((b) => b.arm && b.arm.offset + b.arm.name.length === b.raw.length);
    const after = m.index! + m[0].length;
    const tail = s.text.slice(after, after + 80);
    const addedRaw = tail.slice(0, Math.max(0, tail.search(ADDED_END)) || tail.length);
    const added = cleanArm(addedRaw);
    if (!base?.arm || !added) continue;
    const baseAt = m.index! - base.raw.length + base.arm.offset;
    const addedEnd = after + added.offset + added.name.length;
    // The trial whose clause this is: the one label named later in the same clause.
    const rest = s.text.slice(addedEnd, addedEnd + 200).split(/;|,\sor\s/)[0]!;
    const label = labelIn(rest, labels);
    const tag = label ? ` (${label})` : "";
    const end = label ? addedEnd + rest.indexOf(label) + label.length : addedEnd;
    const evidence = [partSpan(s, baseAt, end)];
    out.push({
      added: added.name.toLowerCase(),
      label,
      arms: [
        { role: "intervention", name: `${base.arm.name} with ${added.name}${tag}`, evidence },
        // Signs quote no "without": the arm without the drug is named by the shared part alone.
        {
          role: "intervention",
          name: `${base.arm.name}${/without/i.test(m[0]) ? ` without ${added.name}` : ""}${tag}`,
          evidence,
        },
      ],
    });
  }
  return out;
}

/** Each added drug's pair once, the one its trial's name is said with first. */
export function onePairEach(pairs: Pair[]): ArmFact[] {
  const kept = new Map<string, Pair>();
  for (const p of [...pairs.filter((p) => p.label), ...pairs.filter((p) => !p.label)])
    if (!kept.has(p.added)) kept.set(p.added, p);
  return [...kept.values()].flatMap((p) => p.arms);
}
