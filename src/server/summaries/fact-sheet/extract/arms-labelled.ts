import type { SourceSentence } from "../source/read-source";
import { cleanArm, type Found } from "./arm-names";

// "(arm A)", "(Arm B; n = 40)", "(group 1)", "(group II)": an arm the authors label, its treatment written before it.
const LABEL_AFTER = /\((?:the )?(?:arm|group|cohort) (?:[A-D]|[1-4]|I{1,3}|IV)\b[^()]{0,40}\)/gi;
// "Group A (using the device; n = 43)": the label first, what the group got in the bracket.
// A bracket holding a comma list ("irinotecan, capecitabine, every 3 weeks") is a recipe, not a name: left to other readings.
// "group 1 (n=30; drug A)": a group size may come first in the bracket.
const LABEL_BEFORE = /\b(?:arm|group) (?:[A-D]|[1-4]|I{1,3}|IV) ?\((?:n\s?=\s?\d{1,5}[;,]\s?)?([^();,]{3,80})[;)]/gi;
// Where the first labelled phrase starts, read back from its label: the last of these before it.
const OPENERS = [" to receive ", " to undergo ", " receive ", " received ", " to ", ": ", " either ", " between "];
// What joins one labelled phrase to the next.
const JOINT = /^[\s,;]*(?:(?:or|and|versus|vs\.?|v\.?)\s+)?/i;
const MAX_WORDS = 14;
const AIM_MEASURE = /^compare\s[^,;]{1,60}?\s(?:after|following)\s/i;
// A dose or a day written inside a labelled phrase: "3 mg m^−2", "130 mg/m2", "on day 1".
const DOSE =
  /\s\d+(?:[.,]\d+)?\s?(?:mg|g|µg|μg|mcg|ml|iu|units?)(?![\w])(?:\s?m\^?[-−]?2|\/m\^?2|\/kg|\/day|\/d)?|\s(?:on|at) days? \d+(?:[–-]\d+)?(?![\w-])/gi;
const LOOSE_NUMBER = /(?<![\w-])\d/;

/** "A 3 mg m^−2 followed by B 130 mg m^−2 on day 1" reads "A followed by B", where every name still differs and holds no loose number. */
function withoutDoses(found: Found[]): Found[] {
  const names = found.map((f) =>
    f.name
      .replace(DOSE, "")
      .replace(/\s{2,}/g, " ")
      .trim(),
  );
  const clean =
    names.every((n) => n.length >= 2 && !LOOSE_NUMBER.test(n)) &&
    new Set(names.map((n) => n.toLowerCase())).size === names.length;
  return clean ? found.map((f, i) => ({ ...f, name: names[i]! })) : found;
}

const tidy = (s: SourceSentence, from: number, to: number): Found | undefined => {
  const raw = s.text.slice(from, to);
  const lead = raw.match(/^\s*(?:either |the |a |an )*/i)![0].length;
  const name = raw.slice(lead).replace(/[\s,;:]+$/, "");
  const words = name.split(/\s+/).length;
  if (name.length < 2 || words > MAX_WORDS || !/[A-Za-z]{2}/.test(name) || /\b(?:were|was|will|are|is)\b/i.test(name))
    return undefined;
  return { name, s, at: from + lead };
};

/** "randomised to A (arm A) or B (arm B)", "Group A (X) versus Group B (Y)": arms named by the phrase each label marks. */
export function fromLabels(s: SourceSentence): Found[] {
  const after = [...s.text.matchAll(LABEL_AFTER)].slice(0, 6);
  if (after.length >= 2) {
    const out: Found[] = [];
    const head = s.text.slice(Math.max(0, after[0]!.index! - 150), after[0]!.index!);
    const opened = Math.max(
      ...OPENERS.map((o) => {
        const i = head.toLowerCase().lastIndexOf(o);
        return i < 0 ? -1 : i + o.length;
      }),
    );
    if (opened < 0) return [];
    let from = after[0]!.index! - head.length + opened;
    // "to compare RFI after A (arm B), ...": the measure an aim names before its arms is no part of the first arm.
    from += s.text.slice(from, from + 90).match(AIM_MEASURE)?.[0].length ?? 0;
    for (const m of after) {
      const joint = s.text.slice(from, m.index!).match(JOINT)![0].length;
      const arm = tidy(s, from + joint, m.index!);
      if (!arm) return [];
      out.push({ ...arm, end: arm.at + arm.name.length });
      from = m.index! + m[0].length;
    }
    return withoutDoses(out);
  }
  const before = [...s.text.matchAll(LABEL_BEFORE)].slice(0, 6);
  if (before.length < 2) return fromLabelDefinitions(s);
  const out = before.map((m) => tidy(s, m.index! + m[0].length - m[1]!.length - 1, m.index! + m[0].length - 1));
  return out.every(Boolean) ? (out as Found[]) : [];
}

// "group 1 received A and group 2 received B", "arm 1, A plus B; arm 2, A alone".
const LABEL_DEFINED =
  /\b(?:arm|group) ([A-D]|[1-4]|I{1,3}|IV)(?:,|:| received| was given| were given| receives?| will receive)\s/gi;

function fromLabelDefinitions(s: SourceSentence): Found[] {
  const defined = [...s.text.matchAll(LABEL_DEFINED)].slice(0, 6);
  if (defined.length < 2 || new Set(defined.map((m) => m[1]!.toUpperCase())).size < defined.length) return [];
  const out: Found[] = [];
  for (const [k, m] of defined.entries()) {
    const from = m.index! + m[0].length;
    const to = Math.min(defined[k + 1]?.index ?? s.text.length, from + 160);
    const arm = cleanArm(s.text.slice(from, to).replace(/[\s,;]+(?:and|or)?\s*$/i, ""));
    if (!arm) return [];
    out.push({ name: arm.name, s, at: from + arm.offset });
  }
  return out;
}

/** "Group A received X. Group B received Y.": labelled groups defined one sentence each. */
export function fromLabelsAcross(sentences: SourceSentence[]): Found[] {
  const out: Found[] = [];
  const labels = new Set<string>();
  for (const s of sentences) {
    if (s.field !== "abstract" || (s.role !== "methods" && s.role !== "other") || out.length >= 6) continue;
    const m = [...s.text.matchAll(LABEL_DEFINED)].slice(0, 2);
    // Two labels in one sentence are that sentence's to read (fromLabelDefinitions).
    if (m.length !== 1 || labels.has(m[0]![1]!.toUpperCase())) continue;
    const from = m[0]!.index! + m[0]![0].length;
    const arm = cleanArm(s.text.slice(from, from + 160));
    if (!arm) return [];
    labels.add(m[0]![1]!.toUpperCase());
    out.push({ name: arm.name, s, at: from + arm.offset });
  }
  return out.length >= 2 ? out : [];
}
