import type { Direction, FactSheet } from "../../../../shared/fact-sheet";
import { readSource, type SourceInput } from "../source/read-source";
import { readAllocation, saysBlindedControl } from "./allocation";
import { findArms } from "./arms";
import { gateArms } from "./arms-gate";
import { SOLE_UNTITLED } from "./arms-gate-untitled";
import { comparesOwnGroups } from "./arms-observational";
import { conclusionBacked } from "./close-gates";
import { findConclusion } from "./conclusion";
import { leanWords } from "./conclusion-lean";
import { gateDirection } from "./direction-gate";
import { endpointNullInstead } from "./endpoint-null";
import { restatesNullPrimary } from "./conclusion-restates";
import { findPrimaryEndpoint } from "./endpoint";
import { readEndpoint, sourcedEndpoint } from "./endpoint-gate";
import { keepReading } from "./endpoint-source";
import { anchoredResult } from "./result-anchor";
import { questionEndpoint } from "./endpoint-question";
import { reviewEndpoint } from "./endpoint-review";
import { flagsOf, smallTrial } from "./flags";
import { ownInterventionControls } from "./own-intervention";
import { findHarms } from "./harms";
import { harmsBacked } from "./harms-backed";
import { findParticipants } from "./participants";
import { findPhase } from "./phase";
import { findPopulation } from "./population";
import { populationBacked } from "./population-backed";
import { setsSidesAgainst } from "./polarity";
import { armWords as sideWords, findPrimaryResult, resultSentences } from "./primary-result";
import { findRegistrations } from "./registrations";
import { backedKind, GROUPS_FORMED } from "./kind-backed";
import { readStudyType } from "./study-type";
import { reportsSeveralTrials } from "./several-own-trials";
import { UNCLEAR } from "../verify-result";

export type ExtractInput = SourceInput;

const NON_INFERIORITY =
  /\bnon-?\s?inferiority\b|\bequivalence (?:trial|design|margin|study)\b|\bnon-?\s?inferior(?:ity)? margin\b/i;
// A conclusion that leans on a subgroup or a secondary outcome rather than the primary comparison.
const SECONDARY_LEAN =
  /\bsubgroups?\b|\bsecondary\b|\bin (?:patients|those|women|men) with\b[^.]{0,60}\b(?:benefit|improv)/i;
const TESTED = /\b[Pp]\s?[<=>≤≥]|\b(?:CI|confidence intervals?)\b|\bsignifican/;
const NO_OWN_COMPARISON = new Set(["observational", "review", "other", "non-randomised-trial", "secondary-analysis"]);

/** One reading of a title and abstract into a fact sheet; a pure function, every fact tied to spans of the text. */
export function extractFactSheet(input: ExtractInput): FactSheet {
  const doc = readSource(input);
  const sentences = doc.sentences;
  const allocation = readAllocation(sentences);
  const { studyType } = readStudyType(sentences, allocation, doc.publicationTypes);
  // A secondary analysis inherits its parent trial's random allocation.
  const inherited = studyType === "secondary-analysis" && allocation.parentOnly;
  // False where the abstract says so or the study is clearly of another kind; with no abstract at all, unsaid.
  // A double-blind or placebo-controlled comparison that never says how its groups were formed: unsaid, not "not random".
  const blindedControl =
    studyType === "other" && !allocation.denied && !allocation.split && saysBlindedControl(sentences);
  // A review formed no groups: "a meta-analysis of randomized trial" speaks of the trials it pools.
  const randomised =
    (allocation.random || inherited) && !allocation.denied && studyType !== "review"
      ? true
      : (!input.abstract.trim() || blindedControl) && !allocation.denied
        ? null
        : allocation.denied || !["randomised-trial", "protocol", "secondary-analysis"].includes(studyType)
          ? false
          : null;
  const phase =
    studyType === "review" || studyType === "other" ? null : findPhase(sentences, studyType === "secondary-analysis");
  const comparative = !["observational", "review", "other", "non-randomised-trial"].includes(studyType);
  // Trials, secondary reports and lab or animal studies ("other") compare groups they assigned; a cohort only when it says it compares treatments; reviews' groups are other studies'.
  const arms =
    studyType === "review" || (studyType === "observational" && !comparesOwnGroups(sentences))
      ? []
      : findArms(sentences);
  // Several trials reported in one abstract: no one count is the number randomised.
  const severalTrials = reportsSeveralTrials(sentences);
  const participants =
    (((comparative || allocation.orderOnly) && randomised) || blindedControl) && !severalTrials
      ? findParticipants(
          sentences,
          studyType === "randomised-trial" || allocation.orderOnly || blindedControl
            ? "results"
            : studyType === "protocol"
              ? "protocol"
              : "strict",
          arms.length,
        )
      : { randomised: null, evidence: [] };
  const primaryEndpoint =
    studyType === "review"
      ? reviewEndpoint(findPrimaryEndpoint(sentences), sentences)
      : questionEndpoint(findPrimaryEndpoint(sentences), sentences, studyType);
  const nonInferiorityAim = sentences.some((s) =>
    s.field === "title" || s.role !== "background" ? NON_INFERIORITY.test(s.text) : false,
  );
  // A protocol has no result yet; a review's sentences report other studies' results, none of them its own primary one.
  const reported =
    studyType === "protocol" || studyType === "review"
      ? { direction: "not-reported" as Direction, text: null, evidence: [], effects: [] }
      : gateDirection(
          findPrimaryResult(sentences, primaryEndpoint, nonInferiorityAim, arms),
          arms,
          sentences.map((s) => s.text).join(" "),
        );
  // A secondary analysis whose result sentence sets the randomised arms against each other reports their comparison.
  // So does one that sets non-randomised groups side by side itself (an adjusted indirect comparison).
  const armsCompared =
    studyType === "secondary-analysis" &&
    (setsSidesAgainst(reported.text ?? "", sideWords(arms)) || (randomised === false && arms.length >= 2));
  // An animal or lab experiment that randomly allocated two groups compares them as a trial does.
  const randomExperiment = studyType === "other" && allocation.random && !allocation.split && !allocation.denied;
  const ownComparison =
    !NO_OWN_COMPARISON.has(studyType) ||
    ((studyType === "non-randomised-trial" || blindedControl || randomExperiment) && arms.length >= 2) ||
    armsCompared;
  // Such an experiment's result counts as a comparison only with its test: "markedly increased" alone is not one.
  const untested = randomExperiment && !blindedControl && !TESTED.test(reported.text ?? "");
  const readResult = !ownComparison
    ? { ...reported, direction: "not-applicable" as Direction }
    : untested
      ? { ...reported, direction: "not-reported" as Direction }
      : reported;
  // The result was found with the reader's endpoint; the summaries show it only when it is structurally an outcome
  // and, when never called primary, read from the objective; otherwise it is said not read with confidence.
  const endpointRead = readEndpoint(primaryEndpoint, sentences, readResult.text);
  const endpointShown = sourcedEndpoint(endpointRead, primaryEndpoint, sentences);
  const primaryResult = endpointNullInstead(anchoredResult(readResult, endpointShown), endpointShown, sentences);
  const harmsRead =
    studyType === "protocol" ? null : findHarms(sentences, resultSentences(sentences), primaryResult.text);
  // Harms, the conclusion and who took part are stated only with the coarse cue that backs them, else withheld.
  const harms = harmsBacked(harmsRead, sentences, endpointShown?.text) ? harmsRead : null;
  const found =
    studyType === "protocol"
      ? null
      : findConclusion(sentences, {
          ...leanWords(arms),
          ownComparison: ownComparison || studyType === "non-randomised-trial",
        });
  const read = conclusionBacked(found, sentences) ? found : null;
  // A conclusion that restates the null primary result is not a verdict for the intervention.
  const conclusion =
    read?.positive &&
    primaryResult.direction === "no-significant-difference" &&
    restatesNullPrimary(read.text, primaryEndpoint?.text)
      ? { ...read, positive: false }
      : read;
  const registrations = findRegistrations(sentences);
  // Arms that disagree with what the abstract says of its own arms are left unsaid, and the summary says so.
  const shown = gateArms(arms, sentences, studyType);
  // Two arms compared with no word of how they were formed ("enrolled in one of two arms"): unsaid, not "not random";
  // historical or matched controls are not random, and say so by what they are.
  const unsaidAllocation =
    randomised === false &&
    studyType === "non-randomised-trial" &&
    (arms.length >= 2 || sentences.some((t) => GROUPS_FORMED.test(t.text))) &&
    !allocation.denied &&
    !ownInterventionControls(sentences);
  const flags = flagsOf({
    studyType,
    randomised,
    small: smallTrial(participants, input),
    direction: primaryResult.direction,
    conclusionPositive: conclusion?.positive ?? null,
    conclusionOnSecondary: SECONDARY_LEAN.test(conclusion?.text ?? ""),
    endpointKnown: primaryEndpoint?.stated === true,
  });
  const people = studyType === "review" ? null : findPopulation(sentences);
  const population = populationBacked(people, sentences) ? people : null;
  const unclear = [
    ...(people && !population ? [UNCLEAR.population] : []),
    ...(severalTrials && randomised ? [UNCLEAR.participants] : []),
    ...(harmsRead && !harms ? [UNCLEAR.harms] : []),
    ...(found && !read ? [UNCLEAR.conclusion] : []),
    // The one arm of an uncontrolled study withheld is its treatment, not a group of several.
    ...(shown.reason ? [shown.reason === SOLE_UNTITLED ? UNCLEAR.treatment : UNCLEAR.arms] : []),
    ...(primaryEndpoint && !endpointShown ? [UNCLEAR.primaryEndpoint] : []),
  ];
  return keepReading(endpointRead, {
    // A non-randomised trial with no word of an intervention study of its own is said as a kind not read.
    studyType: backedKind(studyType, sentences),
    randomised: unsaidAllocation ? null : randomised,
    phase: phase?.phase ?? null,
    // A review's people are its studies' people, many kinds: one phrase from one of them would misstate who it covers.
    population,
    participants,
    arms: shown.arms,
    primaryEndpoint: endpointShown,
    // Each group's figure points at an arm: with the arms withheld, it would point at none.
    primaryResult: shown.arms === arms ? primaryResult : withoutGroupFigures(primaryResult),
    harms,
    conclusion,
    flags,
    registrations: registrations.ids,
    ...(unclear.length ? { unclear } : {}),
  });
}

function withoutGroupFigures({ byArm: _, ...result }: FactSheet["primaryResult"]): FactSheet["primaryResult"] {
  return result;
}
