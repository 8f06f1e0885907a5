import { isSpace } from "../lib/is-space";
/*
 * One-pass scanners for number-check.ts. Each reads the text left to right and looks only at a token's neighbours,
 * so time grows with the text: the regexes they replace backtracked without bound on runs of "1," or "1 , " (one
 * request held the server for minutes). Each keeps the matches of the pattern it replaced, quoted above it.
 */

export type Span = { start: number; end: number };

const isDigit = (c: number) => c >= 48 && c <= 57;
const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
/** What /\w/ matches. */
const isWordChar = (c: number) => isLetter(c) || isDigit(c) || c === 95;
const lower = (c: number) => (c >= 65 && c <= 90 ? c + 32 : c);

export function skipSpaces(t: string, at: number): number {
  while (at < t.length && isSpace(t.charCodeAt(at))) at++;
  return at;
}

function skipDigits(t: string, at: number): number {
  while (at < t.length && isDigit(t.charCodeAt(at))) at++;
  return at;
}

/** Where a \w run ends: the end of the text or a non-word character. */
export function isWordEnd(t: string, at: number): boolean {
  return at >= t.length || !isWordChar(t.charCodeAt(at));
}

/** Where a \w run starts: a word character after a non-word one. */
export function isRunStart(t: string, at: number): boolean {
  return at < t.length && isWordChar(t.charCodeAt(at)) && (at === 0 || !isWordChar(t.charCodeAt(at - 1)));
}

/** The \w run at `at` in lower case when it is letters only and short enough to be a word we know; else undefined. */
export function wordAt(t: string, at: number, maxLength = 12): { word: string; end: number } | undefined {
  let end = at;
  while (end < t.length && isLetter(t.charCodeAt(end)) && end - at <= maxLength) end++;
  if (end === at || end - at > maxLength || (end < t.length && isWordChar(t.charCodeAt(end)))) return undefined;
  return { word: t.slice(at, end).toLowerCase(), end };
}

/** The \w run at `at` when it is digits only. */
export function digitsAt(t: string, at: number): Span | undefined {
  const end = skipDigits(t, at);
  return end > at && !(end < t.length && isWordChar(t.charCodeAt(end))) ? { start: at, end } : undefined;
}

/** True when `word` (lower case) is written at `at`, case aside. */
export function startsWithAt(t: string, at: number, word: string): boolean {
  for (let i = 0; i < word.length; i++) if (lower(t.charCodeAt(at + i)) !== word.charCodeAt(i)) return false;
  return true;
}

/** True when `word` (lower case) is written at `at`, case aside, and ends a \w run. */
export function isWordAt(t: string, at: number, word: string): boolean {
  const after = at + word.length;
  return startsWithAt(t, at, word) && !(after < t.length && isWordChar(t.charCodeAt(after)));
}

// Thousands separators: comma, no-break, thin, narrow no-break and plain space.
const isGroupSeparator = (c: number) => c === 44 || c === 0xa0 || c === 0x2009 || c === 0x202f || c === 32;

/** End of a run of digits at `at` with its decimals, if a point and a digit follow. */
function withDecimals(t: string, at: number): number {
  return t.charCodeAt(at) === 46 && isDigit(t.charCodeAt(at + 1)) ? skipDigits(t, at + 1) : at;
}

/**
 * Digit tokens, as /\d{1,3}(?:[,\u00a0\u2009\u202f ]\d{3})+(?![\d,])(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+/g found them:
 * thousand groups (as many as end before neither a digit nor a comma), plain digits with decimals, or ".5".
 */
export function digitTokens(t: string): Span[] {
  const tokens: Span[] = [];
  for (let i = 0; i < t.length; ) {
    const c = t.charCodeAt(i);
    if (isDigit(c)) {
      const runEnd = skipDigits(t, i);
      let end = runEnd;
      if (runEnd - i <= 3) {
        let best = -1;
        for (
          let e = runEnd;
          isGroupSeparator(t.charCodeAt(e)) &&
          isDigit(t.charCodeAt(e + 1)) &&
          isDigit(t.charCodeAt(e + 2)) &&
          isDigit(t.charCodeAt(e + 3));
        ) {
          e += 4;
          const next = t.charCodeAt(e);
          if (!isDigit(next) && next !== 44) best = e;
        }
        if (best >= 0) end = best;
      }
      end = withDecimals(t, end);
      tokens.push({ start: i, end });
      i = end;
    } else if (c === 46 && isDigit(t.charCodeAt(i + 1))) {
      const end = skipDigits(t, i + 1);
      tokens.push({ start: i, end });
      i = end;
    } else {
      i++;
    }
  }
  return tokens;
}

/** After a number: /\s*(?:%|per\s?cent\b)/i; the index past it, or -1. */
function percentSignEnd(t: string, at: number): number {
  const p = skipSpaces(t, at);
  if (t.charCodeAt(p) === 37) return p + 1;
  if (!startsWithAt(t, p, "per")) return -1;
  const cent = isSpace(t.charCodeAt(p + 3)) ? p + 4 : p + 3;
  return isWordAt(t, cent, "cent") ? cent + 4 : -1;
}

const LIST_WORDS = ["and", "or", "versus", "vs", "to"];

/** Between two items of a list: /\s*%?\s*(?:,|and|or|vs\.?|versus|to|-)\s*(?=\d)/i; the next item's start, or -1. */
function nextListItem(t: string, at: number): number {
  let p = skipSpaces(t, at);
  if (t.charCodeAt(p) === 37) p = skipSpaces(t, p + 1);
  const c = t.charCodeAt(p);
  if (c === 44 || c === 45) p++;
  else {
    const word = LIST_WORDS.find((w) => startsWithAt(t, p, w));
    if (!word) return -1;
    p += word.length;
    if (word === "vs" && t.charCodeAt(p) === 46) p++;
  }
  p = skipSpaces(t, p);
  return isDigit(t.charCodeAt(p)) ? p : -1;
}

/**
 * Numbers given as percentages, as /\d+(?:\.\d+)?(?:\s*%?\s*(?:,|and|or|vs\.?|versus|to|-)\s*\d+(?:\.\d+)?)*\s*(?:%|per\s?cent\b)/gi
 * read them: a number, or a list whose last item carries the sign ("6.8 vs 9.5%" is two percentages).
 */
export function percentValues(t: string): number[] {
  // Every run of digits can start a list; its item takes the decimals after it ("1.5" from the 1, "5.2" from the 5).
  const starts: number[] = [];
  for (let i = 0; i < t.length; i++)
    if (isDigit(t.charCodeAt(i)) && (i === 0 || !isDigit(t.charCodeAt(i - 1)))) starts.push(i);
  const index = new Map(starts.map((s, k) => [s, k]));
  const ends = starts.map((s) => withDecimals(t, skipDigits(t, s)));
  const next = ends.map((e) => index.get(nextListItem(t, e)) ?? -1);
  const sign = ends.map((e) => percentSignEnd(t, e));
  // The longest list from each item that ends in a sign, worked out from the back so each list is walked once.
  const last = new Array<number>(starts.length).fill(-1);
  for (let k = starts.length - 1; k >= 0; k--) {
    const n = next[k]!;
    last[k] = n >= 0 && last[n]! >= 0 ? last[n]! : sign[k]! >= 0 ? k : -1;
  }
  const values: number[] = [];
  let from = 0;
  for (let k = 0; k < starts.length; k++) {
    if (starts[k]! < from || last[k]! < 0) continue;
    for (let item = k; ; item = next[item]!) {
      values.push(Number(t.slice(starts[item], ends[item])));
      if (item === last[k]) break;
    }
    from = sign[last[k]!]!;
  }
  return values;
}
