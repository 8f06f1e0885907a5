import { describe, expect, test } from "bun:test";
import { builtinSummaries } from "../builtin-summaries";

// Invented record: the title alone names the arms, as "A with and without B".
const TITLE =
  "Final results of a randomized comparison of chemotherapy with and without radiotherapy for adults with bowel cancer";
const ABSTRACT =
  "PURPOSE: We report the final outcome of the trial. METHODS: Four hundred adults in remission after chemotherapy entered the study. RESULTS: Five-year event-free survival was 90% and 80%, respectively (P = .004). CONCLUSION: Radiotherapy improved event-free survival.";

describe('"A with and without B" is A plus B against A alone, as "with or without" is', () => {
  test("the arms are the regimen with the addition and without it; 'without B' is never the tested arm", () => {
    const out = builtinSummaries({ title: TITLE, abstract: ABSTRACT });
    expect(out.facts.arms.map((a) => [a.role, a.name])).toEqual([
      ["intervention", "chemotherapy with radiotherapy"],
      ["control", "chemotherapy without radiotherapy"],
    ]);
    expect(out.clinicianSummary).not.toContain("favours without");
    expect(out.patientSummary).not.toMatch(/got without/i);
  });
});
