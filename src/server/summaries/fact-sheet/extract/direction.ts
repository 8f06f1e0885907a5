import type { Direction } from "../../../../shared/fact-sheet";
import { effectSignificance, pSignificance, pValues, saysNotSignificant, type ReadEffect } from "./effects";
import { type ArmFigure, figureSide } from "./figure-side";
import { favouredSide, type ArmWords } from "./polarity";
import { HARM_REPORTED } from "./result-asides";

// "Neither the rates nor the model showed a difference": a denial that opens the sentence.
const NO_DIFFERENCE =
  /\b(?:no (?:statistically )?(?:significant|clear|meaningful|relevant)?\s?(?:differences?|improvement|benefit|effect|advantage|impact|change|excess|increase|reduction|decrease)|not (?:statistically )?significant(?:ly)?|non[- ]?significant|did not (?:\w+ )?(?:differ|improve|prolong|increase|reduce|decrease|change|affect|show|reach|result|lead)|(?:did|does|do) not \w+ (?:any |a )(?:statistically )?significant|does not (?:differ|improve)|were not (?:\w+ )?(?:different|improved|affected)|was not (?:\w+ )?(?:different|improved|affected|associated)|failed to|similar|comparable|equivalent|without (?:any )?(?:statistically )?(?:significant )?differences?|regardless of (?:whether|the (?:treatment|arms?|groups?)|treatment|allocation|randomi[sz]ation)|(?:revealed|showed|found) no (?:\w+ )?differences?|no (?:group|between-group|treatment) differences?|tended to|trend(?:ed)? towards?|significant (?:[\w-]+ ){1,3}?(?:was|were|has|have|had) not (?:been )?(?:detected|observed|found|seen|noted|shown|demonstrated)|no (?:evidence|differences?)|neither\b[^.;]{0,120}?\b(?:showed|revealed|found|demonstrated|detected) (?:a |any )?(?:significant )?differences?)\b/i;
const SIGNIFICANT = /\b(?:significant(?:ly)?|superior)\b/i;
// Outcomes where fewer is better: a ratio below 1 favours the arm in its numerator.
const BAD_EVENT =
  /\b(?:death|mortality|progression|recurrence|relapse|toxicit|adverse|complication|infection|seroma|pain|nausea|vomiting|fatigue|anxiety|depression|distress|events?|failure|incidence|risk|hazard|ulcer|mucositis|dermatitis|neutropenia)/i;
const WORSE = /\b(?:significantly worse|inferior|detrimental|harmful)\b/i;
const NON_INFERIOR_SHOWN =
  /\b(?:below|within|lower than|did not (?:cross|exceed|reach)) the (?:pre-?specified |predefined |prespecified )?non-?\s?inferiority (?:margin|limit|boundary)|\bnon-?\s?inferior(?:ity)? (?:was|were|has been) (?:shown|demonstrated|established|confirmed|met)|\b(?:was|were|is|are) non-?\s?inferior\b|\bnoninferior\b(?! margin)|\bequivalen(?:t|ce) (?:was|were) (?:shown|demonstrated)|\bnon-?\s?inferiority (?:criteria|criterion) (?:was|were) met/i;
// "P = .017 for noninferiority": the test of non-inferiority itself, significant below 0.05.
const P_FOR_NON_INFERIORITY = /\b[Pp]\s?([=<≤])\s?(0?\.\d{1,4})\s?(?:for|,\s?)\s?non-?\s?inferiority\b/;
const nonInferiorityTest = (sentence: string) => {
  const m = sentence.match(P_FOR_NON_INFERIORITY);
  return !!m && Number(m[2]) < 0.05;
};
const NON_INFERIOR_FAILED =
  /\b(?:did not meet|exceeded|crossed|above|outside) the (?:pre-?specified |predefined |prespecified )?non-?\s?inferiority (?:margin|limit|boundary|criterion)|\bnon-?\s?inferiority (?:was|could) not\b|\bnot (?:be )?(?:shown|demonstrated) (?:to be )?non-?\s?inferior|\bfailed to (?:show|demonstrate) non-?\s?inferiority/i;

export type DirectionInput = {
  sentence: string;
  effects: ReadEffect[];
  /** The trial says its aim is non-inferiority or equivalence, with a margin or in so many words. */
  nonInferiorityAim: boolean;
  /** The endpoint the result is about, to know whether fewer events is better. */
  endpoint: string;
  /** Words naming each side, to tell which one a comparative describes. */
  arms: ArmWords;
  /** Each arm's figure of the result, when the sentence gives them, to tell the side when no word does. */
  figures?: ArmFigure[];
};

// An interval with a negative and a positive end is a difference that spans no effect.
const SPANS_ZERO =
  /9[05]\s?%\s?(?:CI|C\.I\.|confidence interval)[^\d\-−;]{0,6}[-−]\d+(?:[.·]\d+)?\s?%?\s?(?:to|,|;)\s?\d/i;

/** The primary comparison's direction, from its statistics and then its words, never from the conclusion. */
// "were not different before education" or "comparable at baseline" describes the groups before, not the result.
const BASELINE_CLAUSE =
  /\b(?:at baseline|baseline|before (?:the )?(?:intervention|treatment|education|randomi[sz]ation|surgery)|pre-?(?:intervention|treatment))\b/i;

// ", with similar rates for both devices": a comparison inside one arm, added after the result between the arms.
const WITHIN_ARM = /^[,;]?\s?with (?:similar|comparable)\b[^,;]{0,80}\bboth\b/i;

/** Where the sentence first says "no difference" about the result, skipping clauses about the groups at baseline. */
function noDifferenceAt(sentence: string): number {
  const all = new RegExp(NO_DIFFERENCE.source, "gi");
  for (const m of [...sentence.matchAll(all)].slice(0, 6)) {
    const start = Math.max(sentence.lastIndexOf(",", m.index!), sentence.lastIndexOf(";", m.index!), 0);
    const ends = [",", ";"].map((c) => sentence.indexOf(c, m.index!)).filter((i) => i >= 0);
    const clause = sentence.slice(start, ends.length ? Math.min(...ends) : sentence.length);
    if (!BASELINE_CLAUSE.test(clause) && !WITHIN_ARM.test(clause)) return m.index!;
  }
  return -1;
}

function sideOf(input: DirectionInput): Direction {
  // The words first; else the figures of each arm, read against whether more of the outcome is good.
  const side =
    favouredSide(input.sentence, input.endpoint, input.arms) ??
    figureSide(input.figures ?? [], [input.endpoint, input.sentence]);
  if (side) return side === "intervention" ? "favours-intervention" : "favours-control";
  // "Survival was inferior" naming no group says which did worse no more than which did better: no direction. Nor
  // does "more side effects were observed with X": a harm found more often is not a benefit, whatever arm it names.
  return WORSE.test(input.sentence) || HARM_REPORTED.test(input.sentence) ? "not-reported" : "favours-intervention";
}

const WITHIN_BOTH = /\bin both (?:the )?(?:groups|arms)\b/i;
const DIFFERENCE_NS =
  /\bdifferences? (?:between (?:the )?(?:two )?(?:groups|arms) )?(?:was|were) not (?:statistically )?significant\b/i;

// "Increased significantly (P>0.05)": a claim of significance that every p value of the sentence denies.
const AFFIRMED = /\bsignificant(?:ly)?\b/gi;
const DENIED_BEFORE = /\b(?:not|no|non-?|without|nor|lack of|neither)\s?(?:\w+\s)?(?:statistically\s)?$/i;
function contradicts(sentence: string, ps: { sig: string | undefined }[]): boolean {
  if (ps.length === 0 || ps.some((p) => p.sig !== "not-significant")) return false;
  if (NO_DIFFERENCE.test(sentence) || saysNotSignificant(sentence)) return false;
  return [...sentence.matchAll(AFFIRMED)]
    .slice(0, 6)
    .some((m) => !DENIED_BEFORE.test(sentence.slice(Math.max(0, m.index! - 30), m.index!)));
}

// "The only significant difference was the number offering leaflets": every other comparison, the main one included, was null.
export const ONLY_DIFFERENCE =
  /\bthe only (?:statistically )?significant (?:between-group )?(?:differences?|changes?|effects?|improvements?)\b/i;
const singlesOutOther = (sentence: string, endpoint: string) => {
  const m = sentence.match(ONLY_DIFFERENCE);
  return m !== null && !(endpoint && sentence.slice(m.index!).toLowerCase().includes(endpoint.toLowerCase()));
};

export function judgeDirection(input: DirectionInput): Direction {
  const { sentence, effects, nonInferiorityAim } = input;
  if (singlesOutOther(sentence, input.endpoint)) return "no-significant-difference";
  if (nonInferiorityAim && NON_INFERIOR_FAILED.test(sentence)) return "no-significant-difference";
  if (nonInferiorityAim && (NON_INFERIOR_SHOWN.test(sentence) || nonInferiorityTest(sentence))) return "non-inferior";
  // Words and p values in the order the sentence gives them: the first one is about the first outcome.
  const ps = pValues(sentence)
    .map((p) => ({ at: p.at, sig: pSignificance(p.sign, p.value) }))
    .filter((p) => p.sig);
  const judged = effects.map((e) => ({ e, sig: effectSignificance(e) })).filter((x) => x.sig);
  // "a significantly worse response (P = 0.02 ...), ... and a trend toward shorter survival (relative risk, 1.3;
  // confidence interval, 0.99 to 1.6)": a p value read before the first estimate speaks of the first outcome.
  const earlier = ps[0] && judged[0] && ps[0].at < judged[0].e.start && ps[0].sig !== judged[0].sig;
  const first = earlier ? undefined : judged[0];
  if (first?.sig === "significant") {
    const ratio = /^(?:HR|OR|RR|IRR|rate ratio|incidence rate ratio)$/i.test(first.e.measure);
    if (ratio) {
      const badEvent =
        first.e.measure === "HR" || BAD_EVENT.test(input.endpoint) || BAD_EVENT.test(sentence.slice(0, first.e.start));
      const below = first.e.number < 1;
      return below === badEvent ? "favours-intervention" : "favours-control";
    }
    // Vaccine efficacy above 0 means fewer infections with the vaccine.
    if (first.e.measure === "VE") return first.e.number > 0 ? "favours-intervention" : "favours-control";
    return sideOf(input);
  }
  if (first?.sig === "not-significant") return "no-significant-difference";
  // A contradictory sentence sets no direction: the reader cannot tell which half is the error.
  if (contradicts(sentence, ps)) return "not-reported";
  const none = noDifferenceAt(sentence);
  const ns = saysNotSignificant(sentence);
  // "X deteriorated significantly (p < 0.001) in both groups ... although the difference was not significant": the
  // significant change is within each group; the comparison of the groups is the null.
  if (WITHIN_BOTH.test(sentence) && DIFFERENCE_NS.test(sentence)) return "no-significant-difference";
  if ((none >= 0 || ns) && (ps.length === 0 || (none >= 0 && none < ps[0]!.at) || ps[0]!.sig === "not-significant"))
    return "no-significant-difference";
  if (ps[0]?.sig === "significant" || (ps.length === 0 && SIGNIFICANT.test(sentence))) return sideOf(input);
  if (ps[0]?.sig === "not-significant" || SPANS_ZERO.test(sentence)) return "no-significant-difference";
  return "not-reported";
}
