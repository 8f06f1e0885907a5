import type { SourceSentence } from "../source/read-source";
import type { Endpoint } from "./endpoint";
import { cut } from "./phrase-cut";
import { partSpan } from "./spans";

// "The primary endpoint in the phase II part is X and that in the phase III part is Y": one endpoint per phase.
const PART = String.raw`(?:in|of|for) (?:the )?phase (I{1,3}|[1-3])(?: (?:part|portion|stage|component))? (?:is|was|will be|are|were)\s(?:the\s)?`;
const FIRST = new RegExp(String.raw`\b(?:primary|main) (?:efficacy )?(?:end[- ]?points?|outcomes?) ${PART}`, "gi");
const THAT = new RegExp(String.raw`\bthat ${PART}`, "gi");
const NUMERAL: Record<string, number> = { i: 1, ii: 2, iii: 3, "1": 1, "2": 2, "3": 3 };
const ROMAN = ["", "I", "II", "III"];

/**
 * A phase II/III design names an endpoint per part; the later phase's (overall survival, usually) is the trial's main
 * question, so it leads and the earlier part's follows, each labelled with its part.
 */
export function phaseParts(body: SourceSentence[]): Endpoint | null {
  const parts: { phase: number; s: SourceSentence; from: number; to: number }[] = [];
  for (const s of body) {
    for (const pattern of [FIRST, THAT]) {
      for (const m of s.text.matchAll(pattern)) {
        const r = cut(s.text, m.index + m[0].length);
        const phase = NUMERAL[m[1]!.toLowerCase()];
        if (r && phase && !parts.some((p) => p.phase === phase)) parts.push({ phase, s, ...r });
      }
    }
  }
  if (parts.length < 2) return null;
  parts.sort((a, b) => b.phase - a.phase);
  return {
    text: parts.map((p) => `${p.s.text.slice(p.from, p.to)} (phase ${ROMAN[p.phase]} part)`).join("; "),
    stated: true,
    evidence: parts.map((p) => partSpan(p.s, p.from, p.to)),
  };
}
