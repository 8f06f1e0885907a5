import type { SourceSentence } from "../source/read-source";

const SEP = /\s(?:versus|vs\.?|v\.|compared (?:with|to))\s/gi;
// Where the title's comparison starts, read back from its first "versus": a subtitle break or the words before the arms.
const LEFT_STOP = /[:;—–]|\s-\s|\b(?:of|comparing|compare|between|evaluating|trial|study|phase)\s/gi;
// Where it ends after the last "versus": the people, the setting, a subtitle, a bracket.
const RIGHT_STOP = /[:;(,.[]|\s-\s|\s(?:in|for|among|as|after|before|on|at|during|following|trial|study|patients)\s/i;
const FRACTIONS = /\sin\s(?:\d{1,2}|[a-z]{3,7})\sfractions?\b/gi;
// Words that join, qualify or classify a side rather than name what it got; a modality ("surgery") may be named by its kind.
const NOT_NAMES = new Set(
  (
    "alone either with without plus versus both each combined combination therapy therapies treatment treatments " +
    "regimen regimens based dose doses high standard conventional randomized randomised trial study phase patients " +
    "compared comparing then followed first line single agent agents only modality approach strategy management " +
    "daily weekly chemotherapy radiotherapy radiation irradiation surgery surgical resection adjuvant neoadjuvant " +
    "concurrent sequential postoperative preoperative systemic local intravenous oral care usual best supportive " +
    "placebo observation control same given other plus early late immediate delayed administration active " +
    "condition group groups arm arms one two three four five six schedule schedules short long shorter longer " +
    "brief extended prolonged intensive intensified reduced full limited extensive"
  ).split(" "),
);

const stem = (w: string) => w.toLowerCase().slice(0, 5);
const isName = (w: string) => (w.length >= 4 || /^[A-Z]{2,}$/.test(w)) && !NOT_NAMES.has(w.toLowerCase());
const wordsOf = (text: string) => (text.match(/[\p{L}][\p{L}\p{N}]*/gu) ?? []).filter(isName);
// What joins the title's arms: "versus", "or" between choices, and "alone" after the one a comparator holds.
const JOIN = /\swith (?:or|and) without\s|\s(?:versus|vs\.?|v\.|compared (?:with|to)|or)\s|\salone\b/gi;

/**
 * The words that open and close each side of the title's "A versus B" (beside "versus", "or" and before "alone"),
 * brackets aside; empty when the title compares nothing or compares conditions ("X for fatigue compared to Y").
 */
export function titleComparedWords(title: string): string[] {
  const seps = [...title.slice(0, 600).matchAll(SEP)];
  if (seps.length === 0) return [];
  const first = seps[0]!.index!;
  const last = seps[seps.length - 1]!;
  const before = title.slice(0, first);
  const lefts = [...before.matchAll(LEFT_STOP)];
  const from = lefts.length ? lefts[lefts.length - 1]!.index! + lefts[lefts.length - 1]![0].length : 0;
  if (/\sfor\s/i.test(before.slice(from))) return [];
  const rest = title.slice(last.index! + last[0].length).replace(FRACTIONS, (x) => " ".repeat(x.length));
  const stop = rest.search(RIGHT_STOP);
  const to = last.index! + last[0].length + (stop < 0 ? rest.length : stop);
  const region = title.slice(from, to).replace(/\([^()]{0,60}\)/g, (x) => " ".repeat(x.length));
  const words: string[] = [];
  for (const j of [...region.matchAll(JOIN)].slice(0, 8)) {
    const prev = wordsOf(region.slice(0, j.index!));
    if (prev.length) words.push(prev[prev.length - 1]!);
    if (/alone/i.test(j[0])) continue;
    const next = wordsOf(region.slice(j.index! + j[0].length));
    if (next.length) words.push(next[0]!);
  }
  return words;
}

/** An arm word that is an abbreviation ("GM-CSF", "BuFlu") may hold a compared word by its first letter. */
const abbreviationLetters = (names: string[]) =>
  new Set(
    names
      .flatMap((name) => name.match(/[\p{L}\p{N}-]+/gu) ?? [])
      .filter((w) => (w.match(/[A-Z]/g) ?? []).length >= 2)
      .flatMap((w) => w.match(/[A-Z]/g) ?? [])
      .map((c) => c.toLowerCase()),
  );

/** True when a word the title's comparison names is in no arm read: the reading has lost part of an arm or an arm. */
export function titleWordMissing(names: string[], sentences: SourceSentence[]): boolean {
  const title = sentences.find((s) => s.field === "title");
  if (!title) return false;
  const named = new Set(names.flatMap(wordsOf).map(stem));
  const letters = abbreviationLetters(names);
  return titleComparedWords(title.text).some((w) => !named.has(stem(w)) && !letters.has(w[0]!.toLowerCase()));
}

// "A plus B", "with A and B", "of A in combination with B", a title opening "A and B as ...": the parts of one regimen.
const REGIMEN =
  /(?:(?:^|\b(?:of|with|using)\s)([\p{L}][\p{L}\p{N}-]{3,})\sand\s|([\p{L}][\p{L}\p{N}-]{3,})\s(?:plus|in combination with|combined with|\+)\s)(?:(?:oral|intravenous|weekly|low-dose|high-dose)\s)?([\p{L}][\p{L}\p{N}-]{3,})/giu;

/** True when one arm is read and the title names a regimen of several parts that it lacks one of ("CT with vinorelbine" of "cisplatin and vinorelbine"). */
export function titleRegimenMissing(name: string, sentences: SourceSentence[]): boolean {
  const title = sentences.find((s) => s.field === "title");
  if (!title) return false;
  // A regimen's code ("XELOX", "CMF") may hold every part: it is given the benefit of the doubt; "CT" is only a kind.
  if (/\b[A-Z][A-Z0-9-]{2,}\b/.test(name)) return false;
  const named = new Set(wordsOf(name).map(stem));
  const parts = [...title.text.slice(0, 600).matchAll(REGIMEN)].slice(0, 6).flatMap((m) => [m[1] ?? m[2]!, m[3]!]);
  return parts.filter(isName).some((w) => !named.has(stem(w)));
}
