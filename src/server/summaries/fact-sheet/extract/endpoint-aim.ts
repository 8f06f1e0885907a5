import type { SourceSentence } from "../source/read-source";
import type { Endpoint } from "./endpoint";
import { instrumentMeasured, measuredList } from "./endpoint-listed";
import { differsAim } from "./endpoint-whether";
import { activityAsResponse } from "./endpoint-activity";
import { firstReading } from "./endpoint-list";
import { fullerInTitle } from "./endpoint-title";
import { resultSentences } from "./primary-result";
import { firstOutcome, widen } from "./outcomes";
import { namesPopulation, wholeGenericPair } from "./endpoint-population";
import { cut } from "./phrase-cut";
import { OWN_AIM } from "./endpoint-own-aim";
import { ofMeasure } from "./endpoint-of-measure";
import { partSpan } from "./spans";

// What an objective or title centres on: "effect of X on Y", "whether X reduces Y", "prognostic value of X".
const CENTRE = [
  /\b(?:effects?|impact|influence|benefit) of\b[^.;]{1,80}?(?<!-)(?<!based\s|focused\s|cent(?:er|re)d\s)\bon\s(?:the\s)?/i,
  // "to study the effect on breast cancer mortality of invitation to screening": the outcome named first.
  /\b(?:effects?|impact|influence) on\s(?:the\s)?(?=[a-z])/i,
  /\b(?:improv\w*|reduc\w*|increas\w*|decreas\w*|prevent\w*|prolong\w*|mitigat\w*|relie\w*|lower\w*)\s(?:the\s)?(?=[a-z])/i,
  // "whether A could change the levels of X": a verb that says only that something moves, after a modal.
  /\b(?:could|can|would|will|may|might|does|did)\s(?:change|alter|affect|influence|modify)\s(?:the\s)?(?=[a-z])/i,
];
const GAP = /\b(?:remains?|remained|uncertain|unclear|unknown|controversial)\b/i;
const NOT_OUTCOME =
  /^(?:interventions?|strategies|programm?es?|treatments?|therapy|therapies|patients|participants|use|the use|care)\b/i;
const VALUE =
  /\b(?:prognostic|predictive) (?:and (?:predictive|prognostic) )?(?:value|ability|relevance|role|importance|significance)\b|\bdiagnostic (?:utility|accuracy|performance|value)\b|\barea under the (?:ROC |receiver operat\w* characteristics? )?curve\b|\b(?:sensitivity|specificity|concordance|agreement|feasibility|acceptability)\b/i;
// A test study read by ROC curves: its accuracy, not one cut-off's sensitivity, is what it centres on.
const ACCURACY =
  /\bdiagnostic (?:utility|accuracy|performance|value)\b|\barea under the (?:ROC |receiver operat\w* characteristics? )?curve\b/i;

/**
 * A phrase too long to be one outcome is cut at its first comma, unless the comma opens a list closed by "and"
 * ("self-management of needs related to smoking, risky drinking and missed screening"): the list is what it is of.
 */
function shortened(text: string, r: { from: number; to: number } | undefined) {
  if (!r || r.to - r.from <= 100) return r;
  const phrase = text.slice(r.from, r.to);
  const comma = phrase.indexOf(", ");
  const list = comma >= 3 ? phrase.slice(comma).match(/^(?:,\s[^,]{1,40}){1,4}?,?\s(?:and|or)\s[^,]{1,60}$/) : null;
  if (list && r.to - r.from <= 160) return r;
  // Too long, and no comma to cut at: not one outcome.
  return comma >= 3 && comma <= 100 ? { from: r.from, to: r.from + comma } : undefined;
}

/** "effects of A on X and on Y": two outcomes, named without the second "on". */
function bothOn(s: SourceSentence, r: { from: number; to: number }): Endpoint {
  const on = s.text.slice(r.from, r.to).search(/,?\sand on (?:the\s)?/i);
  if (on < 0) return { text: s.text.slice(r.from, r.to), stated: false, evidence: [partSpan(s, r.from, r.to)] };
  const second = r.from + on + s.text.slice(r.from + on).match(/^,?\sand on (?:the\s)?/i)![0].length;
  const text = `${s.text.slice(r.from, r.from + on)} and ${s.text.slice(second, r.to)}`;
  return { text, stated: false, evidence: [partSpan(s, r.from, r.from + on), partSpan(s, second, r.to)] };
}

function centred(s: SourceSentence): Endpoint | undefined {
  for (const pattern of CENTRE) {
    const m = s.text.match(pattern);
    if (!m) continue;
    const r = shortened(s.text, cut(s.text, m.index! + m[0].length));
    // "Anxiety Reducing Interventions in patients" does not centre on "interventions".
    // "improve patient outcomes" names no outcome in particular.
    if (
      r &&
      !NOT_OUTCOME.test(s.text.slice(r.from, r.to)) &&
      // "the influence of X on the outcome of patients remains uncertain": a gap in knowledge, not a named measure.
      !GAP.test(s.text.slice(r.from, r.to)) &&
      !/^(?:[\w-]+\s)?outcomes?$/i.test(s.text.slice(r.from, r.to))
    )
      return bothOn(s, r);
  }
  return measuredValueOf(s);
}

/** "Predictive relevance of HOXB13 expression", "sensitivity": what a test or marker study measures. */
function measuredValueOf(s: SourceSentence, value = VALUE): Endpoint | undefined {
  const v = s.text.match(value);
  if (!v) return undefined;
  // What the value is of, up to the next preposition.
  const of = s.text
    .slice(v.index! + v[0].length, v.index! + v[0].length + 80)
    .match(
      /^\s(?:of|for)\s(?![\d.])[^,;:.()]{1,70}?(?=\s(?:in|for|on|among|to|with|from|was|were|is|are)\s|[,;:.()?]|$)/i,
    );
  const end = v.index! + v[0].length + (of ? of[0].length : 0);
  return { text: s.text.slice(v.index!, end), stated: false, evidence: [partSpan(s, v.index!, end)] };
}

// "to assess X", "we evaluated X": what an aim names, unless it is only "the efficacy and safety".
const AIM =
  /\b(?:to|we(?: prospectively| also)?) (?:assess|assessed|evaluate|evaluated|compare|compared|determine|determined|examine|examined|explore|explored|investigate|investigated|measure|measured|test|tested|estimate|estimated|quantify|quantified|quantitate) (?:whether |if )?(?:the |a |an )?/i;
const GENERIC_AIM =
  /^(?:(?:clinical |relative |comparative )?(?:efficacy|safety|effects?|feasibility|benefits?|impact|effectiveness|role|use|value|outcomes?|tolerability|influence)(?:\s(?:and|,)\s(?:the )?(?:efficacy|safety|effects?|feasibility|tolerability|effectiveness|toxicity))*|whether|if|how|two|three|a)\b/i;

export const measurable = (text: string) => firstOutcome(text) !== undefined || MEASURE.test(text);

const MEASURE =
  /\b(?:consequences|rates?|scores?|levels?|incidence|concentrations?|uptake|utili[sz]ation|satisfaction|intentions?|knowledge|agreement|accuracy|sensitivity|specificity|function|functioning|perception|well-?being|functional|behaviou?rs?|adherence|attendance|retention|recruitment|accrual|costs?|concordance|acceptability|comprehension|recurrence|toxicit\w*|motility|markers?|doses|consumption)\b/i;

function aimPhrase(s: SourceSentence): Endpoint | undefined {
  const m = s.text.match(AIM);
  if (!m) return undefined;
  const from = m.index! + m[0].length;
  // "to assess the difference in X": X is what the arms are compared on, an outcome by its form.
  const diff = s.text.slice(from, from + 40).match(/^differences? in (?:the\s)?/i)?.[0].length ?? 0;
  const window = s.text.slice(from + diff, from + diff + 100);
  const stop = window.search(
    /\s(?:associated|related|of|in|among|between|after|during|for|with|by|from|at|on|compared|versus|vs\.?|and whether|to)\s|[,;:.(]/i,
  );
  const lead = window.match(/^(?:(?:improving|reducing|preventing|particularly)\s)+/i);
  const start = from + diff + (lead ? lead[0].length : 0);
  const base = Math.max(start, from + diff + (stop < 0 ? window.length : stop));
  const to = ofMeasure(s.text, base);
  const text = s.text.slice(start, to).trim();
  const head = s.text.slice(start, base).trim();
  // Only a measurable thing counts: an outcome word or a measure ("intention", "agreement", "pain perception").
  const verb =
    /\b(?:was|were|is|are|can|could|would|provides?|which|changed|altered|modified|affected|influenced|improves?|reduces?|increases?|decreases?|affects?|prolongs?|prevents?|influences?)\b/i;
  // The head alone must qualify: "of X" only completes a measure that is already one ("incidence", "rate").
  if (
    text.length < 3 ||
    GENERIC_AIM.test(text) ||
    head.split(/\s+/).length > 8 ||
    verb.test(text) ||
    !(diff || measurable(head))
  )
    return undefined;
  return { text, stated: false, evidence: [partSpan(s, start, start + text.length)] };
}

// "objective tumor responses" names an outcome, not an aim.
const AIM_CUE =
  /\b(?:aims?|aimed|objectives?(?! (?:tumou?r |clinical )?(?:responses?|remissions?|regressions?))|purpose|goal|sought|hypothesi[sz]ed|this (?:study|trial)|we (?:prospectively )?(?:evaluated|assessed|compared|investigated|examined|studied|measured)|to (?:assess|evaluate|investigate|compare|determine|examine|explore|test)|(?:was|were) (?:evaluated|investigated|assessed|examined|compared|studied|tested))\b/i;

const INVESTIGATED = /\s(?:was|were) (?:investigated|assessed|evaluated|examined|determined|computed|calculated)\b/i;
const TIMING = /^(?:(?:one|two|three|four|five|ten|\d+)-(?:year|month|week|day)|mean|median)$/i;

/** A one- or two-word outcome ("pain") named more precisely where the methods or results measure it ("pain magnitude"). */
function refined(endpoint: Endpoint, body: SourceSentence[]): Endpoint {
  // A bare "survival" of a trial whose methods or results say "overall survival" is that survival.
  if (/^survival$/i.test(endpoint.text.trim())) {
    const s = body.find((b) => b.role !== "background" && /\boverall survival\b/i.test(b.text));
    const at = s ? s.text.search(/\boverall survival\b/i) : -1;
    if (s && at >= 0)
      return {
        ...endpoint,
        text: s.text.slice(at, at + 16),
        evidence: [...endpoint.evidence, partSpan(s, at, at + 16)],
      };
  }
  // The head of a one- or two-word outcome ("tumor recurrence" is measured as "recurrence rates").
  const m = endpoint.text.toLowerCase().match(/^(?:[a-z-]+\s)?([a-z-]{4,})$/);
  if (!m) return endpoint;
  const word = m[1]!;
  for (const s of body.filter((b) => b.role === "methods").concat(body.filter((b) => b.role === "results"))) {
    const at = s.text.toLowerCase().search(new RegExp(`\\b${word}\\b`));
    if (at < 0) continue;
    const w = widen(s.text, at, at + word.length);
    // Only a completing word ("magnitude", "scores") makes it more precise; a qualifier may narrow it to a kind.
    if (w.to === at + word.length) continue;
    const text = s.text.slice(w.from, w.to);
    // Qualifiers before the head must not name another kind ("overall survival" for "disease-free survival").
    const before = text
      .slice(0, at - w.from)
      .toLowerCase()
      .split(/\s+/)
      .filter(Boolean);
    // Nor drop a qualifier that says what it is of: "smoking cessation" is not "cessation rates" ("tumor" goes unsaid).
    const qualifier = m[0].split(" ")[0]!;
    const dropped = !before.includes(qualifier) && !/^(?:tumou?r|cancer|disease)$/i.test(qualifier);
    if (m[0] !== word && (dropped || !before.every((q) => q === qualifier || TIMING.test(q)))) continue;
    const words = text.split(/\s+/).length;
    if (words > 1 && words <= 4)
      return { ...endpoint, text, evidence: [...endpoint.evidence, partSpan(s, w.from, w.to)] };
  }
  return endpoint;
}

/** Not named as primary: what the objective (else the title, else the first result) centres on. */
export function centredEndpoint(sentences: SourceSentence[]): Endpoint | null {
  const body = sentences.filter((s) => s.field === "abstract");
  const objective = body.filter(
    (s) =>
      s.role === "objective" ||
      (s.role !== "results" &&
        s.role !== "conclusion" &&
        // "To determine whether X reduces mortality, a trial is necessary": a background rationale, not this report's aim.
        (s.role !== "background" || OWN_AIM.test(s.text)) &&
        /\b(?:we (?:aimed|sought|prospectively)|we (?:investigated|examined|explored|assessed|evaluated|tested) whether|this study|the aim|to (?:assess|evaluate|compare|determine|investigate|examine|explore|test whether|estimate|quantify|quantitate|study))\b/i.test(
          s.text,
        )),
  );
  // An objective section may open with context ("One of the common side effects is ..."): its aim sentence first.
  const aimFirst = [
    ...objective.filter((s) => AIM_CUE.test(s.text)),
    ...objective.filter((s) => !AIM_CUE.test(s.text)),
  ];
  const pools = [aimFirst, sentences.filter((s) => s.field === "title"), resultSentences(sentences)];
  // The outcomes the methods list as measured, when objective and title name none.
  // An unlabelled sentence before the first result reads as methods too.
  const firstResult = body.find((s) => s.role === "results")?.index ?? Infinity;
  const methods = body.filter((s) => s.role === "methods" || (s.role === "other" && s.index < firstResult));
  // Or what a marker or test study says it investigated ("Prognostic and predictive ability of each marker was investigated").
  const listed =
    measuredList(methods) ??
    methods
      .filter((s) => INVESTIGATED.test(s.text) && !/\bsensitivity analys/i.test(s.text))
      .map((s) => measuredValueOf(s))
      .find(Boolean) ??
    instrumentMeasured(methods);
  for (const pool of pools) {
    for (const s of pool) {
      const found: Endpoint[] = [];
      const o = firstOutcome(s.text);
      if (o) {
        const w = widen(s.text, o.at, o.at + o.words.length);
        found.push({ text: s.text.slice(w.from, w.to), stated: false, evidence: [partSpan(s, w.from, w.to)] });
      }
      // A result may name a measure of a test rather than an outcome ("Overall agreement was 96%").
      const v = pool === pools[2] ? measuredValueOf(s) : undefined;
      if (v) found.push(v);
      if (pool !== pools[2]) {
        const c = centred(s);
        const a = aimPhrase(s);
        const l = measuredList([s]);
        const d = differsAim(s, measurable);
        if (d) found.push(d);
        if (c) found.push(c);
        if (a) found.push(a);
        if (l) found.push(l);
      }
      // The one the sentence names first; at the same place, the reading of two outcomes ("mortality and on cancer
      // incidence") or of a list over its first item.
      const first = firstReading(
        found.filter((f) => !namesPopulation(f.text, sentences)).map((f) => wholeGenericPair(s, f)),
      );
      if (first)
        return pool === pools[2] ? first : fullerInTitle(activityAsResponse(refined(first, body), body), sentences);
    }
    if (pool === pools[1] && listed) return listed;
    const accuracy = pool === pools[1] ? body.find((s) => s.role !== "conclusion" && ACCURACY.test(s.text)) : undefined;
    if (accuracy) return measuredValueOf(accuracy, ACCURACY) ?? null;
  }
  return null;
}
