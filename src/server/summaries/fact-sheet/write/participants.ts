import type { FactSheet, SourceText } from "../../../../shared/fact-sheet";
import { spanText } from "../../../../shared/fact-sheet";
import { extractNumbers, findUnsupportedNumbers } from "../../number-check";
import { clusterUnit } from "../extract/count-scan";
import { tokenize } from "../extract/tokens";
import { evidenceText } from "./evidence";

/** What the abstract says its number counts, in its own verb: "135 enrolled" is not "135 randomised". */
export type CountWord =
  | "randomised"
  | "enrolled"
  | "recruited"
  | "accrued"
  | "included"
  | "evaluable"
  | "analysed"
  | "studied"
  | "planned"
  | "";

// First match wins: an evaluable or analysed count says so even in a sentence about randomisation.
const WORDS: [CountWord, RegExp][] = [
  ["evaluable", /\bevaluable\b/i],
  ["analysed", /\banaly[sz]ed\b/i],
  [
    "randomised",
    /\brandomi[sz]ed\b(?! (?:controlled |clinical |phase \w+ )?(?:trial|study))|\brandomly\b|\ballocated\b|\bassigned\b/i,
  ],
  // "treated within the trial protocol": in the trial, whether or not randomisation is said of them.
  [
    "enrolled",
    /\benrol(?:l?ed|ling)\b|\bregistered\b|\bentered\b|\btreated (?:within|in|on) (?:the |this )?(?:trial|protocol|study)\b/i,
  ],
  ["recruited", /\brecruited\b/i],
  ["accrued", /\baccrued\b/i],
  ["included", /\binclud(?:ed|ing)\b/i],
  ["studied", /\bstudied\b/i],
];

/** The number as the summaries may say it: written in its spans, or as the group counts it adds up from. */
/** `unit`: the clusters counted instead of people ("schools"), when the count names them. */
export type StatedCount = {
  n: number;
  figure: string;
  parts: number[] | null;
  word: CountWord;
  unit?: string;
  /** More people entered the study than were randomised ("544 entered ... 266 randomised"). */
  ofMore?: true;
};

// "A total of 544 patients was entered", "66 patients were enrolled": a count of everyone who entered the study.
const ENTERED =
  /\b(\d{1,3}(?:,\d{3})?|\d{4,6})\s(?:[\w-]+\s){0,3}?(?:patients|participants|women|men|children|people|subjects)\s(?:were|was)\s(?:entered|enrolled|registered|recruited|included|accrued)\b/gi;

/** Whether the abstract counts more people entering the study than the number randomised. */
function moreEntered(n: number, abstract: string): boolean {
  return [...abstract.slice(0, 20_000).matchAll(ENTERED)].slice(0, 8).some((m) => Number(m[1]!.replace(/,/g, "")) > n);
}

/** The group counts the sheet added up (one number a span), when every span gives one and they make the total. */
function partsOf(sheet: FactSheet, source: SourceText): number[] | null {
  const { randomised, evidence } = sheet.participants;
  const parts = evidence.map((span) => {
    const found = extractNumbers(spanText(source, span)).filter((f) => Number.isInteger(f.readings[0]?.[0]));
    return found.length === 1 ? found[0]!.readings[0]![0]! : Number.NaN;
  });
  return parts.length >= 2 && parts.reduce((a, b) => a + b, 0) === randomised ? parts : null;
}

/** The verb the count's own words use; a count with none (a bare "Thirty patients") is said without one. */
function wordOf(sheet: FactSheet, source: SourceText): CountWord {
  if (sheet.studyType === "protocol") return "planned";
  const text = evidenceText(source, sheet.participants.evidence);
  return WORDS.find(([, re]) => re.test(text))?.[0] ?? (sheet.randomised ? "randomised" : "");
}

/**
 * The number randomised (or enrolled, or evaluable), when its own spans hold it as written, or as the groups' counts
 * when the sheet added them up (387 + 387): a total not written in the abstract is never said as one number.
 */
export function statedCount(sheet: FactSheet, source: SourceText): StatedCount | null {
  const { randomised, evidence } = sheet.participants;
  if (randomised === null || evidence.length === 0) return null;
  const word = wordOf(sheet, source);
  const text = evidenceText(source, evidence);
  // "160 921" or "160,921" in the abstract: five digits and more are grouped by commas so a reader can take them in.
  const digits = randomised >= 10_000 ? randomised.toLocaleString("en-US") : String(randomised);
  const unit = clusterUnit(text, digits);
  const ofMore = word === "randomised" && moreEntered(randomised, source.abstract);
  if (findUnsupportedNumbers(digits, text).length === 0)
    return {
      n: randomised,
      figure: digits,
      parts: null,
      word,
      ...(unit ? { unit } : {}),
      ...(ofMore ? { ofMore } : {}),
    };
  // "One hundred fifty patients": said in the abstract's own words where the digits could not be checked against them.
  const words = tokenize(text)
    .find((t) => t.count === randomised && /^[a-z]/i.test(t.text))
    ?.text.toLowerCase();
  if (words && findUnsupportedNumbers(words, text).length === 0)
    return { n: randomised, figure: words, parts: null, word };
  const parts = partsOf(sheet, source);
  return parts ? { n: randomised, figure: parts.join(" + "), parts, word } : null;
}

/** "349 evaluable", "70 + 61 randomised", "60 took part". */
export const countWords = (count: StatedCount) =>
  `${count.figure} ${count.unit ? `${count.unit} ` : ""}${count.word || "took part"}`;

/** The patient's sentence of how many: who took part, or whom the results cover. */
export function plainCount(count: StatedCount, protocol: boolean): string {
  const who = count.unit ?? "people";
  if (protocol) return count.parts ? "" : `The plan is for ${count.figure} ${who} to take part.`;
  if (count.parts) {
    const list = `${count.parts.slice(0, -1).join(", ")} and ${count.parts.at(-1)}`;
    return `The groups had ${list} people.`;
  }
  // "40 schools": the clusters took part, and how many people they held is not this number.
  if (count.unit) return `In all, ${count.figure} ${who} took part.`;
  // "544 entered ... 266 randomised": the groups had 266; "in all, 266 took part" would be false.
  if (count.ofMore) return `The groups had ${count.figure} people in all.`;
  return count.word === "evaluable" || count.word === "analysed"
    ? `The results cover ${count.figure} people.`
    : `In all, ${count.figure} people took part.`;
}
