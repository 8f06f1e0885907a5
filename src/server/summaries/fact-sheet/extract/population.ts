import type { Fact } from "../../../../shared/fact-sheet";
import type { SourceSentence } from "../source/read-source";
import { partSpan } from "./spans";

// "women with an abnormal screening mammogram", "patients with resected stage III colon cancer": a person noun
// and what qualifies it, in the abstract's words. The describing words before the noun are bounded.
const WHO = /\b(?:(?:[A-Za-z][\w-]*\s){0,3})(?:patients|women|men|adults|children|adolescents|participants|survivors|people|individuals|smokers|volunteers|subjects|physicians|nurses|caregivers|teenagers|girls|boys|relatives)\s(?:with|aged|who|undergoing|receiving|treated|diagnosed|scheduled|after|at|from|in)\s/gi;
const END = /[.;:(\[]|,\s(?!and\b)|\s(?:were|was|are|is|will|to|and were|who were|randomi\w*|enrolled|recruited)\b/i;
const LEADING_JUNK = /^(?:(?:of|in|for|the|a|an|all|eligible|total|we|included|enrolled|recruited|randomi[sz]ed|among|and|\d+)\s)+/i;

function phraseIn(s: SourceSentence): Fact | undefined {
  for (const m of s.text.matchAll(WHO)) {
    const lead = m[0].match(LEADING_JUNK);
    const from = m.index! + (lead ? lead[0].length : 0);
    const window = s.text.slice(m.index! + m[0].length, m.index! + m[0].length + 110);
    const end = window.search(END);
    let to = m.index! + m[0].length + (end < 0 ? window.length : end);
    while (to > from && /[\s,]/.test(s.text[to - 1]!)) to--;
    const words = s.text.slice(from, to).split(/\s+/).length;
    if (to - (m.index! + m[0].length) < 3 || words > 16) continue;
    return { text: s.text.slice(from, to), evidence: [partSpan(s, from, to)] };
  }
  return undefined;
}

/** Who took part: from the title ("... in women with ..."), else the methods or objective. */
export function findPopulation(sentences: SourceSentence[]): Fact | null {
  const order = [
    ...sentences.filter((s) => s.field === "title"),
    ...sentences.filter((s) => s.role === "methods"),
    ...sentences.filter((s) => s.role === "objective"),
  ];
  for (const s of order) {
    const found = phraseIn(s);
    if (found) return found;
  }
  return null;
}
