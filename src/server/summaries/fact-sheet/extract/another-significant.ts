import type { SourceText } from "../../../../shared/fact-sheet";
import { readSource, type SourceSentence } from "../source/read-source";
import { pSignificance, pValues } from "./effects";
import { SUBGROUP } from "./result-asides";
import { resultSentences } from "./result-sentences";

/**
 * The first significant whole-trial comparison of the results other than `resultText`: with no endpoint read, a null
 * sentence among significant ones cannot be told to be the primary result ("no survival advantage" beside a
 * significant disease-free survival gain).
 */
export function anotherSignificantSentence(source: SourceText, resultText: string): SourceSentence | undefined {
  const sentences = readSource({ title: source.title, abstract: source.abstract }).sentences;
  // The null sentence itself counts when it also holds a significant p ("OS did not differ (P = .13); PFS ... P = .01").
  return resultSentences(sentences).find(
    (s) =>
      (!resultText.includes(s.text) || pValues(resultText).length > 1) &&
      !SUBGROUP.test(s.text) &&
      pValues(s.text)
        .slice(0, 8)
        .some((p) => pSignificance(p.sign, p.value) === "significant"),
  );
}

/** Whether the results hold a significant whole-trial comparison other than `resultText`. */
export const anotherSignificantResult = (source: SourceText, resultText: string): boolean =>
  anotherSignificantSentence(source, resultText) !== undefined;
