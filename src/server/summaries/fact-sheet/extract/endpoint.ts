import type { Fact } from "../../../../shared/fact-sheet";
import type { SourceSentence } from "../source/read-source";
import { firstOutcome, widen } from "./outcomes";
import { partSpan } from "./spans";

export type Endpoint = Fact & { stated: boolean };

// "The primary end point was X", "primary outcome measures were X", "Primary endpoint of interest: X"; endpoints
// and outcomes first, objectives and aims only when no endpoint is named.
const QUALIFIER = String.raw`(?:(?:of|in|for) (?:the |this |these )?[\w-]{1,20}(?: [\w-]{1,20}){0,5} )?`;
const THEN = String.raw`(?:was|were|is|are|will be|included|includes|comprised|:)\s(?:to (?:assess|evaluate|compare|determine|measure|investigate|examine|demonstrate|show)\s)?(?:the\s|whether\s)?`;
const AFTER_ENDPOINT = new RegExp(String.raw`\b(?:primary|main|principal) (?:efficacy |study )?(?:end[- ]?points?|outcomes?(?: measures?| parameters?| variables?)?|variables?|outcome parameters?)\s?${QUALIFIER}${THEN}`, "i");
const AFTER_AIM = new RegExp(String.raw`\b(?:primary|main|principal) (?:objectives?|aims?)\s?${QUALIFIER}${THEN}|\bprimary analysis (?:evaluated|assessed|examined|compared)\s`, "i");
// "The primary and the secondary outcomes were A and B, respectively".
const BOTH = /\bprimary and (?:the )?secondary (?:end[- ]?points|outcomes)(?: of (?:this|the) (?:study|trial))? (?:were|are)\s/i;
// "X (primary endpoint) was ...": the phrase before the bracket, from its clause's start.
const BRACKETED = /\s?\((?:the\s)?(?:primary|main) (?:end[- ]?point|outcome)\)/i;
// "As outcome variables we studied: X": the outcomes, not called primary.
const OUTCOMES = /(?<!secondary\s)\b(?:outcome (?:measures?|variables?)|end ?-?points?)\s(?:were|was|included|we studied|:)\s?:?\s?/i;
// "X was the primary end point", "X, the primary outcome,".
const BEFORE = /(?:,\s|\swas\s|\swere\s|\sas\s)(?:the|our|a)\s(?:primary|main) (?:end[- ]?point|outcome)/i;
// "the primary endpoint of X".
const OF = /\b(?:primary|main) (?:end[- ]?point|outcome)(?: measure)? of\s/i;
// The phrase ends at a clause break or where secondary endpoints begin; bounded to 160 characters.
const PHRASE_END = /[.;(\[]|\sand (?:that|the|a|an|its|their)\b|,\s(?:and\s)?(?:the\s)?(?:secondary|which|defined|assessed|measured|as|while|whereas)\b|\s(?:and|while|whereas)\s(?:the\s)?(?:secondary|key secondary)\b|,\s(?:and|with)\s/i;

// Not an endpoint: a power statement or a clause about a part of the trial ("of the phase I part is toxicity").
const NOT_PHRASE = /^(?:to (?:detect|show)|powered|a (?:hazard|difference))|\s(?:is|was|are|were)\s/i;

function cut(text: string, from: number): { from: number; to: number } | undefined {
  let window = text.slice(from, from + 160);
  // A verb ends the phrase: "progression-free survival and the method of analysis was ..." keeps the subject only.
  const verb = window.search(/\s(?:is|was|are|were)\s/);
  if (verb >= 0) window = window.slice(0, verb);
  const end = window.search(PHRASE_END);
  let to = from + (end < 0 ? window.length : end);
  while (to > from && /[\s,:]/.test(text[to - 1]!)) to--;
  return to - from >= 3 && !NOT_PHRASE.test(text.slice(from, to)) ? { from, to } : undefined;
}

// What an objective or title centres on: "effect of X on Y", "whether X reduces Y", "prognostic value of X".
const CENTRE = [
  /\b(?:effects?|impact|influence|benefit) of\b[^.;]{1,80}?\bon\s(?:the\s)?/i,
  /\b(?:improv\w*|reduc\w*|increas\w*|decreas\w*|prevent\w*|prolong\w*|mitigat\w*|relie\w*|lower\w*)\s(?:the\s)?(?=[a-z])/i,
];
const VALUE = /\b(?:prognostic|predictive) (?:and (?:predictive|prognostic) )?(?:value|ability|relevance|role|importance|significance)\b|\b(?:sensitivity|specificity|concordance|agreement|feasibility|acceptability)\b/i;

function centred(s: SourceSentence): Endpoint | undefined {
  for (const pattern of CENTRE) {
    const m = s.text.match(pattern);
    if (!m) continue;
    const r = cut(s.text, m.index! + m[0].length);
    if (r && r.to - r.from <= 80) return { text: s.text.slice(r.from, r.to), stated: false, evidence: [partSpan(s, r.from, r.to)] };
  }
  const v = s.text.match(VALUE);
  if (v) {
    // "Predictive relevance of HOXB13 expression": what the value is of, up to the next preposition.
    const of = s.text.slice(v.index! + v[0].length, v.index! + v[0].length + 80).match(/^\s(?:of|for)\s[^,;:.()]{1,70}?(?=\s(?:in|for|on|among|to|with|from)\s|[,;:.()?]|$)/i);
    const end = v.index! + v[0].length + (of ? of[0].length : 0);
    return { text: s.text.slice(v.index!, end), stated: false, evidence: [partSpan(s, v.index!, end)] };
  }
  return undefined;
}

/** The primary endpoint where the abstract names it; else the outcome the objective (or first result) centres on. */
export function findPrimaryEndpoint(sentences: SourceSentence[]): Endpoint | null {
  const body = sentences.filter((s) => s.field === "abstract");
  for (const s of body) {
    const m = s.text.match(BRACKETED);
    if (!m) continue;
    const head = s.text.slice(Math.max(0, m.index! - 100), m.index!);
    const cuts = [", ", ": ", "; "].map((c) => head.lastIndexOf(c)).filter((i) => i >= 0).map((i) => i + 2);
    let start = m.index! - head.length + Math.max(0, ...cuts);
    const article = s.text.slice(start).match(/^(?:the|a|an)\s/i);
    if (article) start += article[0].length;
    if (m.index! - start >= 3) return { text: s.text.slice(start, m.index!), stated: true, evidence: [partSpan(s, start, m.index!)] };
  }
  for (const pattern of [AFTER_ENDPOINT, BOTH, AFTER_AIM]) {
    for (const s of body) {
      const after = s.text.match(pattern);
      const r = after ? cut(s.text, after.index! + after[0].length) : undefined;
      if (r) return { text: s.text.slice(r.from, r.to), stated: true, evidence: [partSpan(s, r.from, r.to)] };
    }
  }
  for (const s of body) {
    const of = s.text.match(OF);
    if (of) {
      const r = cut(s.text, of.index! + of[0].length);
      if (r) return { text: s.text.slice(r.from, r.to), stated: true, evidence: [partSpan(s, r.from, r.to)] };
    }
    const before = s.text.match(BEFORE);
    if (before) {
      // The subject: back to the previous clause break, at most 100 characters.
      const begin = Math.max(0, before.index! - 100);
      const head = s.text.slice(begin, before.index!);
      const cuts = [", ", ": ", "; "].map((c) => head.lastIndexOf(c)).filter((i) => i >= 0).map((i) => i + 2);
      const start = begin + Math.max(0, ...cuts);
      if (before.index! - start >= 3) return { text: s.text.slice(start, before.index!), stated: true, evidence: [partSpan(s, start, before.index!)] };
    }
  }
  for (const s of body) {
    const m = s.role === "background" ? null : s.text.match(OUTCOMES);
    const r = m ? cut(s.text, m.index! + m[0].length) : undefined;
    if (r) return { text: s.text.slice(r.from, r.to), stated: false, evidence: [partSpan(s, r.from, r.to)] };
  }
  // Not named as primary: the first outcome in the objective, else in the title, else in the first result.
  const objective = body.filter((s) => s.role === "objective" || (s.role === "background" && /\b(?:we|this study|the aim|to (?:assess|evaluate|compare|determine|investigate))\b/i.test(s.text)));
  const pools = [objective, sentences.filter((s) => s.field === "title"), body.filter((s) => s.role === "results")];
  for (const pool of pools) {
    for (const s of pool) {
      const o = firstOutcome(s.text);
      const c = pool !== pools[2] ? centred(s) : undefined;
      if (c && (!o || o.at > s.text.indexOf(c.text))) return c;
      if (o) {
        const w = widen(s.text, o.at, o.at + o.words.length);
        return { text: s.text.slice(w.from, w.to), stated: false, evidence: [partSpan(s, w.from, w.to)] };
      }
    }
  }
  return null;
}
