import { describe, expect, test } from "bun:test";
import { extractNumbers } from "./number-check";
import { digitTokens, percentValues } from "./number-scan";
import { ratios, romanValues, spelledNumbers, WORD_VALUE } from "./number-words";

/*
 * The scanners against the regexes they replaced, on short random text. Those regexes backtrack without bound on
 * long text, which is why they were replaced; on a few dozen characters they are a fine reference.
 */
const WORD = `(?:${[...WORD_VALUE.keys()].join("|")})`;
const REFERENCE = {
  digits: /\d{1,3}(?:[,\u00a0\u2009\u202f ]\d{3})+(?![\d,])(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+/g,
  spelled: new RegExp(`\\b(?:(${WORD}|a)[\\s-]+(hundred|thousand)|(${WORD})(?:[- ](${WORD}))?)\\b`, "gi"),
  ratio: new RegExp(
    `\\b(\\d+|${WORD})\\s+(?:in|out\\s+of)\\s+(?:every\\s+)?(10|100|1,?000|[2-9]|ten|a\\s+hundred|one\\s+hundred|a\\s+thousand|${WORD})\\b`,
    "gi",
  ),
  percent: /\d+(?:\.\d+)?(?:\s*%?\s*(?:,|and|or|vs\.?|versus|to|-)\s*\d+(?:\.\d+)?)*\s*(?:%|per\s?cent\b)/gi,
  roman: /\b(?:phase|stage|grade|type|class)\s*((?:i{1,3}|iv)[ab]?(?:\s*[/-]\s*(?:i{1,3}|iv)[ab]?)*)\b/gi,
};
const ROMAN: Record<string, number> = { i: 1, ii: 2, iii: 3, iv: 4 };
const spans = (text: string, pattern: RegExp) =>
  [...text.matchAll(pattern)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
const wordValue = (word: string) => {
  const w = word.toLowerCase().replace(/\s+/g, " ");
  if (w === "a hundred" || w === "one hundred") return 100;
  if (w === "a thousand" || /^1,?000$/.test(w)) return 1000;
  return /^\d+$/.test(w) ? Number(w) : WORD_VALUE.get(w)!;
};

// Pieces that meet in every way the patterns care about: numbers, separators, signs, number words, keywords.
const PIECES = [
  "1",
  "12",
  "123",
  "1234",
  "0",
  "000",
  "5",
  ".",
  ",",
  " ",
  " ",
  "  ",
  "\u00a0",
  "\u2009",
  "-",
  "%",
  "/",
  "\n",
  "_",
  "x",
  "e",
  "s",
  "per",
  "cent",
  "percent",
  " per cent",
  "vs",
  "vs.",
  "versus",
  "to",
  "and",
  "or",
  "in",
  "out",
  "of",
  "every",
  "a",
  "one",
  "two",
  "ten",
  "TEN",
  "twenty",
  "five",
  "hundred",
  "thousand",
  "phase",
  "Phase",
  "stage",
  "grade",
  "type",
  "class",
  "I",
  "II",
  "IV",
  "i",
  "v",
  "b",
  "first",
  "1,000",
  " in ",
  " out of ",
  " in every ",
  " every ",
  " vs ",
  " and ",
  ", ",
  " to ",
  "% ",
  " hundred",
  "phase II",
  "twenty-",
  " vs.",
  "5%",
  "1.5",
  "I/",
  "-II",
];
// mulberry32, seeded: the same texts on every run, so a failure can be reproduced.
let seed = 20_261_101;
const random = (n: number) => {
  seed = (seed + 0x6d2b79f5) | 0;
  let r = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  r ^= r + Math.imul(r ^ (r >>> 7), 61 | r);
  return Math.floor((((r ^ (r >>> 14)) >>> 0) / 4_294_967_296) * n);
};
const randomText = (pieces: number) =>
  Array.from({ length: 1 + random(pieces) }, () => PIECES[random(PIECES.length)]).join("");
const TEXTS = Array.from({ length: 4_000 }, () => randomText(14));

describe("the number scanners find what the regexes they replaced found", () => {
  test("digit tokens", () => {
    for (const t of TEXTS) expect({ t, found: digitTokens(t) }).toEqual({ t, found: spans(t, REFERENCE.digits) });
  });

  test("spelled numbers", () => {
    for (const t of TEXTS)
      expect({ t, found: spelledNumbers(t).map(({ start, end }) => ({ start, end })) }).toEqual({
        t,
        found: spans(t, REFERENCE.spelled),
      });
  });

  test("'X in N', where X is at most N", () => {
    for (const t of TEXTS) {
      const expected = [...t.matchAll(REFERENCE.ratio)]
        .map((m) => ({ start: m.index, end: m.index + m[0].length, x: wordValue(m[1]!), n: wordValue(m[2]!) }))
        .filter((r) => r.x <= r.n);
      expect({ t, found: ratios(t) }).toEqual({ t, found: expected });
    }
  });

  test("percentages, lists whose last item carries the sign included", () => {
    for (const t of TEXTS) {
      const expected = [...t.matchAll(REFERENCE.percent)].flatMap((m) => m[0].match(/\d+(?:\.\d+)?/g)!.map(Number));
      expect({ t, found: percentValues(t) }).toEqual({ t, found: expected });
    }
  });

  test("roman numerals after phase, stage, grade, type and class", () => {
    for (const t of TEXTS) {
      const expected = [...t.matchAll(REFERENCE.roman)].flatMap((m) =>
        m[1]!
          .toLowerCase()
          .split(/[/-]/)
          .map((p) => ROMAN[p.trim().replace(/[ab]$/, "")]!),
      );
      expect({ t, found: romanValues(t) }).toEqual({ t, found: expected });
    }
  });
});

test("on long random text every run of digits lies in exactly one digit token, tokens in order", () => {
  for (let round = 0; round < 20; round++) {
    const t = randomText(2_000);
    const tokens = digitTokens(t);
    tokens.forEach((token, i) => expect(token.start).toBeGreaterThanOrEqual(i > 0 ? tokens[i - 1]!.end : 0));
    for (const run of t.matchAll(/\d+/g)) {
      const holding = tokens.filter((token) => token.start <= run.index && run.index + run[0].length <= token.end);
      expect({ run: run.index, holding: holding.length }).toEqual({ run: run.index, holding: 1 });
    }
  }
});

test("a grouped number with mixed separators reads as a whole and as its parts, never as NaN", () => {
  expect(extractNumbers("1,000 123")[0]).toMatchObject({ raw: "1,000 123", readings: [[1000123], [1, 0, 123]] });
});
