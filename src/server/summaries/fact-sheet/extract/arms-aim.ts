import type { SourceSentence } from "../source/read-source";
import { cleanArm, looksLikeControl, type Found } from "./arm-names";

// "a randomized study with two arms that aims to evaluate the effects of X on patients ...": what the trial tests.
const AIMED =
  /\b(?:aims?|aimed|designed|intends?|intended) to (?:evaluate|assess|determine|investigate|test|examine|establish) (?:the )?(?:effects?|efficacy|benefits?|impact|value|role) of (?:adding )?/i;
// Random allocation of this study's own participants: "patients will be randomized", "we randomly assigned".
const ALLOCATED =
  /\b(?:will be|were|was|are|be) (?:randomi[sz]ed|randomly (?:assigned|allocated))\b|\bwe randomi[sz]ed\b/i;

/**
 * The treatment a randomised trial's aim names when no sentence names its arms: its one tested arm, so a reader is not
 * told the trial compared nothing. Undefined without random allocation or an aim naming a treatment.
 */
export function aimedTreatment(sentences: SourceSentence[]): Found | undefined {
  const own = sentences.filter((s) => s.field === "abstract" && s.role !== "background" && s.role !== "conclusion");
  if (!own.some((s) => ALLOCATED.test(s.text))) return undefined;
  for (const s of own) {
    const m = s.text.match(AIMED);
    if (!m) continue;
    const from = m.index! + m[0].length;
    const arm = cleanArm(s.text.slice(from, from + 160));
    if (arm && !looksLikeControl(arm.name)) return { name: arm.name, s, at: from + arm.offset };
  }
  return undefined;
}

// "a randomized study with two arms", "two groups", "a two-arm trial": the trial has a comparator, named or not.
const TWO_ARMS = /\b(?:two|2)(?:\s|-)(?:(?:treatment|study|parallel)\s)?(?:arms?|groups)\b/i;

// "on patients with gastric cancer ..., treated with surgery": what every participant gets, the aimed treatment added.
const EVERYONE_GETS = /,?\s(?:treated with|undergoing|receiving|who (?:receive|undergo|are treated with))\s/i;

/**
 * A two-arm trial whose aim names only the tested treatment X "on patients treated with Y": Y plus X against Y, so the
 * reader sees the comparison rather than one arm. Undefined unless the abstract says the trial has two arms and names Y.
 */
export function aimedPair(aimed: Found, sentences: SourceSentence[]): Found[] | undefined {
  const own = sentences.filter((s) => s.field === "abstract" && s.role !== "background" && s.role !== "conclusion");
  if (!own.some((s) => TWO_ARMS.test(s.text))) return undefined;
  const after = aimed.end ?? aimed.at + aimed.name.length;
  const window = aimed.s.text.slice(after, after + 300);
  const gets = window.match(EVERYONE_GETS);
  const from = gets ? after + gets.index! + gets[0].length : -1;
  const base = gets ? cleanArm(aimed.s.text.slice(from, from + 160)) : undefined;
  if (!base || looksLikeControl(base.name) || base.name.toLowerCase() === aimed.name.toLowerCase()) return undefined;
  const baseAt = from + base.offset;
  const end = baseAt + base.name.length;
  return [
    { name: `${base.name} plus ${aimed.name}`, s: aimed.s, at: aimed.at, end },
    { name: base.name, s: aimed.s, at: baseAt, end, control: true },
  ];
}
