import type { FactSheet, SourceText, SummarySentence } from "../../../../shared/fact-sheet";
import { anotherSignificantSentence } from "../extract/another-significant";
import { pSignificance, pValues } from "../extract/effects";
import { comparesArms, namesBothSides } from "../extract/polarity";
import { armWords } from "../extract/primary-result";
import { aboutFactors } from "../extract/result-asides";
import { sentenceSpan } from "../extract/spans";
import { bare, stated } from "./evidence";

// Groups said as such ("the TAM group ... relative to the controls", "placebo"), when the arm words are not the sentence's.
const GROUP_WORD = /\b(?:groups?|arms?|controls?|placebo)\b/i;
const COMPARING = /\b(?:compared (?:with|to)|than|versus|vs\.?|relative to)\s/i;
// A part of the people ("responders ... than nonresponders", "in patients without leakage", "for patients surviving
// 5 years", "when considering intermediate cytogenetics", "among the 195 cases with strict adherence to the protocol
// ... whereas in the 274 with no or incomplete chemotherapy"): not the arms as randomised.
const PART_OF_THEM =
  /\b(?:non-?responders?|responders?|(?:in|for|among) (?:the )?(?:\d[\d,]{0,6} )?(?:patients|women|men|those|cases|subjects|participants) (?:with|without|who|surviving|aged)|when considering|adheren\w*|complian\w*|per[- ]protocol|incomplete|as treated)\b/i;
// A factor's association with an outcome ("failure to achieve leucopenia was associated with worse PFS").
const ASSOCIATION = /\b(?:associated with|predict\w*|correlat\w*|univariate|multivariate)\b/i;

/**
 * A null result shown with no endpoint read, while another comparison of the arms in the abstract is significant: which
 * of the two is primary is unknown, so both are shown rather than the null alone (readers of unseen abstracts called a
 * lone null over a significant main outcome wrong, for the clinician and more so for the patient).
 */
function otherSentence(sheet: FactSheet, source: SourceText) {
  // The patient summary is written once per rung of its wording ladder: the abstract is read for this once per sheet.
  if (!READ.has(sheet)) READ.set(sheet, readOther(sheet, source));
  return READ.get(sheet);
}

const READ = new WeakMap<FactSheet, ReturnType<typeof readOther>>();

function readOther(sheet: FactSheet, source: SourceText) {
  if (sheet.primaryResult.direction !== "no-significant-difference" || sheet.primaryEndpoint) return undefined;
  const own = sheet.primaryResult.text ?? "";
  const other = anotherSignificantSentence(source, own);
  if (!other || own.includes(other.text)) return undefined;
  const sides = armWords(sheet.arms);
  // A p value misprinted as zero ("p = 0-16") is no test.
  const tested = pValues(other.text).some((p) => p.value > 0 && pSignificance(p.sign, p.value) === "significant");
  const armsCompared =
    namesBothSides(other.text, sides) ||
    comparesArms(other.text, sides) ||
    (GROUP_WORD.test(other.text) && COMPARING.test(other.text));
  const aside = aboutFactors(other.text, sides) || ASSOCIATION.test(other.text) || PART_OF_THEM.test(other.text);
  return tested && armsCompared && !aside ? other : undefined;
}

export function alsoSignificantClinician(sheet: FactSheet, source: SourceText): SummarySentence | null {
  const other = otherSentence(sheet, source);
  return other
    ? stated(`The abstract also reports a significant difference: "${bare(other.text)}."`, [sentenceSpan(other)])
    : null;
}

export function alsoSignificantPatient(sheet: FactSheet, source: SourceText): SummarySentence | null {
  const other = otherSentence(sheet, source);
  return other
    ? stated("The study found a clear difference between the groups in another measure.", [sentenceSpan(other)])
    : null;
}
