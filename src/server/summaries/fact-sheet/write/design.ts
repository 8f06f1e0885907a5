import type { FactSheet, Span, SourceText, StudyType } from "../../../../shared/fact-sheet";
import { PEOPLE_WORDS } from "./no-people";
import { singleArmCue } from "./design-cues";
import { locatePhase, locateWord } from "./locate";

/** Word stems that back each study type (where the text says what kind of study it is). */
const TYPE_STEMS: Record<StudyType, string[]> = {
  "randomised-trial": ["randomi", "random"],
  protocol: ["protocol", "will be", "is designed", "ongoing", "design"],
  "secondary-analysis": [
    "secondary analys",
    "post hoc",
    "post-hoc",
    "exploratory",
    "ancillary",
    "pooled analys",
    "subgroup",
  ],
  "non-randomised-trial": ["single-arm", "single arm", "nonrandomi", "non-randomi", "open-label", "pilot", "phase"],
  observational: [
    "retrospective",
    "cohort",
    "registry",
    "database",
    "case-control",
    "cross-sectional",
    "population-based",
    "observational",
    "prospective",
  ],
  review: ["meta-analys", "systematic review", "review", "guideline"],
  other: ["survey", "questionnaire", "study"],
};

const RANDOM_STEMS = ["randomi", "randomly", "random"];
const ANIMAL_STEMS = [
  "mice",
  "mouse",
  "rats",
  "pigs",
  "piglets",
  "gilts",
  "dogs",
  "rabbits",
  "xenograft",
  "in vitro",
  "cell lines",
];
// A decision model's patients are simulated: the words that name one (study-type.ts reads the same).
const MODEL_STEMS = [
  "markov",
  "decision-analytic",
  "decision analytic",
  "decision tree",
  "microsimulation",
  "state-transition",
  "partitioned survival",
  "model was developed to simulate",
];
const BLINDED_STEMS = [
  "double-blind",
  "double blind",
  "double-masked",
  "triple-blind",
  "placebo-controlled",
  "placebo controlled",
  "sham-controlled",
];

export type Design = {
  /** "Randomised controlled trial, phase 3" */
  words: string;
  /** Spans behind the words: the type's own words, "random...", the phase. */
  evidence: Span[];
  /** Spans for "groups formed by chance", when the sheet says randomised. */
  random: Span[];
  /** Spans for "double-blind" or "placebo-controlled" when groups were compared but the text never says how they were formed. */
  blinded: Span[];
  /** Spans for animals or cells as the subjects, when the study is of another kind: its results are not people's. */
  animals: Span[];
  /** Spans for a decision model's own words: its "groups" are simulated, so no one got a treatment. */
  model: Span[];
  /** People "randomly selected" though the sheet is not randomised: that they were not allocated at random is then unproven. */
  randomWords: boolean;
  /** The source speaks of a placebo itself, not only of a group so called ("the placebo group continued their usual diet"). */
  placebo: boolean;
  /** One arm only, in the abstract's own words ("single-arm", "all patients received"), and no other group spoken of. */
  singleArm: boolean;
  /** More than one group: two arms read, or a comparison group spoken of ("the control group", "both arms"). */
  groups: boolean;
  /** The reader named no kind ("Study"): the clinician line withholds it rather than say "Study". */
  unnamed: boolean;
  /** Spans for a retraction: its own word, else the title (PubMed marks retractions in the title). */
  retracted: Span[];
  /** A secondary analysis of several trials' data pooled together, not of one earlier trial. */
  pooled: boolean;
  /** The title or abstract speaks of people studied ("one case", "patients"): false for a methods discussion. */
  people: boolean;
};

// "Individual patient data were pooled from five randomized trials", "a pooled analysis of two trials".
const POOLED =
  /\bpooled\b[^.;]{0,80}?\btrials\b|\btrials\b[^.;]{0,40}?\bpooled\b|\bindividual (?:patient|participant) data\b[^.;]{0,80}?\btrials\b|\bcombined analysis of (?:[\w-]+ ){0,4}?trials\b/i;
// A title's "analysis of the GHSG HD10 and HD13 trials": patients of two or more trials read together.
const OF_TRIALS = /\banalys[ie]s of (?:the )?(?:[\w()-]+ ){0,8}?trials\b/i;

// A group set against the treated one: the study had more than one arm though none was named.
const COMPARISON_GROUP =
  /\b(?:control|comparison|placebo|usual[- ]care|standard[- ]care)\s(?:group|arm|condition|cohort)s?\b/i;
const PLACEBO_ITSELF = /\bplacebos?\b(?![- ](?:groups?|arms?)\b)/i;
// "Arm A: ... Arm B: ...", "enrolled in one of two arms", "in a crossover fashion": several groups, though none was read.
const SEVERAL_GROUPS =
  /\b(?:arm|group) B\b|\bone of (?:two|three|four|2|3|4) (?:arms|groups)\b|\b(?:two|three|four) (?:treatment |study )?arms\b|\bboth (?:arms|treatment groups)\b|\bcross-?\s?over\b/i;
const single = (sheet: FactSheet, source: SourceText) =>
  sheet.arms.length <= 1 && !COMPARISON_GROUP.test(source.abstract) && !SEVERAL_GROUPS.test(source.abstract);

function typeWords(sheet: FactSheet, singleArm: boolean, groups: boolean, pooled: boolean): string {
  const randomised = sheet.randomised === true;
  switch (sheet.studyType) {
    case "randomised-trial":
      return randomised ? "Randomised controlled trial" : "Controlled trial";
    case "protocol":
      return randomised ? "Protocol of a randomised trial (no results)" : "Trial protocol (no results)";
    case "secondary-analysis":
      if (pooled) return "Pooled analysis of several trials";
      return randomised ? "Secondary analysis of a randomised trial" : "Secondary analysis of a trial";
    case "non-randomised-trial":
      if (singleArm) return "Single-arm trial, not randomised";
      // Neither one group nor several in the abstract's words, and no design word denying chance: nothing more is said.
      return groups || sheet.randomised === false ? "Non-randomised trial" : "Trial; random allocation not shown";
    case "observational":
      return randomised
        ? "Paired comparison (everyone had both; only the order was randomised)"
        : "Observational study";
    case "review":
      return "Review";
    default:
      return "Study";
  }
}

/** The design in words, with the spans that back it; the title stands in when no type words are found. */
export function describeDesign(sheet: FactSheet, source: SourceText): Design {
  const random = sheet.randomised === true ? locateWord(source, RANDOM_STEMS) : null;
  const typeSpan = sheet.studyType === "randomised-trial" ? random : locateWord(source, TYPE_STEMS[sheet.studyType]);
  const phaseSpan = locatePhase(source, sheet.phase);
  const title = source.title.trim() ? { field: "title" as const, start: 0, end: source.title.length } : null;
  const spans = [typeSpan ?? title, random, phaseSpan].filter((s): s is Span => s !== null);
  const evidence = spans.filter(
    (s, i) => spans.findIndex((t) => t.field === s.field && t.start === s.start && t.end === s.end) === i,
  );
  // The phase is said only where its words are found, so its number always rests on a span.
  // A blinded comparison whose allocation is unsaid is named so, resting on its own words, neither random nor not.
  const blinded =
    sheet.studyType === "other" && sheet.randomised === null && sheet.arms.length >= 2
      ? locateWord(source, BLINDED_STEMS)
      : null;
  const groups = !single(sheet, source);
  // "Single-arm" only from its own cue, or a phase 2 trial of one named agent; never from "no arms were read" alone.
  const phase2 = sheet.phase === "2" || sheet.phase === "1/2";
  const singleArm = !groups && (singleArmCue(source) || (sheet.arms.length === 1 && phase2));
  // Groups never randomised together (an indirect comparison) are "earlier studies" whatever was pooled.
  const pooled =
    sheet.studyType === "secondary-analysis" &&
    sheet.randomised !== false &&
    (POOLED.test(`${source.title}\n${source.abstract}`) || OF_TRIALS.test(source.title));
  const placebo = PLACEBO_ITSELF.test(`${source.title}\n${source.abstract}`);
  const randomWords =
    sheet.randomised !== true && /\brandom(?:ly)? (?:selected|chosen|drawn|picked)\b/i.test(source.abstract);
  const animals = sheet.studyType === "other" ? locateWord(source, ANIMAL_STEMS) : null;
  const model = sheet.studyType === "other" && !animals ? locateWord(source, MODEL_STEMS) : null;
  // People "randomly selected" into a group: random allocation is not shown, nor is its absence.
  // So are groups whose forming the abstract never states (the sheet's randomised is unsaid, not false).
  const selected = sheet.studyType === "non-randomised-trial" && (randomWords || sheet.randomised === null) && groups;
  const kind = blinded
    ? "Blinded controlled trial; the abstract does not say whether allocation was random"
    : animals
      ? "Animal or laboratory study"
      : model
        ? "Decision model (simulated patients; no one was allocated to treatment)"
        : selected
          ? "Controlled trial; random allocation not shown"
          : typeWords(sheet, singleArm, groups, pooled);
  const words = phaseSpan ? `${kind}, phase ${sheet.phase}` : kind;
  const retracted = sheet.flags.includes("retracted") ? (locateWord(source, ["retract", "withdrawn"]) ?? title) : null;
  return {
    words,
    evidence:
      blinded || animals || model ? [(blinded ?? animals ?? model)!, ...evidence.filter((s) => s !== title)] : evidence,
    random: random ? [random] : [],
    blinded: blinded ? [blinded] : [],
    singleArm,
    groups,
    unnamed: !blinded && !animals && !model && !selected && sheet.studyType === "other",
    placebo,
    randomWords,
    animals: animals ? [animals] : [],
    model: model ? [model] : [],
    retracted: retracted ? [retracted] : [],
    pooled,
    people: PEOPLE_WORDS.test(`${source.title}\n${source.abstract}`),
  };
}
