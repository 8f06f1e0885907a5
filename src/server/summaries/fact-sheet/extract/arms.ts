import type { ArmFact } from "../../../../shared/fact-sheet";
import type { SourceSentence } from "../source/read-source";
import { cleanArm, isBareAbbreviation, isGenericGroup, looksLikeControl, MAX_TRIES, type Found } from "./arm-names";
import { fromTitle, titleIntervention } from "./arms-title";
import { partSpan } from "./spans";


const ALLOCATE = /\b(?:randomi[sz]ed|randomly (?:assigned|allocated|divided)|assigned|allocated)\b/gi;
// Between the verb and the first arm: ratios, counts in brackets, "to receive", "into two groups:".
const BRIDGE = /^(?:\s(?:a total of\s)?[\w,-]{1,12}\s(?:[\w-]{1,30}\s){0,4}?(?:patients|participants|women|men|adults|children|subjects|people|individuals|volunteers|survivors))?(?:\s?\([^)]{0,200}\))?(?:\s?(?:in )?(?:an? )?(?:\d\s?[:∶]\s?\d|one-to-one|1-to-1|equal|1 to 1)(?: ratio)?(?: fashion)?)?(?:\s?\([^)]{0,60}\))?,?\s(?:either\s)?(?:to|into|between|in|for)\s(?:one of\s)?(?:two|three|four|2|3|4)?\s?(?:treatment\s)?(?:groups?|arms?)?\s?(?:\([^)]{0,40}\)\s?)?:?\s?/i;
const SEPARATOR = /\s(?:or|versus|vs\.?|compared (?:with|to)|v\.?)\s|,\s(?:or|and)\s/gi;
const AND = /\sand\s/gi;

/** Two arm phrases around the first separator in a bounded window of text; `from` is the window's offset in s.text. */
function splitPair(s: SourceSentence, from: number, window: string, andAllowed: boolean, extra?: RegExp): Found[] {
  const and = window.match(new RegExp(AND.source, "i"));
  // "and" joins two arms only where groups are being named ("between A and B", "the A group and the B group").
  const andOk = and && (andAllowed || /\b(?:group|arm)\s*$/i.test(window.slice(0, and.index!)));
  const sep = window.match(new RegExp(SEPARATOR.source, "i")) ?? (extra ? window.match(extra) : null) ?? (andOk ? and : null);
  if (!sep) return [];
  // "to receive induction with either A or B": the left arm starts after "either".
  const either = window.slice(0, sep.index!).search(/\beither\s(?!.*\beither\s)/i);
  const leftFrom = either >= 0 ? either + 7 : 0;
  const leftRaw = window.slice(leftFrom, sep.index!);
  const rightStart = sep.index! + sep[0].length;
  // A list before "or": "A, B or C" gives three arms.
  const pieces = leftRaw.split(/,\s(?=[A-Za-z])/);
  const out: Found[] = [];
  let offset = leftFrom;
  for (const piece of pieces.length <= 3 ? pieces : [leftRaw]) {
    const arm = cleanArm(piece);
    if (arm) out.push({ name: arm.name, s, at: from + offset + arm.offset });
    offset += piece.length + 2;
  }
  if (out.length !== (pieces.length <= 3 ? pieces.length : 1)) return [];
  const right = cleanArm(window.slice(rightStart));
  if (!right) return [];
  out.push({ name: right.name, s, at: from + rightStart + right.offset });
  // "into the experiment and control groups": each one-word name is a group.
  if (/^\s?groups\b/i.test(window.slice(rightStart + right.offset + right.name.length))) {
    for (const f of out) {
      if (/\s/.test(f.name)) continue;
      f.end = f.at + f.name.length;
      f.name = `${f.name} group`;
    }
  }
  return out;
}

/** "randomised (1:1) to receive A or B", "assigned to A (n = 52) or B (n = 51)". */

function fromAllocation(s: SourceSentence): Found[] {
  for (const m of [...s.text.matchAll(ALLOCATE)].slice(0, MAX_TRIES)) {
    const after = m.index! + m[0].length;
    const bridge = s.text.slice(after, after + 200).match(BRIDGE);
    if (!bridge) continue;
    const from = after + bridge[0].length;
    // Bracketed asides (group sizes, doses, abbreviations) are not part of the names; blanked, offsets stay.
    const window = s.text.slice(from, from + 260).replace(/\([^()]{0,200}\)/g, (x) => " ".repeat(x.length));
    const found = splitPair(s, from, window, /between|groups?|arms?/i.test(bridge[0]));
    if (found.length >= 2) return found.map((f) => described(f) ?? f);
  }
  return [];
}

/** "the intervention group (FOBT plus a mailed reminder, n = 387)": a generic group named by its bracket. */
function described(f: Found): Found | undefined {
  if (!isGenericGroup(f.name)) return undefined;
  const after = f.at + f.name.length;
  const m = f.s.text.slice(after, after + 80).match(/^\s?\(([^(),;]{3,60})/);
  const arm = m ? cleanArm(m[1]!) : undefined;
  if (!m || !arm) return undefined;
  const at = after + m[0].length - m[1]!.length + arm.offset;
  return { name: arm.name, s: f.s, at };
}

/** "compared A with B", "comparing A and B". */
function fromComparison(s: SourceSentence): Found[] {
  for (const m of [...s.text.matchAll(/\bcompar(?:ed|ing|e)\s(?:the\s(?:efficacy|effect|effects|safety|outcomes?)\s(?:and\s\w+\s)?of\s)?/gi)].slice(0, MAX_TRIES)) {
    const from = m.index! + m[0].length;
    const found = splitPair(s, from, s.text.slice(from, from + 200), true, /\s(?:with|to)\s/i);
    if (found.length === 2) return found;
  }
  return [];
}

// Said of an arm in brackets after it ("(standard arm)", "(control group, ...)") or before it ("standard capecitabine").
const CONTROL_AFTER = /^[^()]{0,40}?\((?:[^()]{0,30}\s)?(?:standard|control|comparator|reference|conventional|usual care)\b/i;
const CONTROL_BEFORE = /\b(?:standard|conventional|control|reference|usual)(?: arm| group| treatment| therapy| regimen)?[\s:(]{1,3}$/i;
const JOINED = /\s(?:plus|and|with|\+|followed by)\s|\+/i;

const keyWords = (name: string) => name.toLowerCase().split(/[^a-z0-9-]+/).filter((w) => w.length >= 4 && !/^(?:plus|with|alone|group|therapy|treatment|chemotherapy|radiotherapy|surgery|standard|oral|weekly|daily)$/.test(w));

/** Which arm is the control: its own words, the words around it, the arm another adds to, the arm the title leaves out, else the one named last (abstracts name the new treatment first). */
function controlIndex(found: Found[], title: string): number {
  const only = (flags: boolean[]) => (flags.filter(Boolean).length === 1 ? flags.indexOf(true) : -1);
  const lower = found.map((f) => f.name.toLowerCase());
  const byName = only(found.map((f) => looksLikeControl(f.name)));
  if (byName >= 0) return byName;
  const byWords = only(
    found.map((f) => {
      const end = f.end ?? f.at + f.name.length;
      return CONTROL_AFTER.test(f.s.text.slice(end, end + 70)) || CONTROL_BEFORE.test(f.s.text.slice(Math.max(0, f.at - 25), f.at));
    }),
  );
  if (byWords >= 0) return byWords;
  const addedTo = only(lower.map((l, i) => lower.some((o, j) => j !== i && o.includes(l) && JOINED.test(o.replace(l, "")))));
  if (addedTo >= 0) return addedTo;
  const t = title.toLowerCase();
  const inTitle = found.map((f) => keyWords(f.name).some((w) => t.includes(w)));
  if (inTitle.filter(Boolean).length === 1 && found[0]!.s.field !== "title") return inTitle.indexOf(false);
  return found.length - 1;
}

/** Intervention first, control last. */
function withRoles(found: Found[], title: string): ArmFact[] {
  const control = controlIndex(found, title);
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
  if (!fallback) return [];
  // "the intervention group" takes the name of the treatment the title is about.
  const named = title.map(titleIntervention).find(Boolean);
  return withRoles(fallback.map((f) => (named && isGenericGroup(f.name) ? named : f)), titleText);
}
