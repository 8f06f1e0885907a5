import { describe, expect, test } from "bun:test";
import { type ArmFact, emptyFactSheet } from "../../src/shared/fact-sheet";
import { armError, armErrors } from "./arm-errors";
import type { GoldSheet } from "./fixtures";
import type { Case } from "./measures";

// Invented head-to-head trial of two drugs; offsets index the abstract.
const abstract = "Adults were randomised to velbrostat (n = 60) or tanorimab (n = 61).";
const arm = (role: ArmFact["role"], name: string): ArmFact => {
  const start = abstract.indexOf(name);
  return { role, name, evidence: [{ field: "abstract", start, end: start + name.length }] };
};
const gold = (arms: GoldSheet["arms"]): GoldSheet => ({
  pmid: "h2h",
  studyType: "randomised-trial",
  randomised: true,
  phase: null,
  population: null,
  nRandomised: 121,
  arms,
  primaryEndpoint: null,
  primaryResult: { direction: "not-reported", quote: null, numbers: [] },
  harms: { reported: false, quote: null },
  conclusionPositive: null,
  spin: false,
  registrations: [],
  notes: null,
});
const bothTested = gold([
  { role: "intervention", name: "velbrostat", keyTerms: ["velbrostat"] },
  { role: "intervention", name: "tanorimab", keyTerms: ["tanorimab"] },
]);
const tanorimabControl = gold([
  { role: "intervention", name: "velbrostat", keyTerms: ["velbrostat"] },
  { role: "control", name: "tanorimab", keyTerms: ["tanorimab"] },
]);
const reading = (g: GoldSheet, arms: ArmFact[]): Case => ({
  record: { pmid: g.pmid, title: "Velbrostat or tanorimab", abstract },
  gold: g,
  sheet: emptyFactSheet({ studyType: "randomised-trial", randomised: true, arms }),
  ms: 0,
});

describe("why stated arms are wrong", () => {
  test("a right reading has no error", () => {
    expect(armError(reading(bothTested, [arm("intervention", "velbrostat"), arm("intervention", "tanorimab")]))).toBe(
      undefined,
    );
  });

  test("calling the second drug the control when the reading has none is a claimed control", () => {
    expect(armError(reading(bothTested, [arm("intervention", "velbrostat"), arm("control", "tanorimab")]))).toBe(
      "claimed",
    );
  });

  test("naming no control where the reading has one is a missed control; the other arm's a swap", () => {
    expect(
      armError(reading(tanorimabControl, [arm("intervention", "velbrostat"), arm("intervention", "tanorimab")])),
    ).toBe("missed");
    expect(armError(reading(tanorimabControl, [arm("control", "velbrostat"), arm("intervention", "tanorimab")]))).toBe(
      "swapped",
    );
  });

  test("a name no role can mend is an error of names, and errors are listed by kind", () => {
    const cut = reading(bothTested, [arm("intervention", "velbrostat"), arm("intervention", "n = 61")]);
    expect(armError(cut)).toBe("names");
    expect(armErrors([cut]).get("names")).toEqual(["h2h"]);
  });
});
