import type { SourceSentence } from "../source/read-source";
import type { Found } from "./arm-names";

// A title separates its arms by "versus"; commas inside one side list the drugs of one regimen given together.
// Windows are bounded (100-160 characters), so these patterns run in constant time per separator.
const LEFT_LIST = /(?:^|\b(?:of|comparing|between|with)\s)((?:[\w-]+(?:\s[\w-]+)?,\s){1,4})and\s$/i;
const RIGHT_LIST =
  /^(?:[\w-]+(?:\s[\w-]+)?,\s){1,4}and\s[\w-]+(?:\s[A-Z](?![\w-]))?(?=$|[:;.(]|\s(?:in|for|among|as|after|versus|vs\.?)\s)/;

/** "of A, B, and C versus D": where the whole list starts, as an offset from the last item's start `leftStart`. */
export function listedStart(
  text: string,
  leftStart: number,
  sepAt: number,
): { name: string; offset: number } | undefined {
  if (leftStart < 0) return undefined;
  const m = text.slice(Math.max(0, leftStart - 100), leftStart).match(LEFT_LIST);
  if (!m) return undefined;
  const from = leftStart - m[1]!.length - "and ".length;
  return { name: text.slice(from, sepAt).trim(), offset: from - leftStart };
}

/** "versus A, B, and C in ...": the whole list as one arm, offsets within the text from `from`. */
export function listedRight(text: string, from: number): { name: string; offset: number } | undefined {
  const m = text.slice(from, from + 160).match(RIGHT_LIST);
  return m ? { name: m[0], offset: 0 } : undefined;
}

// "an RCT comparing home visits, group classes, and a leaflet": a trial's title listing what it compared, closed by
// "and" and ending the title or its clause. Items are 1-4 words; the whole match is bounded, so it runs in linear time.
const COMPARING_LIST =
  /\bcomparing\s((?:[\w-]+(?:\s[\w-]+){0,3},\s){1,4}and\s[\w-]+(?:\s[\w-]+){0,3})(?=$|[:;.(]|\s(?:in|for|among|as)\s)/i;
const TRIAL = /\b(?:RCT|randomi[sz]ed|randomised|trial)\b/i;
const NOT_ITEM =
  /^(?:the|a|an|two|three|four|different|various|several)$|^(?:outcomes?|effects?|costs?|efficacy|safety)\b/i;

/** The arms a trial's title lists after "comparing" ("comparing A, B, and C"), three or more; empty otherwise. */
export function comparingList(s: SourceSentence): Found[] {
  if (s.field !== "title" || !TRIAL.test(s.text)) return [];
  const m = s.text.slice(0, 400).match(COMPARING_LIST);
  if (!m) return [];
  const from = m.index! + m[0].length - m[1]!.length;
  const out: Found[] = [];
  let at = from;
  for (const piece of m[1]!.split(/,\s(?:and\s)?/)) {
    const name = piece.replace(/^and\s/, "");
    const start = s.text.indexOf(name, at);
    if (NOT_ITEM.test(name) || /\s(?:versus|vs|with|or)\s/i.test(` ${name} `)) return [];
    out.push({ name, s, at: start });
    at = start + name.length;
  }
  return out.length >= 3 ? out : [];
}
