import type { FactSheet, SourceText, SummarySentence } from "../../../../shared/fact-sheet";
import { armRefs, canPlace, COUNT_WORDS, placedLines } from "./arm-places";
import { armsByRole, armWords, hasPlacebo, listWords } from "./arms";
import type { Design } from "./design";
import { subsetRandomised } from "./design-cues";
import { bare, capitalise, general, spansOf, stated } from "./evidence";
import { modelSpan } from "./modelled";
import { medianWords } from "./plain-endpoint";
import { studiesNoPeople } from "./no-people";
import { resultOnEndpoint } from "./on-endpoint";
import { plainCount, type StatedCount } from "./participants";

/** `withheld`: the reader guessed an endpoint the abstract never names, and the guess is not offered to the patient. */
export type Plain = { population: string | null; endpoint: string | null; withheld?: boolean };
type Lines = (SummarySentence | null)[];

const isProtocol = (sheet: FactSheet) => sheet.studyType === "protocol";

/** What kind of study this was, where the kind changes what a reader can take from it. */
export function kindLines(sheet: FactSheet, design: Design, source: SourceText): Lines {
  // A withdrawn paper is said first: nothing after it should be read without knowing.
  const retracted = design.retracted.length
    ? [stated("This paper has been withdrawn (retracted), so its results may not be true.", design.retracted)]
    : [];
  // A model of choices that counts no one treated no one: "everyone got the same treatment" would invent a trial.
  const untyped = ["non-randomised-trial", "observational", "other"].includes(sheet.studyType);
  // A model the design names ("Decision model") is said as one even with two strategies compared.
  const model = (untyped && !design.groups ? modelSpan(source) : null) ?? design.model[0] ?? null;
  if (model)
    return [
      ...retracted,
      stated("These results come from a computer model, not from what was seen in real people.", [model]),
    ];
  return [...retracted, ...kindOf(sheet, design)];
}

function kindOf(sheet: FactSheet, design: Design): Lines {
  const ev = design.evidence;
  switch (sheet.studyType) {
    case "protocol":
      return [stated("This paper describes a study that is planned or still going on.", ev)];
    case "secondary-analysis":
      // Data set side by side from separate studies (an indirect comparison) come from no one earlier trial.
      return [
        stated(
          design.pooled
            ? "This paper takes a second look at data pooled from several earlier trials."
            : sheet.randomised === false
              ? "This paper takes a second look at data from earlier studies."
              : "This paper takes a second look at data from an earlier trial.",
          ev,
        ),
      ];
    case "non-randomised-trial":
      // "Same treatment" only from a single-arm cue; groups only where the abstract speaks of them (design.ts).
      if (design.singleArm)
        return [stated("Everyone got the same treatment, so there was no fair comparison group.", ev)];
      if (!design.groups)
        return sheet.randomised === false
          ? [
              stated(
                "People were not put into groups by chance, so the study cannot show for sure what caused what.",
                ev,
              ),
            ]
          : [];
      return [
        stated(
          design.randomWords || sheet.randomised === null
            ? "The abstract does not show that the groups were formed by chance, so the comparison may not be fair."
            : "The groups were not formed by chance, so differences between them may come from other things than the treatment.",
          ev,
        ),
      ];
    case "observational":
      // Random words in an observational study: only the order of what everyone had (a paired design) was random.
      if (sheet.randomised === true)
        return [
          stated("Everyone in this study had both of the things compared; only the order was chosen by chance.", ev),
        ];
      // Who chose each treatment (the team, the period, the person) is rarely stated: only that chance did not.
      // Unsaid when the abstract's own words speak of random allocation (kind-in-doubt.ts leaves randomised unsaid).
      return [
        stated("In this study, researchers looked at what happened to people.", ev),
        ...(sheet.randomised === false ? [stated("They did not put people into groups by chance.", ev)] : []),
      ];
    case "review":
      return [stated("This paper brings together the results of other studies.", ev)];
    default:
      if (design.animals.length)
        return [
          stated(
            "This study was done in animals or cells, not in people, so its results may not apply to people.",
            design.animals,
          ),
        ];
      // A methods or policy paper: say what kind of paper it is, not what a study of people could not show.
      if (studiesNoPeople(sheet, design))
        return [stated("This paper does not report a study of people: the abstract names no one who took part.", ev)];
      return design.blinded.length
        ? [stated("The abstract does not say whether people were put into groups by chance.", design.blinded)]
        : [];
  }
}

/** Who took part: the sheet's people in plain words (nothing when they cannot be said plainly); then how many. */
export function whoLines(sheet: FactSheet, plain: Plain, n: StatedCount | null, modelled = false): Lines {
  const out: Lines = [];
  // A decision model's people are simulated: it is about them, and no one took part.
  if (modelled)
    return sheet.population && plain.population
      ? [stated(`The model was about ${plain.population}.`, spansOf(sheet.population))]
      : [];
  // A sentence that says nothing ("people like those described") is worse than none; the clinician tab has the words.
  if (sheet.population && plain.population)
    out.push(stated(`The study included ${plain.population}.`, spansOf(sheet.population)));
  const counted = n ? plainCount(n, isProtocol(sheet)) : "";
  if (counted) out.push(stated(counted, spansOf(sheet.participants)));
  return out;
}

/** What was compared, by name, and how the groups were formed. */
/**
 * Whether the arm names joined in one list would run together: a name that is itself a list ("A, B, and C") between
 * others reads as more groups than there were. Such arms are then said one group at a time.
 */
export function listRunsTogether(sheet: FactSheet): boolean {
  const { tested, control } = armsByRole(sheet);
  const joined = control || tested.length > 2 ? tested : [];
  return joined.length >= 2 && joined.some((a) => /,|\b(?:and|or)\b/i.test(armWords(a.name))) && canPlace(sheet);
}

export function compareLines(sheet: FactSheet, design: Design, placed = false, source?: SourceText): Lines {
  const { tested, control } = armsByRole(sheet);
  const names = tested.map((a) => armWords(a.name));
  const controlName = control ? armWords(control.name) : "";
  // A secondary analysis reuses an earlier trial's groups: the comparison was that trial's, not this paper's.
  // Groups that were never randomised together were compared by this paper, not by an earlier trial.
  const modelled = design.model.length > 0;
  const who = modelled
    ? "The model"
    : sheet.studyType === "secondary-analysis" && sheet.randomised !== false
      ? design.pooled
        ? "The earlier trials"
        : "The earlier trial"
      : "The study";
  const verb = isProtocol(sheet) ? "will compare" : "compared";
  const out: Lines = [];
  // A model's groups are never told one by one as groups of people who "got" a treatment.
  if (placed && canPlace(sheet) && !modelled) {
    // Long names: how many groups, then each group's treatment in its own short sentence.
    out.push(stated(`${who} ${verb} ${COUNT_WORDS[sheet.arms.length]} groups.`, spansOf(...sheet.arms)));
    for (const line of placedLines(sheet, isProtocol(sheet))) out.push(stated(line.text, spansOf(line.arm)));
  } else if (names.length && control)
    out.push(stated(`${who} ${verb} ${listWords(names)} with ${controlName}.`, spansOf(...sheet.arms)));
  else if (names.length === 2) out.push(stated(`${who} ${verb} ${names[0]} with ${names[1]}.`, spansOf(...sheet.arms)));
  else if (names.length > 2) out.push(stated(`${who} ${verb} ${listWords(names)}.`, spansOf(...sheet.arms)));
  else if (names.length === 1)
    out.push(stated(`${who} ${isProtocol(sheet) ? "will test" : "tested"} ${names[0]}.`, spansOf(...sheet.arms)));
  const comparative = sheet.studyType === "randomised-trial" || isProtocol(sheet);
  if (comparative && sheet.randomised === true && design.random.length) {
    out.push(
      stated(
        isProtocol(sheet) ? "People will be put into groups at random." : "People were put into groups at random.",
        design.random,
      ),
    );
    out.push(general("Random means chosen by chance, like tossing a coin."));
    // Fair only when chance formed the groups of all the people counted, not of a subset randomised later.
    if (!source || !subsetRandomised(source, sheet.participants.randomised))
      out.push(general("This makes the groups alike, so the comparison is fair."));
  }
  if (hasPlacebo(sheet) && design.placebo) out.push(general("A placebo is a dummy treatment with no medicine in it."));
  return out;
}

const unsure = (sheet: FactSheet) =>
  isProtocol(sheet)
    ? "We could not be sure from the abstract what the study will mainly measure."
    : "We could not be sure from the abstract what the main thing measured was.";

/** What was measured, and each group's figure with its group named ("People who got X: the median was 48 months."). */
export function groupLines(sheet: FactSheet, plain: Plain, placed = false, notPeople = false): Lines {
  const out: Lines = [];
  const refs = armRefs(sheet, placed);
  if (sheet.primaryEndpoint && plain.endpoint) {
    const lead = isProtocol(sheet) ? "The main thing it will measure is" : "The main thing measured was";
    // An endpoint not read as primary is the reader's guess, and the patient is told so: said as the reader's limit,
    // never that the abstract names none (it may, in words not read).
    const line = sheet.primaryEndpoint.stated
      ? `${lead} ${plain.endpoint}.`
      : `${unsure(sheet)} Our best guess is ${plain.endpoint}.`;
    out.push(stated(line, spansOf(sheet.primaryEndpoint)));
  } else if (plain.withheld) out.push(general(unsure(sheet)));
  let median = false;
  // An animal or lab study's groups are not people: their figures are not said as "People in the X group: ...".
  // A figure is told only under the outcome it measures: "the median was 20 months" with no outcome named reads as
  // survival, whatever it measured (the clinician tab keeps the figures with the abstract's words).
  const named = plain.endpoint !== null && resultOnEndpoint(sheet);
  for (const b of notPeople || !named ? [] : (sheet.primaryResult.byArm ?? [])) {
    const arm = sheet.arms[b.arm];
    if (!arm) continue;
    const measure = b.measure.toLowerCase();
    median ||= measure.includes("median");
    const value = bare(b.value);
    const what = measure.includes("median")
      ? medianWords(plain.endpoint, value)
      : `${/\bmean\b|average/.test(measure) ? "the average" : "the result"} was ${value}`;
    // The endpoint's evidence too when its words shape the sentence ("to grow or spread").
    const onEndpoint = !/^the (?:median|average|result) was/.test(what);
    out.push(
      stated(`${capitalise(refs.people([arm]))}: ${what}.`, spansOf(b, arm, onEndpoint ? sheet.primaryEndpoint : null)),
    );
  }
  if (median)
    out.push(general("The median is the middle value: half the people had more than this, and half had less."));
  return out;
}
