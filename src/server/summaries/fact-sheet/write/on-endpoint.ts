import type { FactSheet } from "../../../../shared/fact-sheet";
import { endpointMention } from "../extract/endpoint-mentions";

/**
 * Whether the result sentence can be seen to speak of the endpoint: false when the endpoint was only guessed and the
 * sentence names neither its kind, its short form nor its words (it may report another outcome), or when no endpoint
 * was found for a comparison to be about.
 */
export function resultOnEndpoint(sheet: FactSheet): boolean {
  const { primaryEndpoint, primaryResult } = sheet;
  if (!primaryResult.text) return true;
  // With no endpoint found, nothing shows the sentence reports the main outcome rather than one of several.
  if (!primaryEndpoint) return !COMPARATIVE_KINDS.has(sheet.primaryResult.direction);
  if (primaryEndpoint.stated) return true;
  // The patient writer tries several wordings of one sheet: the answer is read once.
  const known = READ.get(sheet);
  if (known !== undefined) return known;
  // "Level of serum total protein" is about total protein: a sentence on serum albumin shares only where it was measured.
  // "Breast cancer mortality" is not spoken of by "cancer detection rates": the disease names no outcome.
  const on = endpointMention(primaryEndpoint.text.replace(SAMPLE_WORDS, " ").replace(DISEASE_WORDS, " "))(
    primaryResult.text,
  );
  READ.set(sheet, on);
  return on;
}

const COMPARATIVE_KINDS = new Set([
  "favours-intervention",
  "favours-control",
  "no-significant-difference",
  "non-inferior",
]);
const DISEASE_WORDS =
  /\b(?:cancers?|tumou?rs?|carcinomas?|neoplasms?|neoplasia|malignanc(?:y|ies)|lymphomas?|leuk(?:a)?emias?|melanomas?|myelomas?|sarcomas?)\b/gi;
const SAMPLE_WORDS = /\b(?:serum|plasma|blood|urine|urinary|tissue|levels?|concentrations?)\b/gi;

const READ = new WeakMap<FactSheet, boolean>();
