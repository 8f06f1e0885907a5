/**
 * Finds numbers in a summary that the source (title + abstract) does not contain.
 * Numbers are compared by value, not spelling: 0.50 = .5 = 0·5, 1,234 = 1 234 = 1234,
 * 50% = 50 percent, "six" = 6, "phase 3" = "phase III". Signs are ignored because a hyphen
 * cannot be told from a minus ("10-20", "HER-2"). One exception to literal matching:
 * "X in N" / "X out of N" (N ≤ 10, 100 or 1000) is supported when a percentage in the source
 * rounds to it (61% supports "about 6 in 10"), as Cochrane's plain-language guidance asks.
 */

export type FoundNumber = {
  /** As written in the text. */
  raw: string;
  index: number;
  /** Ways to read it; the number is supported when every value of one reading is in the source. */
  readings: number[][];
  /** "6 in 10" style, which may also stand for a percentage. */
  ratio?: true;
};

const UNITS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const ORDINALS = ["", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth"];
const ROMAN: Record<string, number> = { i: 1, ii: 2, iii: 3, iv: 4 };

const WORD_VALUE = new Map<string, number>([
  ...UNITS.map((w, i) => [w, i] as const),
  ...TENS.flatMap((w, i) => (w ? [[w, i * 10] as const] : [])),
]);
const WORD = `(?:${[...WORD_VALUE.keys()].join("|")})`;
// "twenty-five", "two hundred", "a hundred"
const SPELLED = new RegExp(`\\b(?:(${WORD}|a)[\\s-]+(hundred|thousand)|(${WORD})(?:[- ](${WORD}))?)\\b`, "gi");
// A digit group: thousands with comma or thin/narrow/regular space, decimals, or a bare decimal (.5).
const DIGITS = /\d{1,3}(?:[,\u00a0\u2009\u202f ]\d{3})+(?![\d,])(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+/g;
const X_IN_N = new RegExp(`\\b(\\d+|${WORD})\\s+(?:in|out\\s+of)\\s+(?:every\\s+)?(10|100|1,?000|[2-9]|ten|a\\s+hundred|one\\s+hundred|a\\s+thousand|${WORD})\\b`, "gi");
// A percentage, or a list whose last item carries the sign ("6.8 vs 9.5%" is two percentages).
const PERCENT = /\d+(?:\.\d+)?(?:\s*%?\s*(?:,|and|or|vs\.?|versus|to|-)\s*\d+(?:\.\d+)?)*\s*(?:%|per\s?cent\b)/gi;

/** Unicode minus, dashes and the Lancet middle-dot decimal, made plain; one character for one, so indexes hold. */
function normalize(text: string): string {
  return text
    .replace(/[\u2212\u2010-\u2015\ufe63\uff0d]/g, "-")
    .replace(/(\d)[\u00b7\u2027\u22c5](\d)/g, "$1.$2");
}

const key = (n: number) => String(Number(n.toPrecision(12)));

function wordValue(word: string): number | undefined {
  const w = word.toLowerCase().replace(/\s+/g, " ");
  if (w === "a hundred" || w === "one hundred") return 100;
  if (w === "a thousand") return 1000;
  if (/^1,?000$/.test(w)) return 1000;
  return /^\d+$/.test(w) ? Number(w) : WORD_VALUE.get(w);
}

function spelledValue(m: RegExpMatchArray): number | undefined {
  if (m[2]) {
    const base = m[1]!.toLowerCase() === "a" ? 1 : (WORD_VALUE.get(m[1]!.toLowerCase()) ?? 1);
    return base * (m[2].toLowerCase() === "hundred" ? 100 : 1000);
  }
  const first = WORD_VALUE.get(m[3]!.toLowerCase()) ?? 0;
  const second = m[4] ? WORD_VALUE.get(m[4].toLowerCase()) : undefined;
  // "twenty-five" is one number; "one two" is not.
  if (second !== undefined && first >= 20 && first % 10 === 0 && second < 10) return first + second;
  return second === undefined ? first : undefined;
}

function digitReadings(raw: string): number[][] {
  const grouped = raw.match(/^(\d{1,3})([,\u00a0\u2009\u202f ])(\d{3}(?:\2\d{3})*)(\.\d+)?$/);
  if (!grouped) return [[Number(raw)]];
  const whole = Number(raw.replace(/[^\d.]/g, ""));
  // "1,234" is a thousand-grouped number, or a list ("grades 1,234" is not, but "3 100" may be two numbers).
  return [[whole], raw.split(/[,\u00a0\u2009\u202f ]/).map(Number)];
}

/** Every number in the text: digits (with their readings), and spelled-out numbers from three upward. */
export function extractNumbers(text: string): FoundNumber[] {
  const t = normalize(text);
  const found: FoundNumber[] = [];
  const taken: [number, number][] = [];
  const free = (start: number, end: number) => taken.every(([s, e]) => end <= s || start >= e);
  for (const m of t.matchAll(X_IN_N)) {
    const x = wordValue(m[1]!);
    const n = wordValue(m[2]!);
    if (x === undefined || n === undefined || x > n) continue;
    found.push({ raw: text.slice(m.index!, m.index! + m[0].length), index: m.index!, readings: [[x, n]], ratio: true });
    taken.push([m.index!, m.index! + m[0].length]);
  }
  for (const m of t.matchAll(DIGITS)) {
    if (!free(m.index!, m.index! + m[0].length)) continue;
    found.push({ raw: text.slice(m.index!, m.index! + m[0].length), index: m.index!, readings: digitReadings(m[0]) });
  }
  for (const m of t.matchAll(SPELLED)) {
    const value = spelledValue(m);
    // "one" and "two" mostly mean "a" and "both" in plain prose, so they are not checked.
    if (value === undefined || value < 3 || !free(m.index!, m.index! + m[0].length)) continue;
    found.push({ raw: text.slice(m.index!, m.index! + m[0].length), index: m.index!, readings: [[value]] });
  }
  return found.sort((a, b) => a.index - b.index);
}

type Source = { values: Set<string>; percents: number[] };

function readSource(source: string): Source {
  const t = normalize(source);
  const values = new Set<string>();
  for (const m of t.matchAll(DIGITS)) for (const reading of digitReadings(m[0])) for (const v of reading) values.add(key(v));
  for (const m of t.matchAll(SPELLED)) {
    const value = spelledValue(m);
    if (value !== undefined) values.add(key(value));
  }
  const lower = t.toLowerCase();
  ORDINALS.forEach((w, i) => {
    if (w && new RegExp(`\\b${w}\\b`).test(lower)) values.add(key(i));
  });
  // Roman numerals only where they are numbers: "phase II/III", "stage IV", "grade III".
  for (const m of t.matchAll(/\b(?:phase|stage|grade|type|class)\s*((?:i{1,3}|iv)[ab]?(?:\s*[/-]\s*(?:i{1,3}|iv)[ab]?)*)\b/gi)) {
    for (const part of m[1]!.toLowerCase().split(/[/-]/)) {
      const value = ROMAN[part.trim().replace(/[ab]$/, "")];
      if (value) values.add(key(value));
    }
  }
  const percents = [...t.matchAll(PERCENT)].flatMap((m) => m[0].match(/\d+(?:\.\d+)?/g)!.map(Number));
  return { values, percents };
}

/** "X in N" matches a source percentage within half a step (N ≤ 10) or one unit of N. */
function fromPercent(x: number, n: number, percents: number[]): boolean {
  const tolerance = n <= 10 ? 0.05 : 1 / n;
  return percents.some((p) => Math.abs(x / n - p / 100) <= tolerance + 1e-9);
}

/** The summary's numbers that the source does not support, as written, without repeats. */
export function findUnsupportedNumbers(summary: string, source: string): string[] {
  const src = readSource(source);
  const unsupported = new Set<string>();
  for (const found of extractNumbers(summary)) {
    const literal = found.readings.some((reading) => reading.every((v) => src.values.has(key(v))));
    if (literal) continue;
    const [x = 0, n = 0] = found.readings[0]!;
    if (!(found.ratio && fromPercent(x, n, src.percents))) unsupported.add(found.raw.trim());
  }
  return [...unsupported];
}
