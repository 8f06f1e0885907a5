import type { FactSheet, SummarySentence } from "../../../../shared/fact-sheet";
import { fleschKincaidGrade } from "../../readability";
import { armRefs } from "./arm-places";
import { armsByRole } from "./arms";
import type { Design } from "./design";
import { bare, capitalise, general, spansOf, stated } from "./evidence";
import type { Plain } from "./patient-lines";
import { resultOnEndpoint } from "./on-endpoint";
import { partlyReported } from "./partly-reported";
import { winningArms } from "./winners";
import { comparesArms } from "../extract/polarity";
import { SUBGROUP } from "../extract/result-asides";
import { studiesNoPeople } from "./no-people";
import { armWords } from "../extract/primary-result";
import { testedComparison } from "../extract/result-anchor";

type Lines = (SummarySentence | null)[];

/** Who did better, in words, with the groups named; never a verdict the sheet's direction does not give. */
export function directionLines(
  sheet: FactSheet,
  plain: Plain,
  design: Design,
  ownWords: boolean,
  brief = false,
  placed = false,
): Lines {
  const result = sheet.primaryResult;
  const { tested, control } = armsByRole(sheet);
  const refs = armRefs(sheet, placed);
  const x = tested.length ? refs.what(tested) : null;
  const y = control ? refs.what([control]) : null;
  const px = tested.length ? refs.people(tested) : "";
  const py = control ? refs.people([control]) : "";
  // "IL-8 and VEGF" when the result speaks of VEGF alone: the groups differed on one of them, not on both.
  const partly = partlyReported(sheet, plain.endpoint);
  // A result sentence that may be about another outcome is not said of the endpoint.
  const other = !resultOnEndpoint(sheet);
  // With no endpoint read, a winner is named only from a tested between-group comparison, still "on one measure".
  const winnerNamed = !other || (!sheet.primaryEndpoint && testedComparison(result.text ?? ""));
  // Partly reported whether or not the endpoint has plain words: "the main result" would be all of its measures.
  const on = other
    ? " on one measure the study reported"
    : partly
      ? " on one of the main measures"
      : plain.endpoint
        ? ` on ${plain.endpoint}`
        : " on the main result";
  const inWhat = other
    ? " in one measure the study reported"
    : partly
      ? " in one of the main measures"
      : plain.endpoint
        ? ` in ${plain.endpoint}`
        : " in the main result";
  const ev = spansOf(result, plain.endpoint ? sheet.primaryEndpoint : null, ...sheet.arms);
  // Brief: the losing group is not named again (the compare line named it); long drug names weigh on the grade.
  const than = (loser: string) => (brief ? "" : ` than ${loser}`);
  switch (result.direction) {
    case "favours-intervention": {
      // Without a comparator arm "the intervention" is not one named group, so no winner is named; nor on a measure
      // that may not be the endpoint, whose higher or lower (an immune marker) need not be better.
      if (!x || !y || !winnerNamed)
        return [stated(`The study found a clear difference between the groups${inWhat}.`, ev)];
      // Of several tested groups, only those the result names as better; "at least one" when it does not say which.
      const won = winningArms(sheet, tested);
      if (!won) return [stated(`At least one of the treated groups did better${than(py)}${on}.`, ev)];
      return [
        stated(`${capitalise(won.length === tested.length ? px : refs.people(won))} did better${than(py)}${on}.`, ev),
      ];
    }
    case "favours-control":
      return [
        stated(
          x && y && winnerNamed
            ? `${capitalise(py)} did better${than(px)}${on}.`
            : `The study found a clear difference between the groups${inWhat}.`,
          ev,
        ),
      ];
    case "no-significant-difference":
      return [stated(`The study did not find a clear difference between the groups${inWhat}.`, ev)];
    case "non-inferior":
      return [
        stated(
          x && y
            ? `${capitalise(x)} worked about as well as ${y}${on}.`
            : `The treatments worked about as well as each other${on}.`,
          ev,
        ),
      ];
    case "not-applicable":
      if (sheet.studyType === "observational")
        return [
          // With no treatment named (a test's accuracy, a risk factor) "a treatment caused" would invent one.
          general(
            sheet.arms.length
              ? "A study like this can show links, but it cannot prove that a treatment caused a result."
              : "A study like this can show links, but it cannot prove what caused what.",
          ),
          quoted(sheet, ownWords),
        ];
      return [quoted(sheet, ownWords)];
    default:
      if (sheet.studyType === "protocol") return [stated("This study has not reported results yet.", design.evidence)];
      // A subgroup's result is said to be a part's, so a patient does not take it for everyone's.
      if (SUBGROUP.test(sheet.primaryResult.text ?? ""))
        return [
          general("The abstract gives the result only for some of the people in the study, not for all of them."),
          quoted(sheet, ownWords),
        ];
      // A comparison the abstract states in words without a test is quoted as what it says, never called absent.
      if (untestedComparison(sheet) && quoted(sheet, true))
        return [
          general("The abstract compares the groups but reports no test of the difference."),
          quoted(sheet, true),
        ];
      return [general(UNREAD_WINNER), quoted(sheet, ownWords)];
  }
}

// Only this reading could not tell ("We could not tell from the abstract" was read as "the abstract does not say").
const UNREAD_WINNER = "Our automatic reading could not tell which group did better; the abstract itself may say.";
const QUOTE_MAX_WORDS = 30;
const QUOTE_MAX_CHARS = 250;

/** With no comparison to put in words, the result's own sentence, when short enough to read. */
const TEST = /\b[Pp]\s?[<=>≤≥]|\bCI\b|confidence interval|\bsignifican/i;
// "A was more effective than B" with no figures: a comparison stated, not a result read.
const untestedComparison = (sheet: FactSheet) => {
  const text = sheet.primaryResult.text ?? "";
  return text !== "" && !TEST.test(text) && comparesArms(text, armWords(sheet.arms));
};

function quoted(sheet: FactSheet, ownWords: boolean): SummarySentence | null {
  const text = sheet.primaryResult.text ? bare(sheet.primaryResult.text) : "";
  if (!ownWords || !text || text.length > QUOTE_MAX_CHARS || text.split(/\s+/).length > QUOTE_MAX_WORDS) return null;
  return stated(`In the study's words: ${text}.`, spansOf(sheet.primaryResult));
}

const CONCLUSION_MAX_WORDS = 45;
const CONCLUSION_MAX_CHARS = 350;

/** Up to the first full stop that ends a sentence (a stop, a space, a capital); one pass, no backtracking. */
export function firstSentence(text: string): string {
  const stop = text.search(/[.!?] (?=[A-Z©])/);
  return stop < 0 ? text : text.slice(0, stop);
}

/**
 * With no arms on the sheet, the authors' conclusion, labelled as theirs, is what tells a reader what was tested.
 * Only in the first wording: it is given up before a plainer one.
 */
export function conclusionLines(sheet: FactSheet, ownWords: boolean): Lines {
  const text = sheet.conclusion ? firstSentence(bare(sheet.conclusion.text)) : "";
  if (
    !ownWords ||
    sheet.arms.length ||
    !text ||
    text.length > CONCLUSION_MAX_CHARS ||
    text.split(/\s+/).length > CONCLUSION_MAX_WORDS
  )
    return [];
  return [stated(`The authors concluded: ${text}.`, spansOf(sheet.conclusion))];
}

const SIMPLE_HARMS_WORDS = 20;
const SIMPLE_HARMS_CHARS = 160;

/** Side effects: the harms fact's own words when they are plain and short, else a pointer to the care team. */
export function harmsLines(sheet: FactSheet, ownWords: boolean): Lines {
  if (!sheet.harms) return [];
  const text = bare(sheet.harms.text);
  const plain =
    ownWords &&
    text.length <= SIMPLE_HARMS_CHARS &&
    text.split(/\s+/).length <= SIMPLE_HARMS_WORDS &&
    !/[()[\]=<>≥≤]/.test(text) &&
    fleschKincaidGrade(`${text}.`) <= 8;
  return [
    stated(
      plain
        ? `About side effects, the study says: ${text}.`
        : "The abstract reports side effects; ask your care team what they mean for you.",
      spansOf(sheet.harms),
    ),
  ];
}

/** What the study cannot tell, from its flags and the facts that could not be checked. */
export function limitLines(sheet: FactSheet, design: Design): Lines {
  const out: Lines = [];
  if (sheet.flags.includes("spin"))
    out.push(
      stated(
        "The authors are more positive than the main result supports.",
        spansOf(sheet.conclusion, sheet.primaryResult),
      ),
    );
  if (sheet.flags.includes("small") && sheet.participants.evidence.length)
    out.push(
      stated(
        sheet.studyType === "protocol"
          ? "The study will be small, so its results could be due to chance."
          : "The study was small, so its results could be due to chance.",
        spansOf(sheet.participants),
      ),
    );
  // The kind line already says it for these; a review put no one into groups at all.
  if (
    sheet.flags.includes("not-randomised") &&
    !["non-randomised-trial", "observational", "review"].includes(sheet.studyType) &&
    !studiesNoPeople(sheet, design)
  ) {
    out.push(
      stated(
        "People were not put into groups by chance, so the study cannot show for sure what caused what.",
        design.evidence,
      ),
    );
  }
  // What the design or the result cannot tell, said where it applies.
  if (sheet.studyType === "review")
    out.push(
      stated(
        "A paper like this is only as good as the studies it brings together, and it did not test a treatment itself.",
        design.evidence,
      ),
    );
  if (sheet.studyType === "secondary-analysis")
    out.push(
      stated("A second look like this can suggest ideas, but it cannot prove what caused what.", design.evidence),
    );
  if (sheet.primaryResult.direction === "no-significant-difference")
    out.push(
      stated(
        "Not finding a clear difference does not prove that the treatments work the same.",
        spansOf(sheet.primaryResult),
      ),
    );
  // A result with no caveat above still cannot say what it means for one reader; it states no finding, so it is general.
  const found = ["favours-intervention", "favours-control", "non-inferior"].includes(sheet.primaryResult.direction);
  if (out.length === 0 && found)
    out.push(general("One study alone cannot show how well a treatment would work for you."));
  // Names what the abstract leaves open; it states no finding, so it is general.
  for (const item of sheet.unclear ?? [])
    out.push(general(`We could not be sure from the abstract about ${bare(item)}.`));
  out.push(general("If you have questions about this study or your own care, talk with your care team."));
  return out;
}
