import type { ArmFact } from "../../../../shared/fact-sheet";
import type { SourceSentence } from "../source/read-source";
import { cleanArm, looksLikeControl } from "./arm-names";
import { partSpan } from "./spans";

type Found = { name: string; s: SourceSentence; at: number; end?: number };

const ALLOCATE = /\b(?:randomi[sz]ed|randomly (?:assigned|allocated|divided)|assigned|allocated)\b/gi;
// Between the verb and the first arm: ratios, counts in brackets, "to receive", "into two groups:".
const BRIDGE = /^(?:\s?\([^)]{0,60}\))?(?:\s?(?:in )?(?:an? )?(?:\d\s?[:∶]\s?\d|one-to-one|1-to-1|equal|1 to 1)(?: ratio)?(?: fashion)?)?(?:\s?\([^)]{0,60}\))?,?\s(?:either\s)?(?:to|into|between|in)\s(?:one of\s)?(?:two|three|four|2|3|4)?\s?(?:treatment\s)?(?:groups?|arms?)?\s?(?:\([^)]{0,40}\)\s?)?:?\s?/i;
const SEPARATOR = /\s(?:or|versus|vs\.?|compared (?:with|to)|v\.?)\s|,\s(?:or|and)\s/gi;
const AND = /\sand\s/gi;

/** Two arm phrases around the first separator in a bounded window of text; `from` is the window's offset in s.text. */
function splitPair(s: SourceSentence, from: number, window: string, andAllowed: boolean, extra?: RegExp): Found[] {
  const sep = window.match(new RegExp(SEPARATOR.source, "i")) ?? (extra ? window.match(extra) : null) ?? (andAllowed ? window.match(new RegExp(AND.source, "i")) : null);
  if (!sep) return [];
  const leftRaw = window.slice(0, sep.index!);
  const rightStart = sep.index! + sep[0].length;
  // A list before "or": "A, B or C" gives three arms.
  const pieces = leftRaw.split(/,\s(?=[A-Za-z])/);
  const out: Found[] = [];
  let offset = 0;
  for (const piece of pieces.length <= 3 ? pieces : [leftRaw]) {
    const arm = cleanArm(piece);
    if (arm) out.push({ name: arm.name, s, at: from + offset + arm.offset });
    offset += piece.length + 2;
  }
  if (out.length !== (pieces.length <= 3 ? pieces.length : 1)) return [];
  const right = cleanArm(window.slice(rightStart));
  if (!right) return [];
  out.push({ name: right.name, s, at: from + rightStart + right.offset });
  return out;
}

/** "randomised (1:1) to receive A or B", "assigned to A (n = 52) or B (n = 51)". */
function fromAllocation(s: SourceSentence): Found[] {
  for (const m of s.text.matchAll(ALLOCATE)) {
    const after = m.index! + m[0].length;
    const bridge = s.text.slice(after, after + 200).match(BRIDGE);
    if (!bridge) continue;
    const from = after + bridge[0].length;
    // Group sizes in brackets are not part of the names.
    const window = s.text.slice(from, from + 220).replace(/\(\s?n\s?=\s?[\d,]+\s?\)/gi, (x) => " ".repeat(x.length));
    const found = splitPair(s, from, window, /between|groups?|arms?/i.test(bridge[0]));
    if (found.length >= 2) return found;
  }
  return [];
}

// The left arm of a title starts after the last of these before the separator.
const TITLE_ANCHOR = /(?:\bof\b|\bcomparing\b|\bbetween\b|\bwith\b|:|\bfor\b|\bon\b|\busing\b)\s/gi;

/** "A versus B in ...", "Trial of A or B", "comparing A with B". */
function fromTitle(s: SourceSentence): Found[] {
  const text = s.text;
  for (const sep of text.matchAll(/\s(?:versus|vs\.?|v\.?|or|compared (?:with|to)|with or without)\s/gi)) {
    const begin = Math.max(0, sep.index! - 140);
    let leftStart = begin;
    let anchored = false;
    for (const a of text.slice(begin, sep.index!).matchAll(TITLE_ANCHOR)) {
      leftStart = begin + a.index! + a[0].length;
      anchored = true;
    }
    // "or" is too common in titles to trust without an anchor such as "of" before it.
    if (/^\sor\s$/i.test(sep[0]) && !anchored) continue;
    const left = cleanArm(text.slice(leftStart, sep.index!));
    const rightStart = sep.index! + sep[0].length;
    const right = cleanArm(text.slice(rightStart, rightStart + 160));
    if (!left || !right || left.name.toLowerCase() === right.name.toLowerCase()) continue;
    if (/with or without/i.test(sep[0])) {
      const end = rightStart + right.offset + right.name.length;
      return [{ name: `${left.name} with ${right.name}`, s, at: leftStart + left.offset, end }, { name: `${left.name} alone`, s, at: leftStart + left.offset, end: leftStart + left.offset + left.name.length }];
    }
    return [
      { name: left.name, s, at: leftStart + left.offset },
      { name: right.name, s, at: rightStart + right.offset },
    ];
  }
  return [];
}

/** "compared A with B", "comparing A and B". */
function fromComparison(s: SourceSentence): Found[] {
  for (const m of s.text.matchAll(/\bcompar(?:ed|ing|e)\s(?:the\s(?:efficacy|effect|effects|safety|outcomes?)\s(?:and\s\w+\s)?of\s)?/gi)) {
    const from = m.index! + m[0].length;
    const found = splitPair(s, from, s.text.slice(from, from + 200), true, /\s(?:with|to)\s/i);
    if (found.length >= 2) return found;
  }
  return [];
}

/** Intervention first, control last: placebo, usual care, "alone", or the arm another arm adds to. */
function withRoles(found: Found[]): ArmFact[] {
  const lower = found.map((f) => f.name.toLowerCase());
  const isControl = found.map((f, i) => looksLikeControl(f.name) || lower.some((other, j) => j !== i && other.length > lower[i]!.length && other.includes(lower[i]!)));
  const control = isControl.filter(Boolean).length === 1 ? isControl.indexOf(true) : -1;
  const ordered = control < 0 ? found : [...found.filter((_, i) => i !== control), found[control]!];
  return ordered.map((f) => ({
    role: control >= 0 && f === found[control] ? "control" : "intervention",
    name: f.name,
    evidence: [partSpan(f.s, f.at, f.end ?? f.at + f.name.length)],
  }));
}

/** The compared arms, from the allocation sentence, else the title, else a "compared A with B". */
export function findArms(sentences: SourceSentence[]): ArmFact[] {
  const own = sentences.filter((s) => s.field === "abstract" && s.role !== "background" && s.role !== "conclusion");
  const title = sentences.filter((s) => s.field === "title");
  const tries: (() => Found[])[] = [
    ...own.map((s) => () => fromAllocation(s)),
    ...title.map((s) => () => fromTitle(s)),
    ...[...own, ...sentences.filter((s) => s.role === "background")].map((s) => () => fromComparison(s)),
  ];
  for (const attempt of tries) {
    const found = attempt();
    if (found.length >= 2) return withRoles(found);
  }
  return [];
}
