import { isSpace } from "../lib/is-space";
import { digitsAt, isRunStart, isWordAt, isWordEnd, skipSpaces, startsWithAt, wordAt, type Span } from "./number-scan";

/*
 * Numbers written in words, found by walking the text's \w runs once; each keeps the matches of the regex it
 * replaced, quoted above it, without that regex's backtracking.
 */

const UNITS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const ORDINALS = [
  "",
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
  "eleventh",
  "twelfth",
];
const ROMAN_KEYWORDS = ["phase", "stage", "grade", "type", "class"];

export const WORD_VALUE = new Map<string, number>([
  ...UNITS.map((w, i) => [w, i] as const),
  ...TENS.flatMap((w, i) => (w ? [[w, i * 10] as const] : [])),
]);

export type Spelled = Span & { value: number | undefined };

/** The next \w run start at or after `from`, or -1. */
function nextRun(t: string, from: number): number {
  for (let i = from; i < t.length; i++) if (isRunStart(t, i)) return i;
  return -1;
}

/** A \w run that is one number word: its value and end. */
function numberWordAt(t: string, at: number): { value: number; end: number } | undefined {
  const w = wordAt(t, at);
  const value = w && WORD_VALUE.get(w.word);
  return value === undefined ? undefined : { value, end: w!.end };
}

/**
 * Spelled-out numbers, as /\b(?:(WORD|a)[\s-]+(hundred|thousand)|(WORD)(?:[- ](WORD))?)\b/gi found them: "two
 * hundred", "a thousand", "twenty-five"; two words that do not make one number ("one two") have no value.
 */
export function spelledNumbers(t: string): Spelled[] {
  const found: Spelled[] = [];
  for (let at = nextRun(t, 0); at >= 0; ) {
    const w = wordAt(t, at);
    const first = w && WORD_VALUE.get(w.word);
    let token: Spelled | undefined;
    if (w && (w.word === "a" || first !== undefined)) {
      let p = w.end;
      while (p < t.length && (isSpace(t.charCodeAt(p)) || t.charCodeAt(p) === 45)) p++;
      const scale = p > w.end ? (["hundred", "thousand"] as const).find((s) => isWordAt(t, p, s)) : undefined;
      if (scale) token = { start: at, end: p + scale.length, value: (first ?? 1) * (scale === "hundred" ? 100 : 1000) };
    }
    if (!token && first !== undefined) {
      const gap = t.charCodeAt(w!.end);
      const second = gap === 32 || gap === 45 ? numberWordAt(t, w!.end + 1) : undefined;
      if (!second) token = { start: at, end: w!.end, value: first };
      // "twenty-five" is one number; "one two" is not.
      else
        token = {
          start: at,
          end: second.end,
          value: first >= 20 && first % 10 === 0 && second.value < 10 ? first + second.value : undefined,
        };
    }
    if (token) found.push(token);
    at = nextRun(t, token ? token.end : at + 1);
  }
  return found;
}

/** The N of "X in N", as (10|100|1,?000|[2-9]|ten|a\s+hundred|one\s+hundred|a\s+thousand|WORD)\b read it. */
function denominatorAt(t: string, at: number): { value: number; end: number } | undefined {
  const digits = digitsAt(t, at);
  if (digits) {
    const text = t.slice(digits.start, Math.min(digits.end, digits.start + 5));
    if (text === "10" || text === "100" || text === "1000" || (text.length === 1 && text >= "2"))
      return { value: Number(text), end: digits.end };
    const thousand = text === "1" && t.charCodeAt(digits.end) === 44 ? digitsAt(t, digits.end + 1) : undefined;
    if (thousand && thousand.end - thousand.start === 3 && t.startsWith("000", thousand.start))
      return { value: 1000, end: thousand.end };
    return undefined;
  }
  const w = wordAt(t, at);
  if (w?.word === "a" || w?.word === "one") {
    const p = skipSpaces(t, w.end);
    if (p > w.end && isWordAt(t, p, "hundred")) return { value: 100, end: p + 7 };
    if (p > w.end && w.word === "a" && isWordAt(t, p, "thousand")) return { value: 1000, end: p + 8 };
  }
  return numberWordAt(t, at);
}

/** After "X": /\s+(?:in|out\s+of)\s+(?:every\s+)?/i; where N starts, or -1. */
function denominatorStart(t: string, at: number): number {
  let p = skipSpaces(t, at);
  if (p === at) return -1;
  if (startsWithAt(t, p, "in")) p += 2;
  else if (startsWithAt(t, p, "out")) {
    const of = skipSpaces(t, p + 3);
    if (of === p + 3 || !startsWithAt(t, of, "of")) return -1;
    p = of + 2;
  } else return -1;
  const n = skipSpaces(t, p);
  if (n === p) return -1;
  const every = startsWithAt(t, n, "every") ? skipSpaces(t, n + 5) : n;
  return every > n + 5 ? every : n;
}

export type Ratio = Span & { x: number; n: number };

/** "6 in 10", "six out of every ten", as /\b(\d+|WORD)\s+(?:in|out\s+of)\s+(?:every\s+)?(N)\b/gi found them. */
export function ratios(t: string): Ratio[] {
  const found: Ratio[] = [];
  for (let at = nextRun(t, 0); at >= 0; ) {
    const digits = digitsAt(t, at);
    const x = digits ? { value: Number(t.slice(digits.start, digits.end)), end: digits.end } : numberWordAt(t, at);
    const start = x ? denominatorStart(t, x.end) : -1;
    const n = start >= 0 ? denominatorAt(t, start) : undefined;
    // With "every" taken and nothing after it, the regex tried "every" itself as N, which never is one.
    if (!n) {
      at = nextRun(t, at + 1);
      continue;
    }
    if (x!.value <= n.value) found.push({ start: at, end: n.end, x: x!.value, n: n.value });
    at = nextRun(t, n.end);
  }
  return found;
}

/** A numeral I, II, III or IV and an optional a/b: its value and end. */
function romanAt(t: string, at: number): { value: number; end: number } | undefined {
  let i = at;
  while ((t.charCodeAt(i) | 32) === 105) i++;
  let value = i - at;
  if (value === 1 && (t.charCodeAt(i) | 32) === 118) (value = 4), i++;
  else if (value === 0 || value > 3) return undefined;
  const sub = t.charCodeAt(i) | 32;
  return { value, end: sub === 97 || sub === 98 ? i + 1 : i };
}

/**
 * Roman numerals where they are numbers, as
 * /\b(?:phase|stage|grade|type|class)\s*((?:i{1,3}|iv)[ab]?(?:\s*[/-]\s*(?:i{1,3}|iv)[ab]?)*)\b/gi read them:
 * "phase II/III", "stage IV", "grade IIIb".
 */
export function romanValues(t: string): number[] {
  const values: number[] = [];
  for (let at = nextRun(t, 0); at >= 0; ) {
    const keyword = ROMAN_KEYWORDS.find((k) => startsWithAt(t, at, k));
    const parts: { value: number; end: number }[] = [];
    for (let p = keyword ? skipSpaces(t, at + keyword.length) : -1; p >= 0; ) {
      const part = romanAt(t, p);
      if (!part) break;
      parts.push(part);
      const sep = skipSpaces(t, part.end);
      const c = t.charCodeAt(sep);
      p = c === 47 || c === 45 ? skipSpaces(t, sep + 1) : -1;
    }
    // The list ends at its last numeral that ends a word ("phase I/IIx" is phase I).
    while (parts.length > 0 && !isWordEnd(t, parts.at(-1)!.end)) parts.pop();
    for (const part of parts) values.push(part.value);
    at = nextRun(t, parts.length > 0 ? parts.at(-1)!.end : at + 1);
  }
  return values;
}

/** Ordinal words ("first" to "twelfth") written anywhere in the text, as their numbers. */
export function ordinalValues(t: string): number[] {
  const values = new Set<number>();
  for (let at = nextRun(t, 0); at >= 0; at = nextRun(t, at + 1)) {
    const w = wordAt(t, at);
    const i = w ? ORDINALS.indexOf(w.word) : -1;
    if (i > 0) values.add(i);
  }
  return [...values];
}
