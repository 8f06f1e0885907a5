import type { ArmFact } from "../../../../shared/fact-sheet";
import type { SourceSentence } from "../source/read-source";
import { isBareAbbreviation, isGenericGroup, type Found } from "./arm-names";
import { definitions, fromDefinitions, fromNamedGroups } from "./arm-groups";
import { fromAllocation, fromComparison } from "./arm-pairs";
import { controlMention, expandAbbreviation, reversedSequence } from "./arm-words";
import { fromAddition } from "./arms-addition";
import { namedAlone } from "./arms-alone";
import { aimedPair, aimedTreatment } from "./arms-aim";
import { fromComparedList } from "./arms-compared-list";
import { fromCountedList } from "./arms-counted-list";
import { fromOrList } from "./arms-or-list";
import { fromArmsInto } from "./arms-into-n";
import { testAgent } from "./arms-test-agent";
import { fromTrialOf } from "./arms-trial-of";
import { fromBothGroups } from "./arms-both-groups";
import { bareName, withCounts, withDoses } from "./arms-bare-name";
import { fromCodedBrackets } from "./arms-coded";
import { withContents } from "./arms-contents";
import { armsOfSeveralTrials } from "./arms-several-trials";
import { withAboveRegimen, withBackbone, withDosedPartner, withNotArm, withSharedAfter } from "./arms-backbone";
import { fromGivenList } from "./arms-given";
import { fromThoseGiven } from "./arms-those";
import { fromDoseLevels } from "./arms-dose-levels";
import { fromDurations, fromFactorial, fromRandomOrder } from "./arms-designs";
import { namedByBracket, namedByDefinition } from "./arms-generic";
import { fromLabels, fromLabelsAcross } from "./arms-labelled";
import { fromMatchedControls } from "./arms-matched-controls";
import { fromNumberedList } from "./arms-numbered";
import { singleArm } from "./arms-single";
import { withRoles } from "./arms-roles";
import { withAgentAfterDose } from "./arms-dosed-agent";
import { fromSuspended } from "./arms-suspended";
import { fromTitle, titleIntervention } from "./arms-title";
import { fromTitleComparison } from "./arms-title-compare";
import { comparingList } from "./arms-title-list";
import { isNotTreatment } from "./arms-not-treatment";
import { insideOthersBracket } from "./arms-in-bracket";
import { unsoundNames } from "./arms-gate";

// A regimen written as drug letters and doses ("A60C600"): a code a reader cannot read, kept only when nothing better names it.
const isDoseCode = (name: string) => /(?:^|\s)(?:[A-Z]{1,2}\d{2,4}){2,6}$/.test(name);

/**
 * A bare short form by the long form the abstract defines for it, the short form kept after it ("therapeutic
 * needling (TN)") as the results go on using it; unchanged where the abstract does not define it.
 */
function spelledOut(f: Found, sentences: SourceSentence[]): Found {
  const long = expandAbbreviation(f, sentences);
  if (long === f || long.name.endsWith(")")) return long;
  const end = long.end ?? long.at + long.name.length;
  const bracket = long.s.text.slice(end, end + f.name.length + 4).match(/^\s?\(([^()]{1,12})\)/);
  if (bracket?.[1] !== f.name) return long;
  return { ...long, name: `${long.name} (${f.name})`, end: end + bracket[0].length };
}

/** The compared arms: labelled or allocated in a sentence, else named by the title or objective, else defined group by group; one arm for a single-group study. */
export function findArms(sentences: SourceSentence[]): ArmFact[] {
  // An abstract reporting two trials sets no arm against another trial's.
  return armsOfSeveralTrials(namedAlone(readArms(sentences), sentences), sentences);
}

function readArms(sentences: SourceSentence[]): ArmFact[] {
  const own = sentences.filter((s) => s.field === "abstract" && s.role !== "background" && s.role !== "conclusion");
  const title = sentences.filter((s) => s.field === "title");
  const tries: (() => Found[])[] = [
    // Labelled arms ("A (arm A) or B (arm B)") first: their phrases are the authors' own division of the sentence.
    ...own.flatMap((s) => [
      () => fromLabels(s),
      () => fromCodedBrackets(s),
      () => fromNumberedList(s),
      () => fromFactorial(s, sentences),
      () => fromCountedList(s),
      () => fromArmsInto(s),
      () => fromOrList(s),
      () => fromAllocation(s),
      () => fromTrialOf(s),
      () => fromRandomOrder(s),
      () => fromDurations(s),
      () => fromSuspended(s),
      () => fromDoseLevels(s),
    ]),
    // "self- versus provider-collected swabs": the title's shared ending names both arms.
    ...title.flatMap((s) => [
      () => fromTitle(s),
      () => fromTitleComparison(s),
      () => fromSuspended(s),
      () => comparingList(s),
    ]),
    ...[...title, ...own.filter((s) => s.role === "objective")].map((s) => () => fromAddition(s)),
    // An objective says "A versus B" the way a title does: "outcomes of A versus B in ...".
    ...own.filter((s) => s.role === "objective").map((s) => () => fromTitle(s)),
    // In results, "comparing A with B" compares measures or analyses more often than arms.
    ...own.filter((s) => s.role !== "results").map((s) => () => fromComparedList(s)),
    // A title "comparing A with B" as well, after every sentence of the abstract's own.
    ...[...own.filter((s) => s.role !== "results"), ...sentences.filter((s) => s.role === "background"), ...title].map(
      (s) => () => fromComparison(s),
    ),
    // Defined group by group, the control group is known: "In the control arm women received A".
    () => fromDefinitions(sentences).map((f, i) => (i === 1 ? { ...f, control: true as const } : f)),
    () => fromLabelsAcross(sentences),
    // "Both groups receive X; one group receives Y": Y is the arm, X alone the comparator.
    () => fromBothGroups(sentences),
    ...own.map((s) => () => fromGivenList(s)),
    ...own.filter((s) => s.role !== "results").map((s) => () => fromThoseGiven(s)),
    ...own.map((s) => () => fromMatchedControls(s)),
    () => fromNamedGroups(sentences),
    // A background sentence may describe the randomisation of the trial a secondary report draws on.
    ...sentences.filter((s) => s.field === "abstract" && s.role === "background").map((s) => () => fromAllocation(s)),
  ];
  const titleText = title.map((s) => s.text).join(" ");
  let fallback: Found[] | undefined;
  let refused: ArmFact[] | undefined;
  for (const attempt of tries) {
    // Arms that differ only by dose keep their doses rather than collapse into one name.
    const found = withContents(
      withAboveRegimen(
        withSharedAfter(
          withNotArm(
            withBackbone(reversedSequence(withCounts(withDoses(withAgentAfterDose(withDosedPartner(attempt())))))),
          ),
        ),
      ),
    );
    // Two arms with one name ("education" and "education") are a misreading, not a comparison; so is a name ending on a
    // dash ("E coli–" of "E coli– or Erwinia-asparaginase"), whose ending the suspended-hyphen reader restores.
    if (found.length < 2 || new Set(found.map((f) => f.name.toLowerCase())).size < found.length) continue;
    if (found.some((f) => /[-–‐]$/.test(f.name))) continue;
    // A name cut mid-word at the end of a reading window ("irinotec") is a misreading; a plural "s" ("groups") is not.
    if (found.some((f) => /^(?!s(?![\p{L}\p{N}]))[\p{L}\p{N}]/u.test(f.s.text.slice(f.end ?? f.at + f.name.length))))
      continue;
    // "A or B" left in one name is two arms read as one: another sentence may split them.
    if (found.some((f) => /\sor\s/i.test(f.name))) continue;
    // "the level of X in patients with A and B" or "younger ... and older patients": no arms from that sentence.
    if (found.some((f) => isNotTreatment(f.name))) continue;
    if (insideOthersBracket(found)) continue;
    // Bare abbreviations the abstract does not define, or "the intervention group": keep looking for words a reader
    // knows, else use these. One it defines ("involved-field radiation therapy (IFRT)") is read by its long form here.
    const spelled = found.map((f) => (isBareAbbreviation(f.name) ? spelledOut(f, sentences) : f));
    if (spelled.some((f) => isBareAbbreviation(f.name) || isDoseCode(f.name) || isGenericGroup(f.name))) {
      fallback ??= found;
      continue;
    }
    const control = definitions(sentences).get("control");
    const read = withRoles(
      spelled.map((f) => bareName(namedByDefinition(namedByBracket(expandAbbreviation(f, sentences)), control))),
      titleText,
      sentences,
    );
    // A reading the gate would refuse (a fragment, a title treatment missing) lets a later reader name the arms whole.
    if (
      !unsoundNames(
        read.map((a) => a.name),
        sentences,
      )
    )
      return read;
    refused ??= read;
  }
  // None sound: the first reading, which the gate then empties, rather than a guess from the fallbacks below.
  if (refused) return refused;
  const named = title.map(titleIntervention).find(Boolean);
  if (!fallback) {
    // No allocation sentence names the arms: the treatment the title is about against the comparator the text names.
    // What the abstract says the intervention is ("The intervention consists of X") names it better than the title's subject.
    const tested = definitions(sentences).get("intervention") ?? named ?? testAgent(sentences);
    // The control group the abstract defines ("consisted of women who received a reminder letter") before any mention of one.
    const defined = definitions(sentences).get("control");
    const control = defined ? { ...defined, control: true as const } : controlMention(sentences, tested?.name);
    if (tested && control && !control.name.toLowerCase().includes(tested.name.toLowerCase()))
      return withRoles([tested, control], titleText, sentences);
    // A randomised trial whose arms only its aim names ("aims to evaluate the effects of X"): X is its tested arm.
    const aimed = aimedTreatment(sentences);
    // Its comparator is what every participant gets, when the aim says so ("on patients treated with Y").
    if (aimed) return withRoles(aimedPair(aimed, sentences) ?? [aimed], titleText, sentences);
    // A single-group study: its one treatment is its one arm.
    return singleArm(sentences);
  }
  // "the intervention group" takes what the abstract says it received, else the treatment the title is about.
  const defined = definitions(sentences).get("intervention");
  const known = fallback.map((f) =>
    isGenericGroup(f.name) ? (defined ?? named ?? f) : expandAbbreviation(f, sentences),
  );
  const control = definitions(sentences).get("control");
  return withRoles(
    known.map((f) => bareName(namedByDefinition(namedByBracket(f), control))),
    titleText,
    sentences,
  );
}
