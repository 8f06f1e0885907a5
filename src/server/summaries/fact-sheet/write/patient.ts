import type { FactSheet, SourceText, SummarySentence } from "../../../../shared/fact-sheet";
import { fleschKincaidGrade } from "../../readability";
import type { Design } from "./design";
import { compareLines, groupLines, kindLines, whoLines, type Plain } from "./patient-lines";
import { directionLines, harmsLines, limitLines } from "./patient-outcome";
import { plainEndpoint } from "./plain-endpoint";
import { plainPopulation } from "./plain-population";

export const PATIENT_MAX_GRADE = 8;

/** ownWords: quote the harms and result sentences when short (the first wording given up for a lower grade). */
type Wording = { plain: Plain; ownWords: boolean };

function write(sheet: FactSheet, design: Design, wording: Wording): SummarySentence[] {
  return [
    ...kindLines(sheet, design),
    ...whoLines(sheet, wording.plain),
    ...compareLines(sheet, design),
    ...groupLines(sheet, wording.plain),
    ...directionLines(sheet, wording.plain, design, wording.ownWords),
    ...harmsLines(sheet, wording.ownWords),
    ...limitLines(sheet, design),
  ].filter((s): s is SummarySentence => s !== null);
}

export const joinPatient = (sentences: SummarySentence[]) => sentences.map((s) => s.text).join(" ");

/**
 * The patient summary. The sheet's own words are tried first; when the whole reads above grade 8 the wording steps
 * down (the harms and result quotes, then the endpoint's own words, then the population's) to fixed plain phrases. Arm names
 * stay: a patient summary must say what was compared.
 */
export function patientSentences(sheet: FactSheet, _source: SourceText, design: Design): SummarySentence[] {
  const own: Plain = { population: plainPopulation(sheet.population?.text), endpoint: plainEndpoint(sheet.primaryEndpoint?.text) };
  const ladder: Wording[] = [
    { plain: own, ownWords: true },
    { plain: own, ownWords: false },
    { plain: { ...own, endpoint: null }, ownWords: false },
    { plain: { population: null, endpoint: null }, ownWords: false },
  ];
  let sentences: SummarySentence[] = [];
  for (const wording of ladder) {
    sentences = write(sheet, design, wording);
    if (fleschKincaidGrade(joinPatient(sentences)) <= PATIENT_MAX_GRADE) break;
  }
  return sentences;
}
