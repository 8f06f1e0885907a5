import type { SourceSentence } from "../source/read-source";
import { MAX_TRIES, type Found } from "./arm-names";

// "self- versus provider-collected swabs", "short- or long-course radiotherapy": the first word's hyphen waits for the second's ending.
// "E coli– or Erwinia-asparaginase": a two-word first part led by an initial, and any dash.
const SUSPENDED =
  /(?<![\w-])((?:[A-Z]\.?\s)?[A-Za-z][A-Za-z0-9]{1,19})[-–‐]\s(?:versus|vs\.?|or|and)\s([A-Za-z][A-Za-z0-9]{1,19})[-–‐]([A-Za-z][A-Za-z0-9]{1,19})/g;
// Words after the compound that are not part of what was compared.
const STOP =
  /^(?:for|in|with|of|among|to|as|on|at|and|or|versus|vs|first|the|a|an|by|from|after|before|during|is|are|was|were|in|into|than)$/i;
const ALLOCATING = /\brandomi[sz]|\b(?:assigned|allocated)\b/i;
const WORD = /^\s([A-Za-z][\w-]{1,20})/;

/** Two arms sharing one ending ("self-collected swabs" and "provider-collected swabs"); each name's words are in its evidence. */
export function fromSuspended(s: SourceSentence, title = s.field === "title"): Found[] {
  // In the abstract only an allocation sentence names arms: "self- and provider-collected samples were tested" names samples.
  if (!title && !ALLOCATING.test(s.text)) return [];
  for (const m of [...s.text.matchAll(SUSPENDED)].slice(0, MAX_TRIES)) {
    let end = m.index! + m[0].length;
    const tail: string[] = [];
    for (let k = 0; k < 2; k++) {
      const w = s.text.slice(end, end + 24).match(WORD);
      if (!w || STOP.test(w[1]!)) break;
      tail.push(w[1]!);
      end += w[0].length;
    }
    // "randomized to complete either self- or provider-collection first": the order was allocated, not the arms.
    if (/^\s(?:first|order|sequence)\b/i.test(s.text.slice(end, end + 12))) continue;
    const ending = [m[3]!, ...tail].join(" ");
    const at = m.index!;
    const secondAt = at + m[0].length - m[2]!.length - m[3]!.length - 1;
    // Each part keeps the dash it was written with ("E coli–asparaginase", "Erwinia-asparaginase").
    const dash = (k: number) => m[0][k]!;
    return [
      { name: `${m[1]!}${dash(m[1]!.length)}${ending}`, s, at, end },
      { name: `${m[2]!}${dash(m[0].length - m[3]!.length - 1)}${ending}`, s, at: secondAt, end },
    ];
  }
  return [];
}
