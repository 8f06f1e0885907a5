import type { SourceSentence } from "../source/read-source";
import { fromMatchedControls } from "./arms-matched-controls";

// "Comparative analysis of A and B", "self- versus provider-collected swabs": the study's own aim is to set treatments side by side.
const OWN_COMPARISON =
  /\bcomparative\b|\bcompar(?:e|ing|ed|ison)\s(?:of\s|the\s|between\s)?|\bin comparison (?:to|with)\b|\bversus\b|\bvs\.?\s|\bhead[-‐‑]to[-‐‑]head\b/i;

/** Whether a non-allocating study says in its title or objective that it compares what its groups received (GOLD.md lists those groups as arms). */
export function comparesOwnGroups(sentences: SourceSentence[]): boolean {
  // A group given a treatment and compared with matched or untreated controls is a controlled study whatever its title calls it.
  return sentences.some(
    (s) =>
      ((s.field === "title" || s.role === "objective") && OWN_COMPARISON.test(s.text.slice(0, 400))) ||
      (s.role === "methods" && fromMatchedControls(s).length > 0),
  );
}
