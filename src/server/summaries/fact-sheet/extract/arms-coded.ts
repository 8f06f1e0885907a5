import type { SourceSentence } from "../source/read-source";
import type { Found } from "./arm-names";

// A bracket after a regimen, closing on the arm's code: "(350 mg per day, RT-5-FU arm)", "(GC group)".
const BRACKET = /\(([^()]{1,160})\)/g;
const CODE_LAST = /(?:^|[,;]\s?)([A-Z][\w+/-]{0,15}[\w+]) (arm|group)$/;

/** "randomised to A (..., X arm), B (..., Y arm), or C (..., Z arm)": each arm named by the code the authors give it, however many. */
export function fromCodedBrackets(s: SourceSentence): Found[] {
  const out: Found[] = [];
  let from = 0;
  for (const m of [...s.text.matchAll(BRACKET)].slice(0, 24)) {
    const code = m[1]!.match(CODE_LAST);
    if (!code) continue;
    const at = m.index! + 1 + code.index! + code[0].length - code[1]!.length - code[2]!.length - 1;
    // What the arm got is what the sentence says between the previous arm's bracket and this one.
    out.push({
      name: `${code[1]} ${code[2]}`,
      s,
      at,
      end: m.index! + m[0].length - 1,
      about: s.text.slice(from, m.index!),
    });
    from = m.index! + m[0].length;
  }
  const codes = new Set(out.map((f) => f.name.toLowerCase()));
  return out.length >= 2 && codes.size === out.length ? out : [];
}
