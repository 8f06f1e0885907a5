import { describe, expect, test } from "bun:test";
import type { FactSheet } from "../../src/shared/fact-sheet";
import type { GoldSheet } from "./fixtures";
import { measureFacts, timing, type Case } from "./measures";
import { factTable } from "./report";

const abstract = "Drug A (n = 52) or placebo (n = 51). HR 0.70 (95% CI 0.52 to 0.94).";
const sheet: FactSheet = {
  studyType: "randomised-trial",
  randomised: true,
  phase: "3",
  population: null,
  participants: { randomised: 103, evidence: [{ field: "abstract", start: 0, end: 34 }] },
  arms: [
    { role: "intervention", name: "Drug A", evidence: [{ field: "abstract", start: 0, end: 6 }] },
    { role: "control", name: "placebo", evidence: [{ field: "abstract", start: 19, end: 26 }] },
  ],
  primaryEndpoint: { text: "overall survival", stated: true, evidence: [{ field: "title", start: 0, end: 16 }] },
  primaryResult: {
    direction: "favours-intervention",
    text: "HR 0.70",
    evidence: [{ field: "abstract", start: abstract.indexOf("HR"), end: abstract.length }],
    effects: [{ measure: "HR", value: "0.70", ci: "0.52–0.94" }],
  },
  harms: null,
  conclusion: null,
  flags: [],
  registrations: ["NCT01234567"],
};
const gold: GoldSheet = {
  pmid: "1",
  studyType: "randomised-trial",
  randomised: true,
  phase: "3",
  population: null,
  nRandomised: 103,
  arms: [
    { role: "intervention", name: "drug A", keyTerms: ["drug a"] },
    { role: "control", name: "placebo", keyTerms: ["placebo"] },
  ],
  primaryEndpoint: { text: "overall survival", stated: true, keyTerms: ["Overall survival"] },
  primaryResult: { direction: "no-significant-difference", quote: null, numbers: [] },
  harms: { reported: false, quote: null },
  conclusionPositive: null,
  spin: true,
  registrations: ["NCT01234567"],
  notes: null,
};
const one: Case = { record: { pmid: "1", title: "Overall survival with drug A", abstract }, gold, sheet, ms: 2 };

describe("fact measures", () => {
  test("each field is compared by the rules of the issue", () => {
    const m = measureFacts([one]);
    expect([
      m.studyType.hit,
      m.nRandomised.hit,
      m.armsAll.hit,
      m.armsEach.hit,
      m.endpoint.hit,
      m.registrations.hit,
      m.spans.hit,
    ]).toEqual([1, 1, 1, 2, 1, 1, 1]);
    // Gold says no significant difference and spin: both are misses, with the gold words to study.
    expect(m.direction.misses[0]).toMatchObject({ pmid: "1", gold: "no-significant-difference" });
    expect(m.spin).toMatchObject({ hit: 0, of: 1 });
    expect(m.confusion.get("no-significant-difference -> favours-intervention")).toBe(1);
  });

  test("a span out of range or a number missing from its evidence makes the sheet's spans invalid", () => {
    const bad = {
      ...one,
      sheet: {
        ...sheet,
        arms: [
          {
            role: "intervention" as const,
            name: "Drug A 5",
            evidence: [{ field: "abstract" as const, start: 0, end: 6 }],
          },
        ],
      },
    };
    const outside = {
      ...one,
      sheet: { ...sheet, harms: { text: "x", evidence: [{ field: "abstract" as const, start: 60, end: 999 }] } },
    };
    const m = measureFacts([bad, outside]);
    expect(m.spans.hit).toBe(0);
    expect(m.spans.misses.map((x) => x.ours).join(" ")).toContain("5 not in its evidence");
  });

  test("an endpoint is found whatever its hyphens and spaces, but not when it names another outcome", () => {
    const withEndpoint = (text: string, keyTerms: string[]) => ({
      ...one,
      sheet: {
        ...sheet,
        primaryEndpoint: { text, stated: false, evidence: [{ field: "title" as const, start: 0, end: 16 }] },
      },
      gold: { ...gold, primaryEndpoint: { text: keyTerms[0]!, stated: false, keyTerms } },
    });
    const m = measureFacts([
      withEndpoint("emotional wellbeing of adults", ["emotional well-being"]),
      withEndpoint("progression free survival", ["progression\u2010free survival"]),
      withEndpoint("overall survival", ["progression-free survival"]),
    ]);
    expect(m.endpoint).toMatchObject({ hit: 2, of: 3 });
    expect(m.endpoint.misses[0]!.ours).toBe("overall survival");
  });

  test("the table shows each figure beside its target", () => {
    const table = factTable(measureFacts([one]), timing([one]));
    expect(table).toContain("| studyType exact | 100.0% (1/1) | ≥ 90% |");
    expect(table).toContain("| Spin flagged (recall) | 0.0% (0/1) | ≥ 70% |");
    expect(table).toContain("| Time per abstract (mean / p95) | 2.00 ms / 2.00 ms | ≤ 10 ms |");
  });
});
