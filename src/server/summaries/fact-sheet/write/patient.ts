import type { FactSheet, SourceText, SummarySentence } from "../../../../shared/fact-sheet";
import { fleschKincaidGrade } from "../../readability";
import type { Design } from "./design";
import { compareLines, groupLines, kindLines, listRunsTogether, whoLines, type Plain } from "./patient-lines";
import { alsoSignificantPatient } from "./also-significant";
import { conclusionLines, directionLines, harmsLines, limitLines } from "./patient-outcome";
import { guessOffered } from "./endpoint-guess";
import { deniedHarmsLines } from "./harms-denied";
import { plainEndpoint } from "./plain-endpoint";
import { type StatedCount, statedCount } from "./participants";
import { plainPopulation } from "./plain-population";
import { titleLines } from "./title-line";

export const PATIENT_MAX_GRADE = 8;

/** Which of the sheet's own words to quote; each is given up, in ladder order, for a lower grade. */
type Wording = {
  plain: Plain;
  n: StatedCount | null;
  harms: boolean;
  result: boolean;
  conclusion: boolean;
  brief?: boolean;
  placed?: boolean;
  title?: boolean;
};

function write(sheet: FactSheet, source: SourceText, design: Design, wording: Wording): SummarySentence[] {
  return [
    ...kindLines(sheet, design, source),
    ...(wording.title ? titleLines(sheet, source, wording.plain) : []),
    ...whoLines(sheet, wording.plain, wording.n, design.model.length > 0),
    ...compareLines(sheet, design, wording.placed, source),
    ...groupLines(sheet, wording.plain, wording.placed, design.animals.length + design.model.length > 0),
    ...directionLines(sheet, wording.plain, design, wording.result, wording.brief, wording.placed),
    alsoSignificantPatient(sheet, source),
    ...conclusionLines(sheet, wording.conclusion),
    ...(deniedHarmsLines(sheet, wording.harms) ?? harmsLines(sheet, wording.harms)),
    ...limitLines(sheet, design),
  ].filter((s): s is SummarySentence => s !== null);
}

export const joinPatient = (sentences: SummarySentence[]) => sentences.map((s) => s.text).join(" ");

/**
 * The patient summary. The sheet's own words are tried first; when the whole reads above grade 8 the wording steps
 * down (the harms and result quotes, the population's and the endpoint's own words, last the authors' conclusion,
 * which alone names what was tested when the sheet has no arms) to fixed plain phrases. Arm names always stay, said once each when
 * long (the groups then called by place).
 */
export function patientSentences(sheet: FactSheet, source: SourceText, design: Design): SummarySentence[] {
  const n = statedCount(sheet, source);
  const offered = guessOffered(sheet, source);
  const own: Plain = {
    population: plainPopulation(sheet.population?.text),
    endpoint: offered ? plainEndpoint(sheet.primaryEndpoint?.text, source.title) : null,
    ...(offered ? {} : { withheld: true }),
  };
  const written = climb(sheet, source, design, { plain: own, n, harms: true, result: true, conclusion: true });
  // A long count ("1347") reads as many syllables: it gives way before the conclusion, which may alone name the arms.
  if (n && !written.wording.conclusion) {
    const without = climb(sheet, source, design, { plain: own, n: null, harms: true, result: true, conclusion: true });
    if (without.wording.conclusion) return without.sentences;
  }
  return written.sentences;
}

/** The first wording of the ladder that reads at grade 8 or below (the last one when none does). */
function climb(
  sheet: FactSheet,
  source: SourceText,
  design: Design,
  all: Wording,
): { sentences: SummarySentence[]; wording: Wording } {
  const steps: Wording[] = [
    all,
    { ...all, harms: false },
    { ...all, harms: false, result: false },
    { ...all, harms: false, result: false, plain: { ...all.plain, population: null } },
    { ...all, harms: false, result: false, plain: { population: null, endpoint: null } },
    { ...all, harms: false, result: false, plain: { population: null, endpoint: null }, brief: true },
    {
      plain: { population: null, endpoint: null },
      n: all.n,
      harms: false,
      result: false,
      conclusion: false,
      brief: true,
    },
  ];
  // The paper's title (when nothing else says what was studied) says more than the harms and result quotes and less
  // than the population's, the endpoint's and the conclusion's words; with none of those left it is tried once more.
  const last = steps[steps.length - 1]!;
  // Rungs with a title only when there is one to say: each rung is a whole write, so none is tried for nothing.
  const ladder = titleLines(sheet, source, last.plain).length
    ? [...steps.slice(0, 3).map((w) => ({ ...w, title: true })), ...steps.slice(0, -1), { ...last, title: true }, last]
    : steps;
  let sentences: SummarySentence[] = [];
  let chosen = all;
  // Each step is tried as written, then with each arm named once and the groups called by place ("the first group").
  // Names that are lists themselves are never run into one list ("A, B, and C and B and C"): placed from the start.
  const placedOnly = listRunsTogether(sheet);
  for (const wording of ladder.flatMap((w) => (placedOnly ? [] : [w]).concat({ ...w, placed: true }))) {
    sentences = write(sheet, source, design, wording);
    chosen = wording;
    if (fleschKincaidGrade(joinPatient(sentences)) <= PATIENT_MAX_GRADE) break;
  }
  return { sentences, wording: chosen };
}
