import type { SourceSentence } from "../source/read-source";
import { cleanArm, type Found } from "./arm-names";

// The allocation verb that opens the list; the list must start soon after it.
const ALLOCATE = /\b(?:randomi[sz]ed|randomly (?:assigned|allocated|divided)|assigned|allocated)\b/gi;
// "(1)", "(b)", "(ii)": one list marker; matched one at a time, so no backtracking.
const MARKER = /\((?:[1-6]|[a-f]|i{1,3}|iv|v|vi)\)/gi;
const LEADS_TO_ARMS = /(?:\bto|\binto|\bbetween|\bamong|\bgroups?|\barms?|:)\s*(?:either\s*)?$/i;
const SEQUENCES = ["123456", "abcdef"];
const ROMAN = ["i", "ii", "iii", "iv", "v", "vi"];
// What closes an item before the next marker: "; or", ", and", a bare "or".
const ITEM_TAIL = /(?:[\s,;]|\bor\b|\band\b)+$/i;
// "an active control condition receiving psycho-educational emails": the control is named by what it receives.
// "physiotherapist-guided", "Web-based": how a listed programme is delivered, not what it is.
const DELIVERY =
  /^(?:[A-Za-z]+-(?:guided|delivered|supported)|(?:web|internet|online|computer|telephone|app)-based)\s/i;
const CONTROL_RECEIVING =
  /^(?:[\w-]+\s){0,3}?(?:control|comparison|comparator)\s(?:condition|group|arm)\s(?:receiving|given|offered|getting)\s/i;

/** The position of a marker in its sequence (1 for "(1)", "(a)", "(i)"), or 0. */
function rank(marker: string): { kind: string; n: number } {
  const inner = marker.slice(1, -1).toLowerCase();
  const roman = ROMAN.indexOf(inner);
  if (roman >= 0 && inner !== "v" && inner !== "vi") return { kind: "roman", n: roman + 1 };
  for (const seq of SEQUENCES) {
    const i = seq.indexOf(inner);
    if (i >= 0) return { kind: seq, n: i + 1 };
  }
  return { kind: "", n: 0 };
}

/** "randomized into: (1) A (n=62); (2) B (n=55); or (3) C (n=50)": one arm per numbered item, in order. */
export function fromNumberedList(s: SourceSentence): Found[] {
  for (const m of [...s.text.matchAll(ALLOCATE)].slice(0, 3)) {
    const start = m.index! + m[0].length;
    // Bounded: the first marker within 80 characters of the verb, the list within 700.
    const window = s.text.slice(start, start + 700);
    const markers = [...window.matchAll(MARKER)].slice(0, 8);
    if (!markers.length || markers[0]!.index! > 80) continue;
    // The list must be what they were allocated to ("randomized into:", "assigned to one of three groups:"), not what was measured.
    if (!LEADS_TO_ARMS.test(window.slice(0, markers[0]!.index!))) continue;
    const first = rank(markers[0]![0]);
    if (first.n !== 1) continue;
    // Only the unbroken run 1, 2, 3 ... of one kind; a later "(a)" inside an item is not a new arm.
    const run = [markers[0]!];
    for (const next of markers.slice(1)) {
      const r = rank(next[0]);
      if (r.kind === first.kind && r.n === run.length + 1) run.push(next);
    }
    if (run.length < 2) continue;
    const found: Found[] = [];
    for (const [i, mark] of run.entries()) {
      const from = mark.index! + mark[0].length;
      const to = i + 1 < run.length ? run[i + 1]!.index! : Math.min(window.length, from + 200);
      // Bracketed asides (sizes, short forms) are blanked so names stop before them; offsets stay.
      const raw = window.slice(from, to);
      const item = raw.replace(/\([^()]{0,200}\)/g, (x) => " ".repeat(x.length)).replace(ITEM_TAIL, "");
      // "(no transfusion)" says plainly what "skip the planned transfusion" says as an action.
      const label = shortLabel(raw);
      const arm = label && /^(?:no|without)\b/i.test(label.name) ? label : (cleanArm(item) ?? label);
      if (!arm) return [];
      const at = start + from + arm.offset;
      const receiving = arm.name.match(CONTROL_RECEIVING);
      const named = receiving ? cleanArm(arm.name.slice(receiving[0].length)) : undefined;
      if (receiving && named)
        found.push({ name: named.name, s, at: at + receiving[0].length + named.offset, control: true });
      else found.push({ name: arm.name, s, at });
    }
    return undelivered(found);
  }
  return [];
}

/** "abstain from the scheduled transfusion (no transfusion)": an item said as an action is named by its bracketed short label. */
function shortLabel(raw: string): { name: string; offset: number } | undefined {
  const m = raw.match(/\(([^()]{2,40})\)[\s,;.]*(?:or|and)?\s*$/i);
  const label = m ? cleanArm(m[1]!) : undefined;
  if (!m || !label || label.offset !== 0 || label.name !== m[1]!.trim() || label.name.split(/\s+/).length > 4)
    return undefined;
  return { name: label.name, offset: m.index! + 1 };
}

/** Names without their delivery words, unless the arms differ by them ("guided" against "unguided" self-help). */
function undelivered(found: Found[]): Found[] {
  const cut = found.map((f) => {
    let skip = 0;
    for (let i = 0; i < 3; i++) {
      const d = f.name.slice(skip).match(DELIVERY);
      if (!d || f.name.slice(skip + d[0].length).split(/\s+/).length < 2) break;
      skip += d[0].length;
    }
    return skip ? { ...f, name: f.name.slice(skip), at: f.at + skip } : f;
  });
  // "unguided" left in another name means guidance is what the arms compare.
  const stillSaid = cut.some((f) => /guided|delivered|supported/i.test(f.name));
  return !stillSaid && new Set(cut.map((f) => f.name.toLowerCase())).size === cut.length ? cut : found;
}
