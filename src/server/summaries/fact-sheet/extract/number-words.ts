const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000 };

// "Twenty-six", "Twenty‐six" (U+2010) and "Twenty‑six" (U+2011) are one number.
const HYPHEN = /[-\u2010\u2011]/;

export const isNumberWord = (word: string) => {
  const w = word.toLowerCase();
  return w in UNITS || w in TENS || w in SCALES || w.split(HYPHEN).every((p) => p in UNITS || p in TENS || p in SCALES);
};

/** "Sixty-nine" is 69, "two hundred and ten" 210; undefined when the words are not a number. */
export function numberFromWords(words: string[]): number | undefined {
  let total = 0;
  let current = 0;
  let seen = false;
  for (const raw of words.flatMap((w) => w.toLowerCase().split(HYPHEN))) {
    if (raw === "and" && seen) continue;
    if (raw in UNITS) current += UNITS[raw]!;
    else if (raw in TENS) current += TENS[raw]!;
    else if (raw === "hundred") current = (current || 1) * 100;
    else if (raw === "thousand") {
      total += (current || 1) * 1000;
      current = 0;
    } else return undefined;
    seen = true;
  }
  return seen ? total + current : undefined;
}

/** A count as written in digits ("1,234") or words. */
export function countOf(written: string): number | undefined {
  if (/^\d{1,3}(?:[,\u00a0\u2009\u202f ]\d{3})+$|^\d+$/.test(written)) return Number(written.replace(/\D/g, ""));
  return numberFromWords(written.split(/\s+/));
}
