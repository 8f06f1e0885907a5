import type { SourceSentence } from "../source/read-source";
import type { Found } from "./arm-names";

// "The primary objective of these trials is to evaluate the feasibility and efficacy of X": X is what is being tested.
const OBJECTIVE =
  /\b(?:objectives?|aims?|purpose)\b[^.;]{0,40}?\bto (?:evaluate|assess|determine|investigate|examine|test)\b/i;
// Words that name when or how, not what: "perioperative FOLFOXIRI" is still FOLFOXIRI.
const NOT_NAMING =
  /^(?:and|plus|with|alone|followed|then|for|the|perioperative|postoperative|preoperative|adjuvant|neoadjuvant|induction|maintenance|months?|weeks?)$/;

const namingWords = (name: string) =>
  (name.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length >= 4 && !NOT_NAMING.test(w));

/**
 * Of two arms, the one the stated objective does not name when it names the other whole: the comparator the new
 * regimen is set against. -1 when the objective names both, neither, or no objective is stated.
 */
export function objectiveControl(found: Found[], sentences: SourceSentence[]): number {
  if (found.length !== 2) return -1;
  const aim = sentences.find((s) => s.field === "abstract" && OBJECTIVE.test(s.text));
  if (!aim) return -1;
  const said = new Set(aim.text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
  const named = found.map((f) => {
    const words = namingWords(f.name);
    return words.length > 0 && words.every((w) => said.has(w));
  });
  // "in metastatic colorectal cancer" may share a word with the other arm's name; a third at most is chance.
  const unnamed = found.map((f) => {
    const words = namingWords(f.name);
    return words.filter((w) => said.has(w)).length * 3 <= words.length;
  });
  if (named[0] && unnamed[1]) return 1;
  if (named[1] && unnamed[0]) return 0;
  return -1;
}
