import type { SourceSentence } from "../source/read-source";
import { cleanArm, type Found } from "./arm-names";

// "For the control regimen, centres chose either A or B": a comparator that is a choice between regimens.
const CHOSEN =
  /\bfor the (?:control|comparator|standard) (?:regimen|arm|group|treatment),?\s(?:[\w-]+\s){0,3}?(?:chose|could choose|selected|were free to choose)\s(?:between\s|either\s)?/i;
// The first choice keeps its course count ("FEC for eight cycles"); it is a few plain words.
const FIRST = /^([A-Za-z][\w-]{1,30}(?: [\w-]{1,20}){0,4}?)\s{1,200}or\s/;
const THEN = /^([A-Za-z][\w-]{1,30})\b[^;.]{0,160}?\s(?:followed by|then)\s/i;

/** The comparator named by its choices ("FEC for eight cycles or epirubicin followed by CMF"), quoted from first to last; undefined when unclear. */
export function chosenControl(sentences: SourceSentence[]): Found | undefined {
  for (const s of sentences) {
    if (s.field !== "abstract") continue;
    const m = s.text.match(CHOSEN);
    if (!m) continue;
    const from = m.index! + m[0].length;
    // Bracketed doses and counts are blanked so the choices read as words; offsets stay.
    const window = s.text.slice(from, from + 400).replace(/\([^()]{0,200}\)/g, (x) => " ".repeat(x.length));
    const first = window.match(FIRST);
    if (!first || /\d/.test(first[1]!)) return undefined;
    const rest = first[0].length;
    const then = window.slice(rest).match(THEN);
    const tail = then ? cleanArm(window.slice(rest + then[0].length, rest + then[0].length + 120)) : undefined;
    const second =
      then && tail ? `${then[1]!} followed by ${tail.name}` : cleanArm(window.slice(rest, rest + 120))?.name;
    if (!second) return undefined;
    const end =
      then && tail
        ? rest + then[0].length + tail.offset + tail.name.length
        : rest + window.slice(rest).indexOf(second) + second.length;
    return { name: `${first[1]!.trim()} or ${second}`, s, at: from, end: from + end, control: true };
  }
  return undefined;
}
