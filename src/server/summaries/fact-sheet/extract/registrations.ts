import type { Span } from "../../../../shared/fact-sheet";
import type { SourceSentence } from "../source/read-source";
import { partSpan } from "./spans";

// Registry ids; spaces inside are dropped when written out ("NCT 01234567" is NCT01234567). Each piece is bounded.
const REGISTRY =
  /\b(?:NCT\s?\d{8}|IS[RC]{2}TN\s?\d{8}|ACTRN\s?\d{14}|ChiCTR[-A-Za-z]{0,12}\d{6,12}|UMIN\s?\d{9}|JPRN-?[A-Za-z]{0,6}\d{6,12}|jRCT[sa]?\d{10}|CTRI\/\d{4}\/\d{2,3}\/\d{6}|DRKS\d{8}|NTR\s?\d{3,5}|KCT\d{7}|IRCT\d{6,16}N\d{1,3}|PACTR\d{15}|TCTR\d{11}|SLCTR\/\d{4}\/\d{3})\b/g;
// EudraCT numbers are year-six digits-two digits, named by the word EudraCT before them.
const EUDRACT = /\bEudra\s?CT\b[^0-9]{0,24}(\d{4}-\d{6}-\d{2})\b/gi;

export type Registrations = { ids: string[]; evidence: Span[] };

export function findRegistrations(sentences: SourceSentence[]): Registrations {
  const found: { id: string; at: number; span: Span }[] = [];
  for (const s of sentences) {
    for (const m of s.text.matchAll(REGISTRY))
      found.push({
        id: m[0].replace(/\s+/g, ""),
        at: s.start + m.index! + (s.field === "title" ? -1e9 : 0),
        span: partSpan(s, m.index!, m.index! + m[0].length),
      });
    for (const m of s.text.matchAll(EUDRACT)) {
      const at = m.index! + m[0].length - m[1]!.length;
      found.push({ id: m[1]!, at: s.start + at, span: partSpan(s, at, at + m[1]!.length) });
    }
  }
  found.sort((a, b) => a.at - b.at);
  const ids: string[] = [];
  const evidence: Span[] = [];
  for (const f of found) {
    if (ids.includes(f.id)) continue;
    ids.push(f.id);
    evidence.push(f.span);
  }
  return { ids, evidence };
}
