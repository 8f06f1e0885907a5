import type { ArmFact } from "../../../../shared/fact-sheet";
import type { SourceSentence } from "../source/read-source";
import { cleanArm, isBareAbbreviation, isGenericGroup, looksLikeControl } from "./arm-names";
import { partSpan } from "./spans";

type Found = { name: string; s: SourceSentence; at: number; end?: number };

const ALLOCATE = /\b(?:randomi[sz]ed|randomly (?:assigned|allocated|divided)|assigned|allocated)\b/gi;
// Between the verb and the first arm: ratios, counts in brackets, "to receive", "into two groups:".
const BRIDGE = /^(?:\s(?:a total of\s)?[\w,-]{1,12}\s(?:[\w-]{1,30}\s){0,4}?(?:patients|participants|women|men|adults|children|subjects|people|individuals|volunteers|survivors))?(?:\s?\([^)]{0,60}\))?(?:\s?(?:in )?(?:an? )?(?:\d\s?[:∶]\s?\d|one-to-one|1-to-1|equal|1 to 1)(?: ratio)?(?: fashion)?)?(?:\s?\([^)]{0,60}\))?,?\s(?:either\s)?(?:to|into|between|in)\s(?:one of\s)?(?:two|three|four|2|3|4)?\s?(?:treatment\s)?(?:groups?|arms?)?\s?(?:\([^)]{0,40}\)\s?)?:?\s?/i;
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
// Real allocation sentences name their arms after the first few verbs; more tries only cost time on odd text.
const MAX_TRIES = 8;

function fromAllocation(s: SourceSentence): Found[] {
  for (const m of [...s.text.matchAll(ALLOCATE)].slice(0, MAX_TRIES)) {
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

// Words that end a title's left arm when read backwards from the separator.
const LEFT_STOP = /^(?:of|to|comparing|compare|compared|between|with|for|on|using|evaluate|evaluating|assess|assessing|investigate|study|trial|randomi[sz]ed|randomised|phase|versus|vs|the|a|an|in|and|effect|effects|efficacy|safety|impact|role)$/i;

/** Where the left arm starts: words back from the separator until a stop word or a clause break (6 words at most). */
function leftArmStart(text: string, sepAt: number): { start: number; anchored: boolean } {
  let start = sepAt;
  let words = 0;
  let i = sepAt;
  while (i > 0 && words < 6) {
    let j = i;
    while (j > 0 && text[j - 1] === " ") j--;
    let k = j;
    while (k > 0 && !/[\s:;,()\[\]]/.test(text[k - 1]!)) k--;
    const word = text.slice(k, j);
    if (!word || LEFT_STOP.test(word)) return { start, anchored: true };
    start = k;
    words++;
    i = k;
    if (k > 0 && /[:;,()\[\]]/.test(text[k - 1]!)) return { start, anchored: true };
  }
  return { start, anchored: i === 0 };
}

/** "A versus B in ...", "Trial of A or B", "comparing A with B". */
function fromTitle(s: SourceSentence): Found[] {
  const text = s.text;
  for (const sep of [...text.matchAll(/\s(?:versus|vs\.?|v\.?|or|compared (?:with|to)|with or without)\s/gi)].slice(0, MAX_TRIES)) {
    const { start: leftStart, anchored: stopped } = leftArmStart(text, sep.index!);
    const anchored = stopped && leftStart > 0;
    // "or" is too common in titles to trust without an anchor such as "of" before it.
    const left = cleanArm(text.slice(leftStart, sep.index!));
    const rightStart = sep.index! + sep[0].length;
    const right = cleanArm(text.slice(rightStart, rightStart + 160));
    if (!left || !right || left.name.toLowerCase() === right.name.toLowerCase()) continue;
    if (/^\sor\s$/i.test(sep[0]) && !anchored && !looksLikeControl(right.name)) continue;
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
  for (const m of [...s.text.matchAll(/\bcompar(?:ed|ing|e)\s(?:the\s(?:efficacy|effect|effects|safety|outcomes?)\s(?:and\s\w+\s)?of\s)?/gi)].slice(0, MAX_TRIES)) {
    const from = m.index! + m[0].length;
    const found = splitPair(s, from, s.text.slice(from, from + 200), true, /\s(?:with|to)\s/i);
    if (found.length >= 2) return found;
  }
  return [];
}

// Said right after an arm: "(standard arm)", "(control group, ...)", "(active comparator)".
const CONTROL_AFTER = /^\s?(?:\([^)]{0,15})?\b(?:standard|control|comparator|reference|conventional|usual)\b/i;

const keyWords = (name: string) => name.toLowerCase().split(/[^a-z0-9-]+/).filter((w) => w.length >= 4 && !/^(?:plus|with|alone|group|therapy|treatment|chemotherapy|radiotherapy|surgery|standard|oral|weekly|daily)$/.test(w));

/** Which arm is the control: its own words, the words after it, the arm another adds to, the arm the title leaves out, else the last. */
function controlIndex(found: Found[], title: string): number {
  const only = (flags: boolean[]) => (flags.filter(Boolean).length === 1 ? flags.indexOf(true) : -1);
  const lower = found.map((f) => f.name.toLowerCase());
  const byName = only(found.map((f) => looksLikeControl(f.name)));
  if (byName >= 0) return byName;
  const byAfter = only(found.map((f) => CONTROL_AFTER.test(f.s.text.slice(f.end ?? f.at + f.name.length, (f.end ?? f.at + f.name.length) + 40))));
  if (byAfter >= 0) return byAfter;
  const addedTo = only(lower.map((l, i) => lower.some((o, j) => j !== i && o.length > l.length && o.includes(l))));
  if (addedTo >= 0) return addedTo;
  const t = title.toLowerCase();
  const inTitle = found.map((f) => keyWords(f.name).some((w) => t.includes(w)));
  if (inTitle.filter(Boolean).length === 1 && found[0]!.s.field !== "title") return inTitle.indexOf(false);
  return found.length - 1;
}

/** Intervention first, control last. */
function withRoles(found: Found[], title: string): ArmFact[] {
  const control = controlIndex(found, title);
  const ordered = [...found.filter((_, i) => i !== control), found[control]!];
  return ordered.map((f) => ({
    role: f === found[control] ? "control" : "intervention",
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
  const titleText = title.map((s) => s.text).join(" ");
  let fallback: Found[] | undefined;
  for (const attempt of tries) {
    const found = attempt();
    if (found.length < 2) continue;
    // Bare abbreviations or "the intervention group": keep looking for words a reader knows, else use these.
    if (found.some((f) => isBareAbbreviation(f.name) || isGenericGroup(f.name))) {
      fallback ??= found;
      continue;
    }
    return withRoles(found, titleText);
  }
  return fallback ? withRoles(fallback, titleText) : [];
}
