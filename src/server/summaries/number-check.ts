/**
 * Finds numbers in a summary that the source (title + abstract) does not contain.
 * Numbers are compared by value, not spelling: 0.50 = .5 = 0·5, 1,234 = 1 234 = 1234,
 * 50% = 50 percent, "six" = 6, "phase 3" = "phase III". Signs are ignored because a hyphen
 * cannot be told from a minus ("10-20", "HER-2"). One exception to literal matching:
 * "X in N" / "X out of N" (N ≤ 10, 100 or 1000) is supported when a percentage in the source
 * rounds to it (61% supports "about 6 in 10"), as Cochrane's plain-language guidance asks.
 * Every reader here scans the text once (number-scan.ts, number-words.ts): the text comes from anyone.
 */
import { digitTokens, percentValues, type Span } from "./number-scan";
import { ordinalValues, ratios, romanValues, spelledNumbers } from "./number-words";

export type FoundNumber = {
  /** As written in the text. */
  raw: string;
  index: number;
  /** Ways to read it; the number is supported when every value of one reading is in the source. */
  readings: number[][];
  /** "6 in 10" style, which may also stand for a percentage. */
  ratio?: true;
};

/** What a source supports, read once: pass it to findUnsupportedNumbers for every summary of the same source. */
export type SourceNumbers = {
  readonly values: ReadonlySet<string>;
  /** Percentages in the source, ascending, without repeats. */
  readonly percents: readonly number[];
};

/** Unicode minus, dashes and the Lancet middle-dot decimal, made plain; one character for one, so indexes hold. */
function normalize(text: string): string {
  return text.replace(/[\u2212\u2010-\u2015\ufe63\uff0d]/g, "-").replace(/(\d)[\u00b7\u2027\u22c5](\d)/g, "$1.$2");
}

// Whole numbers below 1e12 are exact already: skipping toPrecision halves the time of a text full of numbers.
const key = (n: number) => (Number.isInteger(n) && Math.abs(n) < 1e12 ? String(n) : String(Number(n.toPrecision(12))));
const GROUP_SEPARATOR = /[,\u00a0\u2009\u202f ]/;

function digitReadings(raw: string): number[][] {
  if (!GROUP_SEPARATOR.test(raw)) return [[Number(raw)]];
  const whole = Number(raw.replace(/[^\d.]/g, ""));
  // "1,234" is a thousand-grouped number, or a list ("grades 1,234" is not, but "3 100" may be two numbers).
  return [[whole], raw.split(GROUP_SEPARATOR).map(Number)];
}

/** Spans of `spans` that overlap none of `taken`; both in text order, `taken` without overlaps of its own. */
function* clear<T extends Span>(spans: T[], taken: Span[]): Generator<T> {
  let k = 0;
  for (const span of spans) {
    while (k < taken.length && taken[k]!.end <= span.start) k++;
    if (k === taken.length || taken[k]!.start >= span.end) yield span;
  }
}

/** Every number in the text: digits (with their readings), and spelled-out numbers from three upward. */
export function extractNumbers(text: string): FoundNumber[] {
  const t = normalize(text);
  const raw = (s: Span) => text.slice(s.start, s.end);
  const taken = ratios(t);
  const found: FoundNumber[] = taken.map((r) => ({ raw: raw(r), index: r.start, readings: [[r.x, r.n]], ratio: true }));
  for (const d of clear(digitTokens(t), taken))
    found.push({ raw: raw(d), index: d.start, readings: digitReadings(t.slice(d.start, d.end)) });
  for (const s of clear(spelledNumbers(t), taken)) {
    // "one" and "two" mostly mean "a" and "both" in plain prose, so they are not checked.
    if (s.value !== undefined && s.value >= 3) found.push({ raw: raw(s), index: s.start, readings: [[s.value]] });
  }
  return found.sort((a, b) => a.index - b.index);
}

/** The numbers a source supports; read it once per request when several summaries are checked against it. */
export function readSourceNumbers(source: string): SourceNumbers {
  const t = normalize(source);
  const values = new Set<string>();
  for (const d of digitTokens(t))
    for (const reading of digitReadings(t.slice(d.start, d.end))) for (const v of reading) values.add(key(v));
  for (const s of spelledNumbers(t)) if (s.value !== undefined) values.add(key(s.value));
  // Roman numerals only where they are numbers: "phase II/III", "stage IV", "grade III".
  for (const v of [...ordinalValues(t), ...romanValues(t)]) values.add(key(v));
  const percents = [...new Set(percentValues(t))].sort((a, b) => a - b);
  return { values, percents };
}

/** "X in N" matches a source percentage within half a step (N ≤ 10) or one unit of N. */
function fromPercent(x: number, n: number, percents: readonly number[]): boolean {
  const tolerance = n <= 10 ? 0.05 : 1 / n;
  const near = (p: number) => Math.abs(x / n - p / 100) <= tolerance + 1e-9;
  // The first percentage not far below x/n, found by halving; only it and the next can be near.
  let lo = 0;
  let hi = percents.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (percents[mid]! / 100 < x / n - tolerance - 1e-6) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < percents.length && percents[i]! / 100 <= x / n + tolerance + 1e-6; i++)
    if (near(percents[i]!)) return true;
  return false;
}

/** The summary's numbers that the source does not support, as written, without repeats. */
export function findUnsupportedNumbers(summary: string, source: string | SourceNumbers): string[] {
  const src = typeof source === "string" ? readSourceNumbers(source) : source;
  const unsupported = new Set<string>();
  for (const found of extractNumbers(summary)) {
    const literal = found.readings.some((reading) => reading.every((v) => src.values.has(key(v))));
    if (literal) continue;
    const [x = 0, n = 0] = found.readings[0]!;
    if (!(found.ratio && fromPercent(x, n, src.percents))) unsupported.add(found.raw.trim());
  }
  return [...unsupported];
}
