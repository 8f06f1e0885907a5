import type { SourceSentence } from "../source/read-source";
import { cleanArm, type Found } from "./arm-names";

// "39 patients were supplemented with X, and were compared to 39 untreated, matched controls": one treated group against controls.
const TREATED = /\b(?:were|was)\s(?:treated|supplemented|given|managed|offered)\s(?:with\s)?/i;
const COMPARED = /\b(?:were|and|then)\s(?:compared|matched)\s(?:to|with)\s(?:\d{1,5}\s|(?:a|an|the)\s)?/i;
// The controls' own words end at the people they were: "untreated, matched “control”-patients".
const PEOPLE = /^[^;.()]{0,60}?\b(?:patients|controls|subjects|cases|participants|women|men|group)\b/i;
const CONTROL_WORD = /\b(?:untreated|control|controls|matched|historical|unexposed|no treatment|usual care)\b/i;

/** A treated group and the matched or untreated controls it was compared with; the controls' name is their words without punctuation. */
export function fromMatchedControls(s: SourceSentence): Found[] {
  const treated = s.text.match(TREATED);
  if (!treated) return [];
  const from = treated.index! + treated[0].length;
  const arm = cleanArm(s.text.slice(from, from + 160));
  const compared = s.text.slice(from, from + 300).match(COMPARED);
  if (!arm || !compared) return [];
  const at = from + compared.index! + compared[0].length;
  const people = s.text.slice(at, at + 80).match(PEOPLE);
  if (!people || !CONTROL_WORD.test(people[0])) return [];
  const words = people[0].match(/[\p{L}][\p{L}\p{N}-]*/gu) ?? [];
  if (words.length > 6) return [];
  return [
    { name: arm.name, s, at: from + arm.offset },
    { name: words.join(" ").replace(/-+/g, " "), s, at, end: at + people[0].length, control: true },
  ];
}
