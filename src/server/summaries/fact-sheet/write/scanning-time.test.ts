import { expect, test } from "bun:test";
import type { FactSheet } from "../../../../shared/fact-sheet";
import { writeSummaries } from "./write-summaries";
import { cpuTime } from "../../../../testing/timing";

/** Worst cases for the writer's own scans: long runs with no match, repeated near-matches, long fact texts. */
const N = 20_000;
const repeat = (unit: string) => unit.repeat(Math.ceil(N / unit.length)).slice(0, N);

function sheetOver(abstract: string, text: string): FactSheet {
  const all = [{ start: 0, end: abstract.length }];
  return {
    studyType: "observational",
    randomised: true,
    phase: "2/3",
    population: { text, evidence: all },
    participants: { randomised: 12, evidence: all },
    arms: [
      { role: "intervention", name: text, evidence: all },
      { role: "control", name: text, evidence: all },
    ],
    primaryEndpoint: { text, stated: false, evidence: all },
    primaryResult: {
      direction: "favours-intervention",
      text,
      evidence: all,
      effects: [{ measure: text, value: text, ci: text, p: text }],
      byArm: [{ arm: 0, measure: text, value: text, evidence: all }],
    },
    harms: { text, evidence: all },
    conclusion: { text, positive: true, evidence: all },
    flags: ["spin", "small", "not-randomised", "primary-not-met"],
    registrations: [text],
    unclear: [text],
  };
}

const worst = [
  ["spaces before a last word", `${" ".repeat(N - 1)}x`],
  ["stops before a lower-case word", `${".".repeat(N - 2)} x`],
  ["near-miss stems", repeat("arandomi xphase IIb/ ")],
  ["digits and separators", repeat("1, 2 and 3 to ")],
  ["people-nouns", repeat("patients with ")],
  ["sentence ends", repeat("A. B ")],
  [
    "describing commas before a disease and its people",
    repeat("histologically proven, resectable rectal cancer patients with "),
  ],
  ["sample words", repeat("serum levels of plasma concentration ")],
  ["stage codes before a disease", repeat("patients with stage (PS) IA-IIB, II and IIIA Hodgkin's disease NSCLC ")],
] as const;

test.each(worst)("writing from a sheet of 20,000-character %s takes under 100 ms", (_name, text) => {
  const source = { title: text, abstract: text };
  const sheet = sheetOver(text, text);
  writeSummaries(sheet, source);
  expect(cpuTime(() => writeSummaries(sheet, source))).toBeLessThan(100);
});

// Two tested arms (who did better is read from the result) and a blinded design whose allocation is unsaid.
test.each(worst)(
  "writing two tested arms and an unsaid allocation from 20,000-character %s takes under 100 ms",
  (_name, text) => {
    const source = { title: text, abstract: `${text} double-blind` };
    const base = sheetOver(text, text);
    const sheet: FactSheet = {
      ...base,
      studyType: "other",
      randomised: null,
      arms: [base.arms[0]!, { ...base.arms[0]!, name: `${text} b` }, base.arms[1]!],
    };
    writeSummaries(sheet, source);
    expect(cpuTime(() => writeSummaries(sheet, source))).toBeLessThan(100);
  },
);
