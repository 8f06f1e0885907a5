import type { SourceSentence } from "../source/read-source";
import { cleanArm, type Found } from "./arm-names";

const ALLOCATE = /\b(?:randomi[sz]ed|randomly (?:assigned|allocated)|assigned|allocated)\s\d{1,5}\s/i;
// ", 75 patients to", ", and 69 patients to": each count opens the next arm.
const NEXT = /,\s(?:and\s)?\d{1,5}\s(?:[a-z]+\s)?to\s/gi;

const blank = (text: string) => text.replace(/\([^()]{0,200}\)/g, (x) => " ".repeat(x.length));

/**
 * "randomly assigned 73 patients to A, 75 patients to B, 72 patients to both A and B, and 69 patients to
 * observation": each count names one arm, however many (a factorial trial's four arms stay four). Only for three
 * arms or more; two are read by the allocation reader.
 */
export function fromCountedList(s: SourceSentence): Found[] {
  const m = s.text.match(ALLOCATE);
  if (!m) return [];
  const from = m.index! + m[0].length;
  const window = blank(s.text.slice(from, from + 400));
  const first = window.match(/^[^;]{0,160}?\sto\s/);
  if (!first) return [];
  const starts = [first[0].length, ...[...window.matchAll(NEXT)].slice(0, 6).map((n) => n.index! + n[0].length)];
  if (starts.length < 3 || starts[1]! < starts[0]!) return [];
  const out: Found[] = [];
  for (let i = 0; i < starts.length; i++) {
    const piece = window.slice(
      starts[i],
      i + 1 < starts.length ? window.lastIndexOf(",", starts[i + 1]! - 1) : undefined,
    );
    const arm = cleanArm(piece);
    if (!arm) return [];
    out.push({ name: arm.name, s, at: from + starts[i]! + arm.offset });
  }
  return out;
}
