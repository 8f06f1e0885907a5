import type { Direction, FactSheet, Flag, SourceText } from "../../../shared/fact-sheet";
import { spanText } from "../../../shared/fact-sheet";
import { reassuresOnEndpoint } from "./extract/conclusion-restates";
import { likenessOnly } from "./extract/conclusion-likeness";
import { anotherSignificantResult } from "./extract/another-significant";
import { smallTrial } from "./extract/flags";
import { armWords } from "./extract/primary-result";
import { pSignificance, pValues } from "./extract/effects";
import { comparesArms } from "./extract/polarity";
import { FACTORIAL, SUBGROUP, withinOneGroup } from "./extract/result-asides";
import { endpointReading } from "./extract/endpoint-source";
import { UNCLEAR } from "./verify-result";
import { notRandomCue, singleArmCue } from "./write/design-cues";
import { ALLOCATED } from "./write/kind-in-doubt";

const SECONDARY_OR_SUBGROUP =
  /\b(?:sub-?groups?|subsets?|subpopulations?|secondary (?:end ?-?points?|outcomes?|analys[ie]s)|exploratory|post[- ]hoc)\b/i;
// Quality of life is a secondary outcome only of a trial whose primary endpoint is something else.
const QUALITY_OF_LIFE = /\bquality of life\b|\bQoL\b|\bHRQOL\b/i;

// The reader's endpoint where it was read but not shown (never called primary, not from the objective): spin was
// measured right with it (6 of 6 such flags on dev and pool), so a null is still read as that endpoint's.
const readEndpointOf = (sheet: FactSheet) => sheet.primaryEndpoint ?? endpointReading(sheet) ?? null;

const DOUBTS_GAIN =
  /\b(?:improvements?|benefits?|effects?|advantages?|gains?)\b[^.;]{0,80}?\bunlikely\b|\bunlikely to (?:have|be|produce|confer|offer|improve|benefit)\b/i;

/** Every quote of the conclusion speaks of a secondary outcome or a subgroup, none of the primary result alone. */
function restsOnSecondary(sheet: FactSheet, source: SourceText): boolean {
  const { conclusion } = sheet;
  const qolPrimary = QUALITY_OF_LIFE.test(readEndpointOf(sheet)?.text ?? "");
  const secondary = (text: string) => SECONDARY_OR_SUBGROUP.test(text) || (!qolPrimary && QUALITY_OF_LIFE.test(text));
  return (
    conclusion !== null &&
    conclusion.evidence.length > 0 &&
    conclusion.evidence.every((span) => secondary(spanText(source, span)))
  );
}

// A dose-finding or pharmacokinetic study concludes on a dose to take forward, not on one arm beating another.
const DOSE_FINDING =
  /\bdose[- ](?:finding|escalation|selection)\b|\bpharmacokinetics?\b|\brecommended (?:phase (?:2|II) )?dose\b|\bmaximum tolerated dose\b/i;
const doseFinding = (sheet: FactSheet, source: SourceText) =>
  sheet.phase === "1" || DOSE_FINDING.test(`${source.title}\n${source.abstract}`);

// A verdict between groups: "significant benefit", "superior", "as sensitive as", "similar efficacy", "better than".
const COMPARATIVE_CLAIM =
  /\b(?:significant(?:ly)?|superior(?:ity)?|better|worse|more (?:effective|active|efficacious)|similar|comparable|equivalent|equally|non-?inferior\w*|benefits?|beneficial|improv(?:e|es|ed|ement)|outperform\w*|advantage\w*|gains?|prolong\w*|less|fewer|lower|higher|greater|without compromising)\b|\bas \w{1,30} as\b/i;

const UNREAD_FIGURES = /\b[Pp]\s?[<=>≤≥]|\bCI\b|confidence interval|\b(?:a?HRs?|ORs?|RRs?)\b|hazard ratio|odds ratio/;

/**
 * Spin: a conclusion that favours the intervention while the primary result is not significant (or favours the
 * control), or is not reported at all in a results paper, or rests only on a secondary or subgroup result.
 * `claimed` is the direction the sheet came with: a direction the verifier dropped is unknown, not unreported.
 */
export function hasSpin(sheet: FactSheet, claimed: Direction, source: SourceText): boolean {
  const { conclusion, primaryResult, studyType } = sheet;
  if (conclusion?.positive !== true || doseFinding(sheet, source)) return false;
  const d = primaryResult.direction;
  const endpoint = readEndpointOf(sheet);
  // A question of harm answered "no harm" is the null result said faithfully, whatever else the conclusion adds.
  if (d === "no-significant-difference" && reassuresOnEndpoint(conclusion.text, endpoint?.text)) return false;
  // A verdict that the arms did alike, and nothing more, says what the null result says.
  if (d === "no-significant-difference" && likenessOnly(conclusion.text)) return false;
  // "Any major improvement is unlikely", "unlikely to have effects on X": the null said again, whatever it lists first.
  if (d === "no-significant-difference" && DOUBTS_GAIN.test(conclusion.text)) return false;
  // With the endpoint not read with confidence, a null sentence beside a significant comparison may be about a
  // secondary outcome (the summary says it may): a positive conclusion is not shown to go beyond the primary result.
  if (
    (d === "no-significant-difference" || d === "favours-control") &&
    !endpoint &&
    sheet.unclear?.includes(UNCLEAR.primaryEndpoint) &&
    anotherSignificantResult(source, primaryResult.text ?? "")
  )
    return restsOnSecondary(sheet, source);
  // A guessed endpoint whose null sentence also holds a significant outcome ("OS did not differ (P = .13); PFS ...
  // P = .01"): which of the two is primary is unknown, so a positive verdict is not shown to go beyond it.
  if (d === "no-significant-difference" && endpoint?.stated === false && mixedResult(primaryResult.text))
    return restsOnSecondary(sheet, source);
  if (d === "no-significant-difference" || d === "favours-control") return true;
  // A conclusion praising both compared regimens ("both schemes have high efficacy") favours neither.
  const praisesBoth =
    /\b(?:both|either|each of the|all (?:two|three|four)) (?:schemes?|regimens?|arms?|treatments?|schedules?|strateg\w+|approach\w*|combinations?)\b|\bboth\s[^.;]{1,60}?\s(?:were|are|have|had|showed|appear(?:ed)?)\b/i.test(
      conclusion.text,
    );
  const headToHead = praisesBoth && sheet.arms.length >= 2;
  // Unreported significance is spin only when the conclusion claims a comparison won or matched, not an effect described.
  // A factorial trial's several comparisons are quoted without a direction: a verdict on one of them is not spin.
  const unreported =
    d === "not-reported" &&
    claimed === "not-reported" &&
    studyType === "randomised-trial" &&
    !FACTORIAL.test(source.abstract);
  const said = [conclusion.text, ...conclusion.evidence.map((span) => spanText(source, span))].join(" ");
  const result = primaryResult.text ?? "";
  const sides = armWords(sheet.arms);
  // The only result is a change inside one group or a subgroup's: a positive verdict rests on no whole-trial comparison.
  if (unreported && result && (withinOneGroup(result, sides) || SUBGROUP.test(result))) return true;
  // A comparison of the arms reported without a test ("greater with A than with B") that the conclusion repeats
  // claims no more than the result says.
  const described = result !== "" && comparesArms(result, sides);
  // Figures the reader could not turn into a direction ("aHRs ... were 0.40 (0.31-0.50)") are unread, not absent.
  if (unreported && UNREAD_FIGURES.test(result)) return restsOnSecondary(sheet, source);
  if (unreported && !headToHead && !described && COMPARATIVE_CLAIM.test(said)) return true;
  return restsOnSecondary(sheet, source);
}

const mixedResult = (text: string | null) =>
  pValues(text ?? "").some((p) => pSignificance(p.sign, p.value) === "significant");

/** Every flag recomputed from the verified fields; "retracted" when PubMed marks the record so, or the source says so. */
export function recomputeFlags(
  sheet: FactSheet,
  claimed: Direction,
  source: SourceText,
  recordRetracted = false,
): Flag[] {
  const flags: Flag[] = [];
  const { studyType, randomised, participants, primaryResult } = sheet;
  if (hasSpin(sheet, claimed, source)) flags.push("spin");
  const randomisedDesign =
    studyType === "randomised-trial" || studyType === "protocol" || studyType === "secondary-analysis";
  // "Other" with randomisation unsaid (a blinded comparison, a title alone) or said (an animal experiment) is not
  // called "not randomised", nor a controlled trial whose allocation is unsaid (the design says "not shown"; such
  // abstracts are often randomised trials); every other non-trial kind is.
  const mayBeRandom =
    (studyType === "other" && randomised !== false) || (studyType === "non-randomised-trial" && randomised === null);
  // The badge rests on a design word of the abstract's own (retrospective, cohort, single-arm, review…), never on
  // "random" being absent; a kind not named ("other") says nothing of allocation (pool: 2 of 11 unbacked were wrong).
  // People the abstract says were randomised are never badged so, whatever the kind (kind-in-doubt.ts says the same).
  const allocated = studyType !== "review" && ALLOCATED.test(`${source.title}\n${source.abstract}`);
  const backed = !allocated && (studyType === "review" || notRandomCue(source) || singleArmCue(source));
  if (((!randomisedDesign && !mayBeRandom) || randomised === false) && studyType !== "other" && backed)
    flags.push("not-randomised");
  if (studyType === "protocol") flags.push("protocol");
  if (smallTrial(participants, source)) flags.push("small");
  // A question of harm answered "no excess harm" did not fail: no "not met" badge on the answer it was built to give.
  const noHarmShown =
    primaryResult.direction === "no-significant-difference" &&
    sheet.conclusion !== null &&
    reassuresOnEndpoint(sheet.conclusion.text, sheet.primaryEndpoint?.text);
  // "Not met" only for an endpoint the abstract itself calls primary: on an outcome the reader guessed as central, the
  // badge would judge the trial by our guess (a positive disease-free survival trial was once badged on survival).
  if (
    (primaryResult.direction === "no-significant-difference" || primaryResult.direction === "favours-control") &&
    !noHarmShown &&
    sheet.primaryEndpoint?.stated === true
  )
    flags.push("primary-not-met");
  if (
    recordRetracted ||
    (sheet.flags.includes("retracted") && /\bretract/i.test(`${source.title}\n${source.abstract}`))
  )
    flags.push("retracted");
  return flags;
}
