import type { Fact } from "../../../../shared/fact-sheet";
import type { SourceSentence } from "../source/read-source";
import { expandShortForm } from "./endpoint-abbreviation";
import { centredEndpoint } from "./endpoint-aim";
import { calledPrimary } from "./endpoint-called";
import { changeOf } from "./endpoint-change";
import { withCoPrimary } from "./endpoint-co-primary";
import { phaseParts } from "./endpoint-parts";
import { subjectBefore } from "./endpoint-subject";
import { cut } from "./phrase-cut";
import { partSpan } from "./spans";

export type Endpoint = Fact & { stated: boolean };

// "The primary end point was X", "primary outcome measures were X", "Primary endpoint of interest: X"; endpoints
// and outcomes first, objectives and aims only when no endpoint is named.
const QUALIFIER = String.raw`(?:(?:of|in|for) (?:the |this |these )?[\w-]{1,20}(?: [\w-]{1,20}){0,5} )?`;
// "The main endpoints were: X": a colon may follow the verb.
const THEN = String.raw`(?:(?:was|were|is|are|will be|will include|included|includes|comprised):?|:)\s(?:to (?:assess|evaluate|compare|determine|measure|investigate|examine|demonstrate|show)\s)?(?:the\s|whether\s)?`;
const AFTER_ENDPOINT = new RegExp(
  String.raw`\b(?:primary|main|principal) (?:efficacy |study |feasibility |clinical )?(?:end[- ]?points?|outcomes?(?: measures?| parameters?| variables?)?|variables?|outcome parameters?)\s?${QUALIFIER}${THEN}`,
  "i",
);
const AFTER_AIM = new RegExp(
  String.raw`\b(?:primary|main|principal) (?:objectives?|aims?)\s?${QUALIFIER}${THEN}|\bprimary analysis (?:evaluated|assessed|examined|compared)\s`,
  "i",
);
const POWERED_FOR =
  /^to (?:detect|show|demonstrate) (?:a |an )?(?:(?:hazard ratio|HR|difference|improvement|increase|reduction|benefit)\b)(?:[^.;]|\.(?=\d)){0,60}?\s(?:for|in) (?:the )?/i;
const RANDOMISED_PART =
  /\b(?:primary|main) (?:end[- ]?points?|outcomes?) (?:of|in|for) the randomi[sz]ed (?:[\w-]+ ){0,2}(?:part|phase|portion|stage)\b/i;
// "The primary and the secondary outcomes were A and B, respectively".
const BOTH = new RegExp(
  String.raw`\bprimary and (?:the )?(?:key )?secondary (?:efficacy )?(?:end[- ]?points|outcomes?(?: measures)?|objectives|aims)(?: of (?:this|the) (?:study|trial))? ${THEN}`,
  "i",
);
// "A and B were the primary and secondary endpoints, respectively": the subject's first item is the primary one.
const REVERSED =
  /\s(?:were|are|will be)\s(?:the\s)?(?:primary|main) and (?:the\s)?(?:key\s)?secondary (?:end[- ]?points|outcomes?(?: measures)?)/i;
// "X (primary endpoint) was ...": the phrase before the bracket, from its clause's start.
const BRACKETED = /\s?\((?:the\s)?(?:primary|main) (?:end[- ]?point|outcome)\)/i;
// "As outcome variables we studied: X": the outcomes, not called primary.
const OUTCOMES =
  /(?<!secondary\s)\b(?:outcome (?:measures?|variables?)|end ?-?points?)\s(?:of (?:this|the) (?:study|trial)\s)?(?:were|was|included|includes|we studied|:)\s?:?\s?|(?<!secondary\s)\boutcomes (?:will|were)\s[^.;]{0,80}?\b(?:will include|included)\s|\bthe outcome will be\s(?:the\s)?/i;
const RESULT_VERB =
  /^(?:(?:not|also|all|both|significantly|statistically|markedly|similarly|clearly)\s)*(?:improved|better|worse|similar|comparable|superior|inferior|longer|shorter|prolonged|reduced|increased|decreased|reached|met|achieved|favou?rable|different|identical|equivalent|higher|lower)\b/i;
// "Efficacy and safety end points were updated": what was done to the endpoints, not their name.
const HANDLED_VERB =
  /^(?:(?:also|then|all|both)\s)*(?:updated|analy[sz]ed|reported|assessed|evaluated|collected|recorded|examined|calculated|estimated|regarded|considered|defined)\b/i;
// "X was the primary end point", "X, the primary outcome,".
// "X as primary endpoints", "X and Y were the co-primary endpoints": the article is optional after a verb or "as".
const BEFORE =
  /(?:,\s(?:the|our|a)|\s(?:was|were|as)(?:\s(?:the|our|a))?)\s(?:(?:co-?)?primary|main) (?:end[- ]?point|outcome)/i;
// "the primary endpoint of X".
const OF = /\b(?:primary|main) (?:end[- ]?point|outcome)(?: measure)? of\s/i;
// "With time to first evidence of treatment failure used as the end point, A was more effective than B".
const USED_AS =
  /\b(?:with|using)\s(?:the\s)?([^,;:.()]{3,90}?)\s(?:used|taken|chosen|defined)\sas\s(?:the\s)?((?:primary|main)\s)?(?:end[- ]?point|outcome(?: measure)?)\b/i;
const OUTCOME_HEADING = /^(?:(?:main|primary)\s)?(?:outcomes?|end ?points?)(?:\s(?:and\s)?measures?)?$/i;
const UNNAMED = /^(?:the\s)?(?:efficacy|effectiveness|effects?|impact|benefits?|usefulness|value)\s(?:of|and)\s/i;

/** The primary endpoint where the abstract names it; else the outcome the objective (or first result) centres on. */
export const findPrimaryEndpoint = (sentences: SourceSentence[]): Endpoint | null =>
  calledPrimary(changeOf(expandShortForm(namedEndpoint(sentences), sentences), sentences), sentences);

function namedEndpoint(sentences: SourceSentence[]): Endpoint | null {
  const body = sentences.filter((s) => s.field === "abstract");
  for (const s of body) {
    const m = s.text.match(BRACKETED);
    if (!m) continue;
    const head = s.text.slice(Math.max(0, m.index! - 160), m.index!);
    // Back to the clause's start, or to the verb before the bracket ("Fatigue severity was assessed ... (primary outcome)").
    const cuts = [", ", ": ", "; "]
      .map((c) => head.lastIndexOf(c))
      .filter((i) => i >= 0)
      .map((i) => i + 2);
    let start = m.index! - head.length + Math.max(0, ...cuts);
    while (start > 0 && start < m.index! && /\w/.test(s.text[start - 1]!)) start++;
    const verb = s.text.slice(start, m.index!).search(/\s(?:was|were|is|are)\s/);
    const end = verb >= 0 ? start + verb : m.index!;
    const article = s.text.slice(start).match(/^(?:the|a|an)\s/i);
    if (article) start += article[0].length;
    if (end - start >= 3) return { text: s.text.slice(start, end), stated: true, evidence: [partSpan(s, start, end)] };
  }
  // "Primary endpoint of the phase I part is toxicity. Primary endpoint of the randomized part II is survival": the
  // randomised comparison's endpoint is the trial's.
  const parts = phaseParts(body);
  if (parts) return parts;
  const randomisedFirst = [
    ...body.filter((s) => RANDOMISED_PART.test(s.text)),
    ...body.filter((s) => !RANDOMISED_PART.test(s.text)),
  ];
  for (const pattern of [AFTER_ENDPOINT, BOTH, AFTER_AIM]) {
    for (const s of pattern === AFTER_ENDPOINT ? randomisedFirst : body) {
      const after = s.text.match(pattern);
      // "The primary objective was to detect a hazard ratio of 0.71 for progression-free survival": the outcome powered for.
      const power = after ? s.text.slice(after.index! + after[0].length).match(POWERED_FOR) : null;
      const r = after ? cut(s.text, after.index! + after[0].length + (power?.[0].length ?? 0)) : undefined;
      // "The main aim is to assess the efficacy of an intervention ...": an aim that names no outcome.
      if (r && pattern === AFTER_AIM && UNNAMED.test(s.text.slice(r.from, r.to))) continue;
      // "the superiority of A to B with regard to weeks with well-controlled asthma": the outcome is what it is judged on.
      const regard = r
        ? s.text.slice(r.from, r.to).match(/\s(?:with (?:regard|respect) to|in terms of)\s(?:the\s)?/i)
        : null;
      if (r && regard) r.from += regard.index! + regard[0].length;
      // "The primary and secondary outcomes were A and B, respectively": the list's first item is the primary one.
      if (r && pattern === BOTH) return firstOfList(s, r);
      if (r) return withCoPrimary(s, after![0], r);
    }
  }
  for (const s of body) {
    const of = s.text.match(OF);
    // "Pain relief was the primary endpoint of treatment benefit": the subject is the endpoint, not what follows "of".
    const subjectFirst = s.text.match(BEFORE);
    if (of && !(subjectFirst && subjectFirst.index! < of.index!)) {
      const r = cut(s.text, of.index! + of[0].length);
      if (r) return { text: s.text.slice(r.from, r.to), stated: true, evidence: [partSpan(s, r.from, r.to)] };
    }
    const reversed = s.text.match(REVERSED);
    const before = s.text.match(BEFORE) ?? reversed;
    if (before) {
      const { from: start, to } = subjectBefore(s, before.index!);
      if (before === reversed && to - start >= 3) return firstOfList(s, { from: start, to });
      if (to - start >= 3) return { text: s.text.slice(start, to), stated: true, evidence: [partSpan(s, start, to)] };
    }
  }
  for (const s of body) {
    const m = s.text.match(USED_AS);
    if (!m) continue;
    const from = m.index! + m[0].indexOf(m[1]!);
    const to = from + m[1]!.length;
    return { text: m[1]!, stated: m[2] !== undefined, evidence: [partSpan(s, from, to)] };
  }
  // "MAIN OUTCOME MEASURES: X, Y" (a heading of its own): its first phrase; called primary when the heading says so.
  for (const s of body) {
    const heading = s.label && OUTCOME_HEADING.test(s.label.trim()) ? cut(s.text, 0) : undefined;
    if (heading)
      return {
        text: s.text.slice(heading.from, heading.to),
        stated: /MAIN|PRIMARY/i.test(s.label!),
        evidence: [partSpan(s, heading.from, heading.to)],
      };
  }
  for (const s of body) {
    const m = s.role === "background" ? null : s.text.match(OUTCOMES);
    // "Survival end points were improved in ...": a result said of the endpoints, not their name.
    const next = m ? s.text.slice(m.index! + m[0].length, m.index! + m[0].length + 40) : "";
    if (m && (RESULT_VERB.test(next) || HANDLED_VERB.test(next))) continue;
    const r = m ? cut(s.text, m.index! + m[0].length) : undefined;
    if (r) return { text: s.text.slice(r.from, r.to), stated: false, evidence: [partSpan(s, r.from, r.to)] };
  }
  return centredEndpoint(sentences);
}

function firstOfList(s: SourceSentence, r: { from: number; to: number }): Endpoint {
  const split = s.text.slice(r.from, r.to).search(/,\s|\sand\s/);
  const to = split > 0 ? r.from + split : r.to;
  return { text: s.text.slice(r.from, to), stated: true, evidence: [partSpan(s, r.from, to)] };
}
