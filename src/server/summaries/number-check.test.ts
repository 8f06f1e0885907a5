import { describe, expect, test } from "bun:test";
import { extractNumbers, findUnsupportedNumbers } from "./number-check";

// Invented abstract text with the formats the check must see through.
const SOURCE =
  "Drug Z in advanced bowel cancer: a randomised phase III trial.\n" +
  "METHODS: 1,234 patients were randomly assigned; 61% were women and 38 per cent were over 70. Six cycles were given. " +
  "Rash: 6.8 vs 9.5%. " +
  "RESULTS: Median overall survival was 14.20 months (HR 0·74, 95% CI 0.60–0.91; p = .003). Grade III–IV toxicity: 12.50%.";

const check = (summary: string) => findUnsupportedNumbers(summary, SOURCE);

describe("findUnsupportedNumbers accepts formatting differences", () => {
  test.each([
    ["decimals with and without the leading zero", "p=0.003, p = .003"],
    ["trailing zeros", "14.2 months, 12.5% had toxicity"],
    ["the Lancet middle dot", "HR 0.74"],
    ["percent spelled out", "61 percent were women, 38%, 12.5 per cent"],
    ["thousands separators", "1234 people, 1 234 people, 1,234 people"],
    ["ranges with any dash", "95% CI 0.60-0.91, 0.6 to 0.91, 0.60\u20130.91"],
    ["unicode minus", "\u22120.74"],
    ["95% CI when the source has 95%", "95% CI"],
    ["phase numerals", "a phase 3 trial; grade 3 or 4 side effects"],
    ["spelled-out numbers in the source", "6 cycles"],
    ["spelled-out numbers in the summary", "six cycles, seventy people"],
    ["easy forms from a percentage", "about 6 in 10 were women; 4 out of 10 were over 70; 61 in 100"],
    ["easy forms from a list whose last item has the sign", "about 1 in 10 had rash"],
  ])("%s", (_, summary) => {
    expect(check(summary)).toEqual([]);
  });

  test("'one' and 'two' are prose, not data", () => {
    expect(check("People were put into one of two groups.")).toEqual([]);
  });
});

test("hyphenated spelled numbers in the source count", () => {
  expect(
    findUnsupportedNumbers("one-hundred people, ninety-six people", "One-hundred patients, then Ninety-six more"),
  ).toEqual([]);
});

describe("findUnsupportedNumbers rejects", () => {
  test("a made-up hazard ratio", () => {
    expect(check("HR 0.71 (95% CI 0.60-0.91)")).toEqual(["0.71"]);
  });

  test("an easy form no percentage supports", () => {
    expect(check("about 8 in 10 were women")).toEqual(["8 in 10"]);
  });

  test("a spelled-out number the source lacks", () => {
    expect(check("seven cycles, twenty-five people")).toEqual(["seven", "twenty-five"]);
  });

  test("a roman numeral does not count outside its context", () => {
    expect(findUnsupportedNumbers("phase 2", "Part II of a phase I study")).toEqual(["2"]);
  });

  test("offenders come back as written, once each", () => {
    expect(check("0\u00b777, 0.77 and 0.77 again; 9,999 people")).toEqual(["0\u00b777", "0.77", "9,999"]);
  });
});

test("extractNumbers reads grouped digits both ways and keeps positions", () => {
  const [grouped, ratio] = extractNumbers("3 100 and six in ten");
  expect(grouped).toMatchObject({ raw: "3 100", index: 0, readings: [[3100], [3, 100]] });
  expect(ratio).toMatchObject({ raw: "six in ten", readings: [[6, 10]], ratio: true });
});
