import type { FactSheet, SourceText, SummarySentence } from "../../../../shared/fact-sheet";
import { stated } from "./evidence";
import type { Plain } from "./patient-lines";

// A title longer than this is a paragraph, not a topic.
const MAX_TITLE = 200;

/**
 * The paper's own title, quoted, when nothing else tells the patient what was studied (no people said plainly, no
 * groups named): a review or a cohort otherwise gets only what its kind cannot show. Quoted, it claims nothing of ours.
 */
export function titleLines(sheet: FactSheet, source: SourceText, plain: Plain): SummarySentence[] {
  if ((sheet.population && plain.population) || sheet.arms.length) return [];
  const raw = source.title.trim();
  // A translated title is printed in brackets ("[Accuracy of ...]."): the words inside are the title.
  const inner = raw.startsWith("[") ? raw.slice(1).replace(/\]\.?$/, "") : raw;
  const words = inner.replace(/[.\s]+$/, "");
  if (!words || words.length > MAX_TITLE) return [];
  const start = source.title.indexOf(words);
  return [stated(`The paper is called "${words}".`, [{ field: "title", start, end: start + words.length }])];
}
