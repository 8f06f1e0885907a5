import { describe, expect, test } from "bun:test";
import { emptyFactSheet, type FactSheet } from "../../src/shared/fact-sheet";
import type { GoldSheet } from "./fixtures";
import type { Case } from "./measures";
import { measurePrecision, precisionTable, sheetsWithAWrongField } from "./precision";

const abstract = "Drug A (n = 52) or placebo (n = 51).";
const sheet: FactSheet = emptyFactSheet({
  studyType: "randomised-trial",
  randomised: true,
  participants: { randomised: 52, evidence: [{ field: "abstract", start: 12, end: 14 }] },
  arms: [
    { role: "intervention", name: "Drug A", evidence: [{ field: "abstract", start: 0, end: 6 }] },
    { role: "control", name: "placebo", evidence: [{ field: "abstract", start: 19, end: 26 }] },
  ],
});
const gold: GoldSheet = {
  pmid: "1",
  studyType: "randomised-trial",
  randomised: true,
  phase: null,
  population: null,
  nRandomised: 103,
  arms: [
    { role: "intervention", name: "drug A", keyTerms: ["drug a"] },
    { role: "control", name: "placebo", keyTerms: ["placebo"] },
  ],
  primaryEndpoint: { text: "overall survival", stated: true, keyTerms: ["overall survival"] },
  primaryResult: { direction: "favours-intervention", quote: null, numbers: [] },
  harms: { reported: false, quote: null },
  conclusionPositive: null,
  spin: false,
  registrations: [],
  notes: null,
};
const one: Case = { record: { pmid: "1", title: "Drug A or placebo", abstract }, gold, sheet, ms: 1 };
const row = (field: string, c: Case[]) => measurePrecision(c).find((p) => p.field === field)!;

describe("wrong when stated", () => {
  test("a stated wrong count is wrong; an empty endpoint or direction is left empty, not wrong", () => {
    expect(row("nRandomised", [one])).toMatchObject({ stated: 1, wrong: 1, wrongIds: ["1"] });
    expect(row("arms", [one])).toMatchObject({ stated: 1, wrong: 0 });
    expect(row("endpoint", [one])).toMatchObject({ stated: 0, wrong: 0, empty: 1 });
    expect(row("direction", [one])).toMatchObject({ stated: 0, wrong: 0, empty: 1 });
    expect(sheetsWithAWrongField([one])).toEqual({ wrong: 1, of: 1 });
  });

  test("an arm no gold arm accounts for, or arms for a study that compared none, are wrong", () => {
    const extra = { ...sheet, arms: [...sheet.arms, { ...sheet.arms[0]!, name: "older patients" }] };
    expect(row("arms", [{ ...one, sheet: extra }]).wrong).toBe(1);
    expect(row("arms", [{ ...one, gold: { ...gold, arms: [] } }]).wrong).toBe(1);
  });

  test("the table names each field and the sheets with any wrong field", () => {
    const table = precisionTable(measurePrecision([one]), sheetsWithAWrongField([one]));
    expect(table).toContain("| nRandomised | 1 | 100.0% (1) | 0 |");
    expect(table).toContain("| **Sheets with any stated field wrong** | 1 | 100.0% (1) | |");
  });
});
