import type { Span } from "../../../../shared/fact-sheet";
import type { SourceSentence } from "../source/read-source";
import { partSpan } from "./spans";

// Groups formed without chance by the study itself: earlier patients as controls, a choice, a period, a centre, a
// date of admission, or the time before and after a change was introduced.
const FORMED_OTHERWISE =
  /\bhistorical(?:ly)? (?:controls?|cohorts?|comparison|comparators?|groups?|series)\b|\b(?:allocated|assigned|divided|treated) (?:according to|by) (?:the |their |patients' |patient )?(?:period|time|date|centre|center|hospital|ward|preference|choice|alternation|day of)\b|\baccording to (?:their |the patients' |patient )?(?:own )?(?:preference|choice)\b|\b(?:allocated|assigned|divided) (?:according to|by) (?:the |their )?(?:week|day|month|date|order|time) of (?:admission|birth|presentation|referral|surgery|enrolment|enrollment|registration)\b|\b(?:odd|even)[- ](?:or|and)[- ](?:odd|even)\b|\bbefore and after (?:the )?(?:introduction|implementation|start|launch) of\b|\bpatients (?:who )?(?:chose|opted|declined|refused)\b/i;
// Controls set beside patients the study treated: "compared to 39 untreated, matched control patients from a previous study".
const CONTROLS =
  /\b(?:untreated|matched|concurrent|contemporary)[,\s]{1,2}(?:(?:untreated|matched)[,\s]{1,2})?["“]?controls?\b|\bcontrols?["”]?[- ]patients? from (?:a|an|the|our) (?:previous|earlier|prior)\b|\bfrom (?:a|an|our|the) (?:previous|earlier|prior) (?:study|trial|cohort|series)\b/i;
// The study gave the treatment itself: "were supplemented with", "were treated with", "were given".
const GIVEN =
  /\b(?:were|was) (?:supplemented|treated|given|offered|prescribed|administered|prospectively (?:treated|given|enrolled))\b/i;
// Records read after the fact, or a study calling itself a cohort, watch treatment chosen elsewhere.
const RECORDS =
  /\b(?:retrospective(?:ly)?|registry|registries|database|medical records|chart review|population-based|claims data|cohort study|observational)\b/i;

const EXPERIMENTAL = /\b(?:experimental|intervention|treatment) (?:group|arm|cohort)\b/i;
const CONTROL_GROUP = /\bcontrol (?:group|arm|cohort)\b/i;

/**
 * A study that gave an intervention to its own patients and compared them with a group not formed by chance
 * (historical or matched controls, patients' choice, a period or centre): a non-randomised trial, not a cohort study.
 */
export function ownInterventionControls(sentences: SourceSentence[]): Span | undefined {
  const own = sentences.filter((s) => s.role !== "background" && s.role !== "conclusion");
  if (own.some((s) => RECORDS.test(s.text))) return undefined;
  for (const s of own) {
    // The treatment and its controls in one sentence: "were given X and compared with 20 matched controls"; a
    // case-control study's "cases" were not given anything by it.
    const given = s.field === "abstract" && GIVEN.test(s.text) && !/\bcases\b/i.test(s.text);
    const m = s.text.match(FORMED_OTHERWISE) ?? (given ? s.text.match(CONTROLS) : null);
    if (m) return partSpan(s, m.index!, m.index! + m[0].length);
  }
  return undefined;
}

/**
 * "An experimental group of 59 patients ... A control group of 248": the study's own treated group set beside a
 * control group, with no word of how the groups were formed (so a trial, its allocation unsaid).
 */
export function experimentalBesideControl(sentences: SourceSentence[]): Span | undefined {
  const own = sentences.filter((s) => s.field === "abstract" && s.role !== "background" && s.role !== "conclusion");
  if (own.some((s) => RECORDS.test(s.text))) return undefined;
  const experimental = own.find((s) => EXPERIMENTAL.test(s.text));
  if (!experimental || !own.some((s) => CONTROL_GROUP.test(s.text))) return undefined;
  const m = experimental.text.match(EXPERIMENTAL)!;
  return partSpan(experimental, m.index!, m.index! + m[0].length);
}
