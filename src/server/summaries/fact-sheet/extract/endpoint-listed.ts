import type { SourceSentence } from "../source/read-source";
import type { Endpoint } from "./endpoint";
import { measurable } from "./endpoint-aim";
import { cut } from "./phrase-cut";
import { partSpan } from "./spans";

// "The total operative time, blood loss and complications were analyzed": a list of outcomes the trial measured.
const MEASURED =
  /\s(?:were|was) (?:analy[sz]ed|compared|measured|assessed|recorded|evaluated|determined|investigated|calculated|monitored)\b/i;
const GROUP = /^((?:parameters|markers|measures|indices|indicators) of [^(),;]{3,60}?)\s?\(/i;
// "Baseline serum albumin levels, and the levels on day 3": bare "levels" are those of the baseline item.
function ofBaseline(
  s: SourceSentence,
  baseline: { from: number; to: number } | undefined,
  from: number,
  to: number,
): Endpoint {
  const text = s.text.slice(from, to);
  const bare = text.match(/^(?:levels?|values?|concentrations?|scores?)\b/i);
  const named = baseline ? s.text.slice(baseline.from, baseline.to) : "";
  if (!bare || !baseline || !/\b(?:levels?|values?|concentrations?|scores?)$/i.test(named))
    return { text, stated: false, evidence: [partSpan(s, from, to)] };
  return {
    text: `${named}${text.slice(bare[0].length)}`,
    stated: false,
    evidence: [partSpan(s, baseline.from, baseline.to), partSpan(s, from, to)],
  };
}

const OPENING = /^(?:(?:the|both|all|a|an)\s)+/i;
const ITEM_END = /,|\s(?:and|as well as)\s|\s?\(|\s(?:were|was)\s/i;

/** The first outcome of the first methods sentence that lists what was measured, if it is a measurable thing. */
export function measuredList(methods: SourceSentence[]): Endpoint | undefined {
  for (const s of methods) {
    const verb = s.text.search(MEASURED);
    // "Parameters of cellular and humoral immunity (leucocytes, CD3, ...) were measured": the group its list is of.
    const group = verb > 0 ? s.text.match(GROUP) : null;
    if (group) return { text: group[1]!, stated: false, evidence: [partSpan(s, 0, group[1]!.length)] };
    // The list is the sentence's subject: it opens the sentence and holds a comma or an "and".
    if (verb < 0 || verb > 300) continue;
    const subject = s.text.slice(0, verb);
    if (
      !/,|\sand\s/.test(subject) ||
      /\s(?:were|was|is|are)\s/i.test(subject) ||
      /^(?:patients|participants|they|we|it|this|these|data|samples)\s/i.test(subject)
    )
      continue;
    // The first item of the list that is a measurable thing ("engraftment" is not; "regimen-related toxicity" is).
    let from = subject.match(OPENING)?.[0].length ?? 0;
    let baseline: { from: number; to: number } | undefined;
    let start = from;
    for (let item = 0; item < 6 && from < subject.length; item++) {
      const end = subject.slice(from).search(ITEM_END);
      const to = from + (end < 0 ? subject.length - from : end);
      const text = s.text.slice(start, to).trim();
      const at = start + s.text.slice(start, to).indexOf(text);
      // "operative time", "hospital stay" measure too, when something qualifies them.
      const timed = /\w\s(?:time|duration|stay)$/i.test(text);
      // A baseline value is what a change is measured from, and "defined as ..." explains the item before: neither is an outcome.
      const reference = /\bbaseline\b|^(?:defined|i\.e\.|that is)\b/i.test(text);
      const base = text.match(/\bbaseline\s/i);
      if (base && !baseline) baseline = { from: at + base.index! + base[0].length, to: at + text.length };
      if (!reference && text.length >= 3 && text.split(/\s+/).length <= 8 && (measurable(text) || timed))
        return ofBaseline(s, baseline, at, at + text.length);
      // On past the separator and any bracket after the item ("(RRT), ").
      const rest = subject
        .slice(to)
        .match(/^(?:\s?\([^)]{0,40}\))?(?:,\s?|\s(?:and|as well as)\s)(?:and\s)?(?:the\s)?/i);
      if (!rest) break;
      // "Prognostic and predictive ability": a lone describing word joined by "and" shares the next item's noun.
      const lone = /^\S+$/.test(s.text.slice(from, to).trim()) && /^\sand\s/.test(rest[0]);
      from = to + rest[0].length;
      if (!lone) start = from;
    }
  }
  return undefined;
}

// "Baseline and follow-up surveys compared the number and types of programmes offered": what an instrument measured.
const INSTRUMENT =
  /\b(?:surveys?|questionnaires?|interviews?|audits?|chart reviews?)\s(?:compared|measured|assessed|recorded|captured|documented)\s(?:the\s)?/i;

/** The object of a methods sentence whose instrument measured something. */
export function instrumentMeasured(methods: SourceSentence[]): Endpoint | undefined {
  for (const s of methods) {
    const m = s.text.match(INSTRUMENT);
    const r = m ? cut(s.text, m.index! + m[0].length) : undefined;
    if (r && s.text.slice(r.from, r.to).split(/\s+/).length <= 10)
      return { text: s.text.slice(r.from, r.to), stated: false, evidence: [partSpan(s, r.from, r.to)] };
  }
  return undefined;
}
