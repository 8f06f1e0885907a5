import commonPasswords from "./common-passwords.txt";

/**
 * Would a guesser try this password early? It would if the password is made of at most two entries of
 * common-passwords.txt (or of `extraWords`, such as the user's own name), plus anything a cracking tool adds for free:
 * keyboard walks, alphabet and number sequences, repeated characters, years, dates and short numbers, spaces and
 * punctuation, any case and l33t spelling, and at most 3 other characters. A phrase of a few ordinary words passes.
 */
export function isGuessable(password: string, extraWords: string[] = []): boolean {
  const raw = Array.from(password.normalize("NFKC").toLowerCase());
  if (new Set(raw.filter((c) => !/\s/u.test(c))).size < 5) return true;
  const letters = raw.filter(isAlnum);
  if (repeatsShortUnit(raw) || repeatsShortUnit(letters)) return true;
  return fewWordsCover(raw, new Set(extraWords.map(squeeze).filter((w) => w.length >= 3)));
}

const MAX_WORDS = 2;
const MAX_OTHER = 3;

const isAlnum = (c: string) => /[\p{L}\p{N}]/u.test(c);
const isDigit = (c: string) => c >= "0" && c <= "9";
/** Lower case, letters and digits only: how entries and words are compared. */
const squeeze = (text: string) => Array.from(text.normalize("NFKC").toLowerCase()).filter(isAlnum).join("");

const LEET: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "8": "b",
  "9": "g",
  "@": "a",
  $: "s",
  "!": "i",
  "|": "l",
  "+": "t",
};
const unleet = (chars: string[], one: string) => chars.map((c) => (c === "1" ? one : (LEET[c] ?? c)));

// Each entry as written and as read back from l33t ("trustno1" is also "trustnoi"), so "trustn01" matches too.
const WORDS = new Set(
  commonPasswords
    .split("\n")
    .filter((line) => !line.startsWith("#"))
    .map(squeeze)
    .filter((word) => word.length >= 3)
    .flatMap((word) => [word, unleet([...word], "i").join(""), unleet([...word], "l").join("")]),
);

const KEYBOARD_RUNS = [
  "abcdefghijklmnopqrstuvwxyz",
  "01234567890",
  "`1234567890-=",
  "~!@#$%^&*()_+",
  "qwertyuiop[]\\",
  "asdfghjkl;'",
  "zxcvbnm,./",
  "qwertzuiopü",
  "yxcvbnm",
  "azertyuiop",
  "qsdfghjklm",
  "wxcvbn",
  ..."1qaz 2wsx 3edc 4rfv 5tgb 6yhn 7ujm 8ik, 9ol. 0p;/ !qaz @wsx #edc $rfv %tgb ^yhn &ujm".split(" "),
  "789456123",
  "147258369",
];
/** Every stretch of 3 or more keys along a row, a column or a sequence, either way. */
const WALKS = new Set(
  KEYBOARD_RUNS.flatMap((run) => [run, [...run].reverse().join("")]).flatMap((run) => {
    const parts: string[] = [];
    for (let i = 0; i < run.length; i++) for (let j = i + 3; j <= run.length; j++) parts.push(run.slice(i, j));
    return parts;
  }),
);
const LONGEST = Math.max(...[...WORDS, ...WALKS].map((w) => w.length));

/** "abcabcabcabc", "lovelovelove": a unit shorter than a whole acceptable password, said at least twice. */
function repeatsShortUnit(chars: string[]): boolean {
  for (let p = 1; p < 15 && p * 2 <= chars.length; p++)
    if (chars.every((c, i) => i < p || c === chars[i - p])) return true;
  return false;
}

const isYear = (digits: string) => /^(19|20)\d\d$/.test(digits);
const isDate = (digits: string) =>
  (digits.length === 8 &&
    /^(19|20)\d\d(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$|^(0[1-9]|[12]\d|3[01])(0[1-9]|1[0-2])(19|20)\d\d$|^(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])(19|20)\d\d$/.test(
      digits,
    )) ||
  (digits.length === 6 &&
    /^(0[1-9]|[12]\d|3[01])(0[1-9]|1[0-2])\d\d$|^(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d\d$/.test(digits));

/** Where a weak piece starting at `i` can end, and whether it costs a word (else it is free). */
function piecesFrom(
  i: number,
  raw: string[],
  spellings: string[][],
  extra: Set<string>,
): [end: number, word: boolean][] {
  const pieces: [number, boolean][] = [];
  const n = raw.length;
  let run = i;
  while (run < n && raw[run] === raw[i]) run++;
  for (let end = i + 3; end <= run; end++) pieces.push([end, false]);
  if (isDigit(raw[i]!)) {
    let end = i;
    while (end < n && isDigit(raw[end]!)) end++;
    const digits = raw.slice(i, end).join("");
    if (digits.length <= 4 || isDate(digits)) pieces.push([end, false]);
    if (isYear(digits.slice(0, 4))) pieces.push([i + 4, false]);
  }
  // Symbol walks ("!@#$%") as typed.
  for (let end = i + 3; end <= Math.min(n, i + LONGEST); end++)
    if (WALKS.has(raw.slice(i, end).join(""))) pieces.push([end, false]);
  // Words and walks read through spaces and punctuation ("pass word", "q w e r t y"), in each spelling.
  for (const spelling of spellings) {
    if (!isAlnum(spelling[i]!)) continue;
    let read = "";
    for (let j = i; j < n && read.length < LONGEST; j++) {
      if (!isAlnum(spelling[j]!)) continue;
      read += spelling[j];
      if (read.length < 3) continue;
      if (WALKS.has(read)) pieces.push([j + 1, false]);
      else if (WORDS.has(read) || extra.has(read)) pieces.push([j + 1, true]);
    }
  }
  return pieces;
}

/** Can the password be spelled with at most MAX_WORDS words, MAX_OTHER other characters and free pieces? */
function fewWordsCover(raw: string[], extra: Set<string>): boolean {
  const n = raw.length;
  const spellings = [raw, unleet(raw, "i"), unleet(raw, "l")];
  const hasAlnum = raw.some(isAlnum);
  // words[i][k]: fewest words to spell the first i characters with k other characters; Infinity if it cannot be done.
  const words = Array.from({ length: n + 1 }, () => new Array<number>(MAX_OTHER + 1).fill(Infinity));
  words[0]![0] = 0;
  const reach = (to: number, k: number, w: number) => {
    if (k <= MAX_OTHER && w <= MAX_WORDS && w < words[to]![k]!) words[to]![k] = w;
  };
  for (let i = 0; i < n; i++) {
    if (words[i]!.every((w) => w === Infinity)) continue;
    const pieces = piecesFrom(i, raw, spellings, extra);
    // Spaces and punctuation between the pieces cost nothing (unless there is nothing else).
    const free = hasAlnum && !isAlnum(raw[i]!);
    for (let k = 0; k <= MAX_OTHER; k++) {
      const w = words[i]![k]!;
      reach(i + 1, k + 1, w);
      if (free) reach(i + 1, k, w);
      for (const [end, word] of pieces) reach(end, k, word ? w + 1 : w);
    }
  }
  return words[n]!.some((w) => w <= MAX_WORDS);
}
