import type { SourceSentence } from "../source/read-source";
import { cleanArm, isBareAbbreviation, type Found } from "./arm-names";

const COUNTS: Record<string, number> = { three: 3, four: 4, five: 5, "3": 3, "4": 4, "5": 5 };
// "randomized into 4 arms for screening with either A, B or C as well as a control group".
const INTO = /\brandomi[sz]ed\s(?:in|into|to)\s(three|four|five|3|4|5)\s(?:arms|groups)\b/i;
const EITHER =
  /\seither\s([^;.()]{3,200}?)(?:\sas well as\s(?:an?\s|the\s)?(control group|control arm|controls)|[;.]|$)/i;

/** Three or more arms listed after "either", kept only when the list (with its control group) has as many as the count said. */
export function fromArmsInto(s: SourceSentence): Found[] {
  const m = s.text.match(INTO);
  if (!m) return [];
  const from = m.index! + m[0].length;
  const window = s.text.slice(from, from + 300);
  const e = window.match(EITHER);
  if (!e) return [];
  const listAt = from + e.index! + e[0].indexOf(e[1]!);
  const out: Found[] = [];
  let offset = 0;
  for (const piece of e[1]!.split(/,\s(?:or\s)?|\sor\s/)) {
    const at = e[1]!.indexOf(piece, offset);
    offset = at + piece.length;
    // "VIA" is a short form here, not the word "via" that cleanArm drops before a name.
    const arm = isBareAbbreviation(piece) ? { name: piece, offset: 0 } : cleanArm(piece);
    if (!arm) return [];
    out.push({ name: arm.name, s, at: listAt + at + arm.offset });
  }
  if (e[2]) out.push({ name: e[2], s, at: from + e.index! + e[0].lastIndexOf(e[2]), control: true });
  return out.length === COUNTS[m[1]!.toLowerCase()] ? out : [];
}
