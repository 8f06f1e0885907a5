import type { SourceSentence } from "../source/read-source";
import type { Endpoint } from "./endpoint";
import { firstOutcome, outcomeKinds } from "./outcomes";
import { partSpan, sentenceHolding } from "./spans";
import { readFromAim } from "./endpoint-source";
import { tidyEndpoint } from "./endpoint-tidy";

// A measure word alone ("the level of PSA" cut to "level") says how, not what, was measured.
// "the model's outcomes": an owner's measure word names none either.
const BARE_MEASURE =
  /^(?:the\s)?(?:[\w-]+['’]s\s)?(?:levels?|rates?|scores?|values?|changes?|differences?|results?|outcomes?|data)$/i;
// "whether docetaxel has antitumour activity": a clause with its own verb is the question asked, not the measure.
const CLAUSE = /\s(?:has|have|is|are|was|were|can|could|will|would|may|might|does|do)\s/i;
// "efficacy and toxicity", "treatment benefit": a word that names no measure leads the phrase.
const GENERIC_LEAD =
  /^(?:the\s)?(?:(?:clinical|treatment|therapeutic|relative|overall)\s)?(?:efficacy|effectiveness|benefits?|effects?|usefulness|value|role)(?:\s(?:and|or)\s|$)/i;
// "No survival advantage was observed" in an abstract that reports disease-free survival: which survival is unclear.
const BARE_SURVIVAL = /^survival$/i;
const NAMED_SURVIVAL = /\b(?:disease|relapse|recurrence|event|progression|metastasis|failure)[- ]free survival\b/i;
const PRONOUN_END = /(?:^|[\s,;])(?:it|they|them|this|these|those|which|who|we|he|she)$/i;
// "At week 1 (primary endpoint)": a time point, not what was measured at it.
const TIME_ONLY = /^(?:at|after|by|within|on|during)\s(?:the\s)?(?:end|day|week|month|year|cycle|visit|\d)/i;
// "Adverse effects and adherence were also assessed": a sentence of secondary measures names no primary one.
const ALSO_MEASURED = /\b(?:were|was) also (?:assessed|measured|evaluated|recorded|examined|analy[sz]ed|compared)\b/i;
// "... remissions (26% vs 13%; P = .006) and overall responses", "(relative risk, 0.67; 95 percent confidence interval,
// 0.50 to 0.90) and a 29 percent reduction in mortality": an outcome reported after another one's figures.
const FIGURES_BEFORE = /\d\s?%|\d percent\b|\b[Pp]\s?[=<>≤≥]|\bconfidence interval\b|\bCI\b/;
// "Although 30% relapsed ...": a concession leads up to the main finding; the outcome it names is not the one measured.
const CONCEDES = /^(?:although|though|while|whereas|despite|even though)\b/i;
const AFTER_FIGURES = /\),?\s(?:and|as well as)\s[^()]{0,40}$|\),\s(?:the\s)?$/;
// "The 3-year survival for EFS ...": the outcome is the short form's, named after the words read.
const SHORT_FORM_AFTER = /^\s(?:for|of)\s(?:the\s)?(?:[A-Z]{2,5})\b/;
// A bracketed short form taken alone ("overall (OS) and event-free (EFS) survival" read as "OS").
const BARE_SHORT_FORM = /^[A-Z][A-Z0-9-]{1,5}$/;
// "Survival end points were improved": a family of outcomes, not the one measured.
// "Secondary and sensitivity analyses showed": a kind of analysis, not a measure.
const FAMILY_AFTER = /^\s(?:end[- ]?points?|outcomes?|measures?|parameters?|variables?|analys[ie]s)\b/i;
// "Outcome improvement over time at a single institution": a phrase opening on a preposition of when or where names none;
// nor does one opening on a means ("by prophylactic administration of G-CSF"): that is how, not what, was measured.
const PLACE_OR_TIME_LEAD =
  /^(?:over|at|across|during|throughout|within|since|from|among|between|by|via|through|using)\s/i;
// "proportions and Kaplan–Meier", "chi-square test", "Cox regression": how the data were analysed, not what was measured.
const STATISTICS_WORDS =
  /\bkaplan[-–‐ ]?meier\b|\blog[- ]?rank\b|\bchi[- ]?squared?\b|\bcox (?:regression|model|proportional)|\b(?:logistic|linear) regression\b|\bt[- ]tests?\b|\bmann[-–‐ ]whitney\b|\bwilcoxon\b|\bdescriptive statistics\b/i;
// "factors affecting disease-free survival", "associations between X and uptake": what predicts an outcome is studied.
const FACTOR_BEFORE =
  /\b(?:factors?|predictors?|determinants?|correlates?)\s(?:(?:of|for|affecting|influencing|predicting|associated with|related to)\s)(?:the\s)?$/i;
// (A correlation between two measures is a method study's own question, and stays.)
const ASSOCIATION = /^(?:(?:statistical|significant)\s)?(?:associations?|relationships?)\s(?:between|of)\b/i;
// "regarding treatment response and toxicities": the phrase is the last item of a list the reader did not take whole.
// "the feasibility, safety, and effect on cessation": the last item behind "effect on" is the list's too.
const LAST_ITEM = /\s(?:and|or)\s(?:(?:the\s|its\s)?(?:effects?|impact)\s(?:on|upon)\s(?:the\s)?)?$/i;
// The list's first item, from the word after its preposition (a window of 60 characters keeps this bounded).
const LIST_START = /(?:^|\s(?:of|on|in|regarding|for|about|including|to)\s)((?:[\w-]+\s){1,4})(?:and|or)\s$/i;

/** The sentence a span sits in. */
const sentenceOf = (e: Endpoint, sentences: SourceSentence[]) =>
  e.evidence[0] ? sentenceHolding(e.evidence[0], sentences) : undefined;

/** Why a reading is not structurally an outcome, or null when it may be shown. */
export function gateReason(found: Endpoint, sentences: SourceSentence[]): string | null {
  const text = found.text.trim();
  if (BARE_MEASURE.test(text)) return "bare measure";
  if (GENERIC_LEAD.test(text)) return "generic lead";
  if (!found.stated && BARE_SHORT_FORM.test(text)) return "bare short form";
  if (!found.stated && ASSOCIATION.test(text)) return "association";
  if (!found.stated && CLAUSE.test(text)) return "clause";
  if (TIME_ONLY.test(text)) return "time point";
  // "malignancies, it" of "one of the most preventable malignancies, it is still common": a clause cut, not a measure.
  if (PRONOUN_END.test(text)) return "clause fragment";
  if (PLACE_OR_TIME_LEAD.test(text)) return "preposition lead";
  if (STATISTICS_WORDS.test(text)) return "statistical method";
  if (!found.stated && BARE_SURVIVAL.test(text) && sentences.some((t) => NAMED_SURVIVAL.test(t.text)))
    return "which survival";
  const s = sentenceOf(found, sentences);
  const span = found.evidence[0];
  if (!s || !span) return null;
  const before = s.text.slice(Math.max(0, span.start - s.start - 60), span.start - s.start);
  const after = s.text.slice(span.end - s.start, span.end - s.start + 60);
  if (FAMILY_AFTER.test(after)) return "family";
  const short = after.match(SHORT_FORM_AFTER);
  if (short && firstOutcome(short[0])) return "short form after";
  if (!found.stated && ALSO_MEASURED.test(s.text)) return "also measured";
  const lead = s.text.slice(0, span.start - s.start);
  if (!found.stated && s.role === "results" && FIGURES_BEFORE.test(lead) && AFTER_FIGURES.test(lead))
    return "second reported";
  if (!found.stated && s.role === "results" && CONCEDES.test(s.text.trim())) return "concession";
  if (FACTOR_BEFORE.test(before)) return "factor";
  return null;
}

// "patients recorded the incidence of nausea": who recorded it and the verb are not the outcome.
const SUBJECT_VERB =
  /^(?:the\s)?(?:patients|participants|subjects|women|men|we|investigators|nurses|physicians)\s(?:recorded|reported|rated|completed|kept|scored|noted|documented)\s(?:the\s|their\s)?/i;

/** The reading without a subject and verb before its outcome, when its words are the span's own. */
function withoutSubject(found: Endpoint, sentences: SourceSentence[]): Endpoint {
  const m = found.text.match(SUBJECT_VERB);
  const span = found.evidence[0];
  const s = sentenceOf(found, sentences);
  if (!m || !span || !s || s.text.slice(span.start - s.start, span.end - s.start) !== found.text) return found;
  const from = span.start - s.start + m[0].length;
  const to = span.end - s.start;
  return { ...found, text: s.text.slice(from, to), evidence: [partSpan(s, from, to), ...found.evidence.slice(1)] };
}

/**
 * The endpoint the summaries may show: a reading that is not structurally an outcome (a measure word alone, a generic
 * aim word, a family of outcomes, a bare short form, a time point, what predicts an outcome, a secondary or conceded
 * outcome) is left empty, so the summary says the abstract is unclear rather than guess; an aim's list is given whole.
 */
export function readEndpoint(
  found: Endpoint | null,
  sentences: SourceSentence[],
  resultText: string | null = null,
): Endpoint | null {
  if (!found || gateReason(found, sentences) !== null || unlikeResult(found, sentences, resultText)) return null;
  const whole = wholeList(found, sentences);
  return whole && tidyEndpoint(withoutSubject(whole, sentences), sentences);
}

/** The reading as shown: one never called primary only when the objective names it (see endpoint-source.ts). */
export function shownEndpoint(
  found: Endpoint | null,
  sentences: SourceSentence[],
  resultText: string | null = null,
): Endpoint | null {
  return sourcedEndpoint(readEndpoint(found, sentences, resultText), found, sentences);
}

export const sourcedEndpoint = (read: Endpoint | null, found: Endpoint | null, sentences: SourceSentence[]) =>
  read && found && (read.stated || (readFromAim(found, sentences) && readFromAim(read, sentences))) ? read : null;

/**
 * A guess read from one result sentence while the primary result is another sentence about another kind of outcome
 * ("The response rates were 72% and 77%" beside "One-year survival rates were 34 and 38% (P=0.497)"), the guess
 * untested and the result tested: the reader's two
 * readings disagree, so neither outcome is named as the main one.
 */
const TESTED = /\b[Pp]\s?[=<>≤≥]|\bCI\b|\bconfidence interval\b/;

function unlikeResult(found: Endpoint, sentences: SourceSentence[], resultText: string | null): boolean {
  if (found.stated || !resultText) return false;
  const s = sentenceOf(found, sentences);
  if (s?.role !== "results" || s.text === resultText) return false;
  // Only a tested result outweighs the guess: "There was no significant difference in survival" alone does not.
  if (!TESTED.test(resultText) || TESTED.test(s.text)) return false;
  const ours = firstOutcome(found.text)?.kind;
  const theirs = outcomeKinds(resultText);
  return ours !== undefined && theirs.size > 0 && !theirs.has(ours);
}

/**
 * An aim or title listing outcomes ("regarding treatment response and toxicities") gives them whole: a reading of its
 * last item alone becomes the list, or nothing when the list's start cannot be told. A result sentence is left as read.
 */
function wholeList(found: Endpoint, sentences: SourceSentence[]): Endpoint | null {
  const s = sentenceOf(found, sentences);
  const span = found.evidence[0];
  if (found.stated || !s || !span || s.role === "results") return found;
  const at = span.start - s.start;
  const before = s.text.slice(Math.max(0, at - 60), at);
  if (!LAST_ITEM.test(before)) return found;
  const list = before.match(LIST_START);
  if (!list) return null;
  // From the list's first item to the end of the reading.
  const from = at - (list[0].length - list[0].indexOf(list[1]!));
  const to = span.end - s.start;
  return { ...found, text: s.text.slice(from, to), evidence: [partSpan(s, from, to), ...found.evidence.slice(1)] };
}
