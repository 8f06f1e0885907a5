import type { SourceSentence } from "../source/read-source";
import { cleanArm, looksLikeControl, type Found } from "./arm-names";
import { chosenControl } from "./arms-chosen-control";

// "the intervention group will receive X", "in the control arm women received X", "the test group was given X", "the control group who were fed with only X",
// "the experimental group performed X" (an exercise or a breathing technique the group did itself).
const DEFINED =
  /\b(?:the\s)?(intervention|experimental|experiment|treatment|study|test|control|placebo)\s(?:group|arm)s?\b,?\s(?:\w+\s){0,2}?(?:will\s)?(?:received?|receiving|was given|were given|included|got|underwent|undergo|were supported by|was supported by|were treated with|was treated with|consisted of|(?:have|had)(?: (?:free )?access to)?|be completing|completed|(?:were |was )?fed(?: with)?(?: only)?|(?:were |was )?offered|performed|practi[sc]ed)\s/gi;

const OTHER_GROUP = /,?\s(?:or|and|versus|vs\.?|whereas|while)\s(?:an?|the)\s(?:[\w-]+\s)?(?:group|arm)\b/i;
const WHO_RECEIVED =
  /^\d[\d,]{0,6}\s(?:[a-z-]+\s){0,3}?(?:women|men|patients|participants|people|subjects|adults|children)\swho\s(?:received|were given|got|underwent)\s/i;
const CONSISTS =
  /\bthe (?:intervention|experimental (?:intervention|treatment)) (?:will\s)?(?:consists?|consisted|comprises?|comprised|is|was) (?:of )?/i;
const COUNTED = /^(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|several|multiple|\d+)\b/i;

const BRACKETED =
  /\b(?:received?|were given|was given|underwent|got|treated with)\s([^().;]{3,60}?)\s?\((?:the\s|a\s)?(control|placebo|intervention|experimental|treatment|study) (?:group|arm)\b/gi;

/** What each group got, where the abstract says so group by group ("the intervention group received A ..."). */
export function definitions(sentences: SourceSentence[]): Map<string, Found> {
  const byRole = new Map<string, Found>();
  for (const s of sentences) {
    if (s.field !== "abstract" || (s.role !== "methods" && s.role !== "other" && s.role !== "background")) continue;
    for (const m of [...s.text.matchAll(DEFINED)].slice(0, 4)) {
      const side = /control|placebo/i.test(m[1]!) ? "control" : "intervention";
      // "Control group did not receive the education" says what the group lacked, not what it got.
      if (byRole.has(side) || /\bnot\s/i.test(m[0])) continue;
      // "consisted of 2593 women who received a reminder letter": the group is named by what its people received.
      const who = s.text.slice(m.index! + m[0].length, m.index! + m[0].length + 80).match(WHO_RECEIVED);
      const from = m.index! + m[0].length + (who ? who[0].length : 0);
      // "an intervention group receiving X or a control group receiving Y": the other group's clause is not part of X.
      const window = s.text.slice(from, from + 160);
      const other = window.search(OTHER_GROUP);
      const arm = cleanArm(other < 0 ? window : window.slice(0, other));
      if (arm) byRole.set(side, { name: arm.name, s, at: from + arm.offset });
    }
  }
  // "The intervention consists of stepped psychosocial care": what the one intervention is, when no group was defined.
  for (const s of sentences) {
    if (s.field !== "abstract" || byRole.has("intervention") || (s.role !== "methods" && s.role !== "other")) continue;
    const m = s.text.match(CONSISTS);
    const arm = m ? cleanArm(s.text.slice(m.index! + m[0].length, m.index! + m[0].length + 160)) : undefined;
    // "comprises eight weekly sessions" counts sessions, it does not name them.
    if (m && arm && !COUNTED.test(arm.name))
      byRole.set("intervention", { name: arm.name, s, at: m.index! + m[0].length + arm.offset });
  }
  // "received no intervention (control group)": the arm first, its group in brackets after it.
  for (const s of sentences) {
    if (s.field !== "abstract" || byRole.size === 2) continue;
    for (const m of [...s.text.matchAll(BRACKETED)].slice(0, 4)) {
      const side = /control|placebo/i.test(m[2]!) ? "control" : "intervention";
      const at = m.index! + m[0].indexOf(m[1]!);
      const arm = cleanArm(m[1]!);
      if (!byRole.has(side) && arm) byRole.set(side, { name: arm.name, s, at: at + arm.offset });
    }
  }
  // "For the control regimen, centres chose either A or B".
  const chosen = byRole.has("control") ? undefined : chosenControl(sentences);
  if (chosen) byRole.set("control", chosen);
  return byRole;
}

/** Arms defined group by group ("the intervention group received A ... the control group received B"). */
export function fromDefinitions(sentences: SourceSentence[]): Found[] {
  const byRole = definitions(sentences);
  const i = byRole.get("intervention");
  const c = byRole.get("control");
  return i && c ? [i, c] : [];
}

// "the RFA group", "the bolus arm": groups named after what they got. Generic names are left out.
const NAMED = /\b(?:the|in|both)\s((?:[A-Za-z][\w/+-]{1,25}\s){0,2}?[A-Za-z][\w/+-]{1,25})\s(?:group|arm)\b/g;
// Subgroups ("the younger group", "the high-risk group", "the prior surgery group": a history, not an allocation) are not arms.
const NOT_A_NAME =
  /^(?:intervention|experimental|experiment|treatment|study|test|same|other|each|both|two|three|whole|entire|overall|second|first|a|an|the|this|that|two treatment|treatment and control|\w+ and \w+|in|of)$|\b(?:age|aged|risk|sub|young|younger|old|older|elderly|high|low|positive|negative|male|female|men|women|responders?|non-?responders?|stage|grade|early|late|poor|good|intermediate|prior|previous|previously|pretreated|naive|history)\b/i;

/** The two groups a results section keeps naming ("in the RFA group ... the resection group"), most named first. */
export function fromNamedGroups(sentences: SourceSentence[]): Found[] {
  const seen = new Map<string, { first: Found; count: number }>();
  for (const s of sentences) {
    if (s.field !== "abstract" || (s.role !== "methods" && s.role !== "results" && s.role !== "other")) continue;
    for (const m of [...s.text.matchAll(NAMED)].slice(0, 20)) {
      const name = m[1]!.replace(/^(?:the|a|an)\s/i, "");
      if (NOT_A_NAME.test(name)) continue;
      const key = name.toLowerCase();
      const entry = seen.get(key);
      if (entry) {
        entry.count++;
        continue;
      }
      const at = m.index! + m[0].indexOf(m[1]!) + (m[1]!.length - name.length);
      const end = m.index! + m[0].length;
      seen.set(key, { first: { name: s.text.slice(at, end), s, at, end }, count: 1 });
    }
  }
  const named = [...seen.values()].sort((a, b) => b.count - a.count).slice(0, 2);
  if (named.length < 2) return [];
  // Keep the order the abstract first names them in; a control word puts one last later.
  const pair = named.map((n) => n.first).sort((a, b) => a.s.start + a.at - (b.s.start + b.at));
  return pair.every((f) => cleanArm(f.name.replace(/\s(?:group|arm)$/i, "")) || looksLikeControl(f.name)) ? pair : [];
}
