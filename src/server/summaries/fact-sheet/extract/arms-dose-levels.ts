import type { SourceSentence } from "../source/read-source";
import { cleanArm, type Found } from "./arm-names";

const ALLOCATING = /\brandomi[sz]|\b(?:assigned|allocated)\b/i;
// "oral palonosetron 0.25, 0.50, and 0.75 mg": one drug at several dose levels, the unit said once after the last.
const LEVELS =
  /(?<![\w-])((?:[A-Za-z][\w-]{0,30} ){1,3}?)(\d{1,4}(?:\.\d{1,3})?)((?:,\s?\d{1,4}(?:\.\d{1,3})?){0,4}),?\s(?:and|or)\s(\d{1,4}(?:\.\d{1,3})?)\s?(mg\/kg|mg\/m2|mg\/m\^2|mg|µg|μg|mcg|g|Gy)(?![\w/])/;
const OTHER = /^\s(?:or|versus|vs\.?)\s/i;

/** Each dose level of one drug as an arm ("oral palonosetron 0.50 mg"), and the arm after "or" when there is one. */
export function fromDoseLevels(s: SourceSentence): Found[] {
  if (!ALLOCATING.test(s.text)) return [];
  const m = s.text.match(LEVELS);
  if (!m) return [];
  const drug = cleanArm(m[1]!.trimEnd());
  if (!drug || drug.offset + drug.name.length !== m[1]!.trimEnd().length) return [];
  const at = m.index! + drug.offset;
  const end = m.index! + m[0].length;
  const unit = m[5]!;
  const doses = [
    m[2]!,
    ...m[3]!
      .split(",")
      .map((d) => d.trim())
      .filter(Boolean),
    m[4]!,
  ];
  const found: Found[] = doses.map((d) => ({ name: `${drug.name} ${d} ${unit}`, s, at, end }));
  const other = s.text.slice(end, end + 200).match(OTHER);
  const next = other ? cleanArm(s.text.slice(end + other[0].length, end + other[0].length + 160)) : undefined;
  if (other && next) found.push({ name: next.name, s, at: end + other[0].length + next.offset });
  return found;
}
