import type { SourceSentence } from "../source/read-source";
import { cleanArm, looksLikeControl, type Found } from "./arm-names";

// "randomly assigned to one of the three adjuvant treatment arms: A, B, or C"; "a trial comparing A, B or C".
const OPEN = /\b(?:(?:randomi[sz]ed|randomly\s(?:assigned|allocated)|assigned|allocated)\s(?:to|into)\s|comparing\s)/gi;
// The lead-in that counts the arms before a colon: "one of the three adjuvant treatment arms: ".
const LEAD_IN =
  /^(?:one\sof\s)?(?:the\s)?(two|three|four|five|[2-5])\s[^:;.]{0,60}?(?:arms?|groups?|treatments?|regimens?):\s/i;
const COUNTS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5 };
// Words that open a list of measures or analyses rather than of treatments.
const NOT_ITEM = /^(?:the\s)?(?:efficacy|effects?|outcomes?|safety|costs?|results?|rates?|survival|toxicity)\b/i;
// A bracket's commas are not the list's: blanked to the same length so offsets hold.
const blank = (text: string) => text.replace(/\([^()]{0,120}\)/g, (x) => " ".repeat(x.length));

/** Arms listed "A, B(,) or C" or "A or B or C" after an allocation or "comparing": three or more, each a whole clean name. */
export function fromOrList(s: SourceSentence): Found[] {
  for (const open of s.text.slice(0, 2000).matchAll(OPEN)) {
    // In results, "comparing A, B or C" more often lists analyses than arms.
    if (/^comparing/i.test(open[0]) && s.role === "results") continue;
    const found = listAt(s, open.index! + open[0].length);
    if (found.length) return found;
  }
  return [];
}

function listAt(s: SourceSentence, from: number): Found[] {
  const raw = s.text.slice(from, from + 400);
  const lead = raw.match(LEAD_IN);
  const start = lead ? lead[0].length : 0;
  const window = blank(raw);
  const or = window.indexOf(" or ", start);
  if (or < 0) return [];
  // "A or B or C": with no comma before the first "or", the list's joints are its "or"s.
  const second = window.indexOf(" or ", or + 4);
  const chain = !window.slice(start, or).includes(", ") && second > 0;
  const end = chain ? second : or;
  const head = window.slice(start, end).replace(/,$/, "");
  const joint = chain ? " or " : ", ";
  // "with or without" is one arm's choice, not the list's last item.
  if (/\swith$/i.test(head) || /\swith or without\s/i.test(head) || !head.includes(joint)) return [];
  const out: Found[] = [];
  let at = start;
  for (const piece of head.split(joint)) {
    const found = item(s, raw, from, at, piece, false);
    if (!found) return [];
    out.push(found);
    at += piece.length + joint.length;
  }
  const last = item(s, raw, from, end + 4, window.slice(end + 4), true);
  if (!last) return [];
  out.push(last);
  const count = lead ? (COUNTS[lead[1]!.toLowerCase()] ?? Number(lead[1])) : undefined;
  if (out.length < 3 || (count !== undefined && count !== out.length)) return [];
  return out;
}

// One item clean; every item but the last also whole (a cut item means the comma was not the list's).
function item(
  s: SourceSentence,
  raw: string,
  from: number,
  at: number,
  piece: string,
  last: boolean,
): Found | undefined {
  const clean = cleanArm(piece);
  if (!clean || NOT_ITEM.test(clean.name) || /\s(?:and|or)\s/i.test(clean.name)) return undefined;
  // A dose or schedule cut off as a lead ("8Gy single fraction") is what tells the arms apart: leave them to their reader.
  if (/\d/.test(piece.slice(0, clean.offset))) return undefined;
  if (!last && piece.slice(clean.offset + clean.name.length).trim() !== "") return undefined;
  const name = raw.slice(at + clean.offset, at + clean.offset + clean.name.length);
  return { name, s, at: from + at + clean.offset, ...(looksLikeControl(name) ? { control: true as const } : {}) };
}
