/** Flesch-Kincaid reading grade for English text, tuned to hold up on medical words and numbers. */

export type ReadabilityStats = { words: number; sentences: number; syllables: number; grade: number };

// Words the vowel-group rules get wrong; checked before the rules.
const EXCEPTIONS: Record<string, number> = {
  people: 2,
  area: 3,
  areas: 3,
  idea: 3,
  ideas: 3,
  create: 2,
  created: 3,
  react: 2,
  reaction: 3,
  reactions: 3,
  being: 2,
  doing: 2,
  going: 2,
  quiet: 2,
  science: 2,
  client: 2,
  diet: 2,
  diets: 2,
  via: 2,
  every: 3,
  different: 3,
  business: 2,
  evening: 2,
  several: 3,
  average: 3,
  interest: 3,
  family: 3,
  usually: 4,
  vomiting: 3,
  naive: 2,
  preoperative: 5,
  postoperative: 5,
  coordinated: 4,
  cooperative: 4,
  whereas: 2,
  therefore: 2,
  sometimes: 2,
  someone: 2,
  somewhere: 2,
  everyone: 3,
  lives: 1,
  gives: 1,
  because: 2,
  neoadjuvant: 5,
  pancreatic: 4,
  safety: 2,
  pancreas: 3,
};

// Vowel pairs spoken as two syllables (radiation, median, video, usual, leukemia, fluid, recipient, earlier).
const HIATUS = /ia|io|iu|eo|ua|uo|ii|uid|ea$|ie(?=r$|st$)|(?<![tc])ient/g;
// The same pairs where they make one sound (-tion, -cial, region, quality, language).
const NOT_HIATUS = /[tsc]i(?:[aou][nls]|ou)|gi[ao]|[qg]u[aeo]/g;
const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

export function countSyllables(word: string): number {
  const number = word.replace(/[,%]/g, "");
  if (/^(?:\d+|\d*\.\d+)$/.test(number)) return numberSyllables(number) + (word.includes("%") ? 2 : 0);
  // Short acronyms are read letter by letter (PFS, HR); W takes three.
  if (/^[A-Z]{2,4}s?$/.test(word)) return [...word.replace(/s$/, "")].reduce((n, c) => n + (c === "W" ? 3 : 1), 0);
  if (/[a-z]-[a-z]/i.test(word)) return word.split("-").reduce((n, part) => n + (part ? countSyllables(part) : 0), 0);
  const w = word.toLowerCase().replace(/[^a-z]/g, "");
  if (!w) return 0;
  const known = EXCEPTIONS[w];
  if (known !== undefined) return known;
  if (w.length <= 3) return 1;
  let stem = w;
  // A final e is silent, except after consonant+l (table).
  if (/[^aeiouy]e$/.test(stem) && !/[^aeiouy]le$/.test(stem)) stem = stem.slice(0, -1);
  // -es and -ed are silent unless the stem ends in a hissing sound (doses), consonant+l (cycles) or t/d (treated).
  else if (/[^aeiouy]es$/.test(stem) && !/(?:[sxz]|ch|sh|ce|ge|[^aeiouy]l)es$/.test(stem)) stem = stem.slice(0, -2);
  else if (/[^aeiouy]ed$/.test(stem) && !/[td]ed$/.test(stem)) stem = stem.slice(0, -2);
  const syllables = count(stem, /[aeiouy]+/g) + count(stem, HIATUS) - count(stem, NOT_HIATUS);
  return Math.max(1, syllables);
}

// zero..nineteen; a whole part of 0 is not spoken ("0.59" is "point five nine").
const SMALL = [0, 1, 1, 1, 1, 1, 1, 2, 1, 1, 1, 3, 1, 2, 2, 2, 2, 3, 2, 2];
const TENS = [0, 0, 2, 2, 2, 2, 2, 3, 2, 2]; // -, ten, twenty..ninety

function integerSyllables(n: number): number {
  if (n < 20) return SMALL[n] ?? 1;
  if (n < 100) return (TENS[Math.floor(n / 10)] ?? 2) + (n % 10 ? integerSyllables(n % 10) : 0);
  if (n < 1000) return integerSyllables(Math.floor(n / 100)) + 2 + (n % 100 ? integerSyllables(n % 100) : 0);
  if (n < 1e6) return integerSyllables(Math.floor(n / 1000)) + 2 + (n % 1000 ? integerSyllables(n % 1000) : 0);
  return 6;
}

/** Syllables of a number as it is read aloud. */
function numberSyllables(text: string): number {
  const [whole = "", fraction = ""] = text.split(".");
  const wholePart = whole ? integerSyllables(Number(whole)) : 0;
  if (!fraction) return Math.max(1, wholePart);
  return wholePart + 1 + [...fraction].reduce((sum, d) => sum + Math.max(1, SMALL[Number(d)] ?? 1), 0);
}

// Words after which a full stop does not end a sentence.
const ABBREVIATION = /\b(?:e\.g|i\.e|vs|v|al|approx|dr|prof|fig|figs|no|nos|ref|resp|incl|cf|ca)$/i;
const isSpace = (ch: string | undefined) => ch !== undefined && /\s/.test(ch);

/**
 * Whether the sentence from `start` to a full stop at `end` ends in an abbreviation, or is a list number ("1.", "; 2.").
 * Reads only the last characters: testing the whole sentence at every skipped stop took quadratic time.
 */
function endsInAbbreviation(line: string, start: number, end: number): boolean {
  while (end > start && isSpace(line[end - 1])) end--;
  // The longest abbreviation has 6 letters: 8 characters hold it and the one before it for \b.
  if (ABBREVIATION.test(line.slice(Math.max(start, end - 8), end))) return true;
  const number = /\(?\d{1,2}$/.exec(line.slice(Math.max(start, end - 3), end));
  if (!number) return false;
  let at = end - number[0].length;
  while (at > start && isSpace(line[at - 1])) at--;
  return at === start || line[at - 1] === ":" || line[at - 1] === ";";
}
const LIST_MARKER = /^\s*(?:\(?\d{1,2}[.)]|\(?[a-z][.)]|[-*•–])\s+/i;

export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const rawLine of text.split(/\n+/)) {
    const line = rawLine.replace(LIST_MARKER, "").trim();
    if (!line) continue;
    let start = 0;
    // A stop, then space, then something that can begin a sentence.
    // Only from the first mark of a run ("..."): a match from every mark rescanned the run each time.
    for (const m of line.matchAll(/(?<![.!?])[.!?]+["')\]]*(?=\s+["'([]?[A-Z0-9])/g)) {
      const end = (m.index ?? 0) + m[0].length;
      if (m[0].startsWith(".") && endsInAbbreviation(line, start, m.index)) continue;
      const sentence = line.slice(start, end).trim();
      if (sentence) sentences.push(sentence);
      start = end;
    }
    const rest = line.slice(start).trim();
    if (rest) sentences.push(rest);
  }
  return sentences.filter((s) => /[A-Za-z0-9]/.test(s));
}

/** The word without leading marks other than a point, or trailing marks other than %; /[^A-Za-z0-9%]+$/ was quadratic on "....%". */
function trimMarks(word: string): string {
  let start = 0;
  let end = word.length;
  while (start < end && !/[A-Za-z0-9.]/.test(word[start]!)) start++;
  while (end > start && !/[A-Za-z0-9%]/.test(word[end - 1]!)) end--;
  return word.slice(start, end);
}

function words(sentence: string): string[] {
  return sentence
    .split(/\s+|(?<=[a-z])\/(?=[a-z])/i)
    .map(trimMarks)
    .filter((w) => /[A-Za-z0-9]/.test(w));
}

export function readabilityStats(text: string): ReadabilityStats {
  const sentences = splitSentences(text);
  const all = sentences.flatMap(words);
  const syllables = all.reduce((sum, w) => sum + countSyllables(w), 0);
  if (all.length === 0) return { words: 0, sentences: 0, syllables: 0, grade: 0 };
  const raw = 0.39 * (all.length / sentences.length) + 11.8 * (syllables / all.length) - 15.59;
  return { words: all.length, sentences: sentences.length, syllables, grade: Math.round(raw * 10) / 10 };
}

export function fleschKincaidGrade(text: string): number {
  return readabilityStats(text).grade;
}
