/** A word, number or sign of a sentence, with its offsets in the sentence. */
export type Token = { text: string; lower: string; start: number; end: number; count?: number };

// Thousands are grouped by a comma or a space (plain, thin or no-break): "160,921", "160 921" and "160 921" are one count.
// A word may be joined by any hyphen ("Twenty‐six" with U+2010, as some journals print it) or apostrophe.
const TOKEN =
  /[A-Za-z]+(?:[-'\u2010\u2011\u2019][A-Za-z]+)*|\d{1,3}(?:[,\u00a0\u2009\u202f ]\d{3})+(?![\d.])|\d+(?:\.\d+)?|[^\sA-Za-z\d]/g;
const GROUPED = /^\d{1,3}(?:[,\u00a0\u2009\u202f ]\d{3})+$|^\d+$/;

import { isNumberWord, numberFromWords } from "./number-words";

/** Tokens in one pass; runs of number words ("two hundred and ten") become one counted token. */
export function tokenize(text: string): Token[] {
  const raw: Token[] = [...text.matchAll(TOKEN)].map((m) => ({
    text: m[0],
    lower: m[0].toLowerCase(),
    start: m.index!,
    end: m.index! + m[0].length,
  }));
  const out: Token[] = [];
  for (let i = 0; i < raw.length; i++) {
    const t = raw[i]!;
    // "AML-CR1", "FOLFOX4": digits written onto a word are part of its name, not a count.
    const prev = out.at(-1);
    if (prev && prev.end === t.start && /[A-Za-z]$/.test(prev.text) && /^\d/.test(t.text)) {
      out[out.length - 1] = { text: prev.text + t.text, lower: prev.lower + t.lower, start: prev.start, end: t.end };
      continue;
    }
    // "ZELMO-50", "COVID-19", "NSABP B-14": digits hyphened onto a word name a trial or a disease, not a count.
    const word = out.at(-2);
    if (prev?.text === "-" && word && word.end === prev.start && prev.end === t.start && /[A-Za-z]$/.test(word.text)) {
      out.splice(-2, 2, {
        text: `${word.text}-${t.text}`,
        lower: `${word.lower}-${t.lower}`,
        start: word.start,
        end: t.end,
      });
      continue;
    }
    if (GROUPED.test(t.text)) {
      out.push({ ...t, count: Number(t.text.replace(/[^\d]/g, "")) });
      continue;
    }
    if (!isNumberWord(t.text) || t.lower === "and") {
      out.push(t);
      continue;
    }
    let j = i;
    while (
      j + 1 < raw.length &&
      (isNumberWord(raw[j + 1]!.text) ||
        (raw[j + 1]!.lower === "and" &&
          raw[j + 2] &&
          isNumberWord(raw[j + 2]!.text) &&
          /hundred|thousand/.test(raw[j]!.lower)))
    )
      j++;
    const words = raw.slice(i, j + 1).map((w) => w.text);
    const count = numberFromWords(words);
    out.push({
      text: text.slice(t.start, raw[j]!.end),
      lower: text.slice(t.start, raw[j]!.end).toLowerCase(),
      start: t.start,
      end: raw[j]!.end,
      ...(count !== undefined ? { count } : {}),
    });
    i = j;
  }
  return out;
}
