import type { FactSheet, SourceText } from "../../../../shared/fact-sheet";
import { findUnsupportedNumbers } from "../../number-check";
import { evidenceText } from "./evidence";

/**
 * The number randomised, when its own spans hold it as written. A count the sheet added up from the arms
 * (387 + 387) is true but not in the words cited, so it is not stated; the rest of the line still is.
 */
export function statedCount(sheet: FactSheet, source: SourceText): number | null {
  const { randomised, evidence } = sheet.participants;
  if (randomised === null || evidence.length === 0) return null;
  return findUnsupportedNumbers(String(randomised), evidenceText(source, evidence)).length === 0 ? randomised : null;
}
