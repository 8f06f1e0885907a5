import { describe, expect, test } from "bun:test";
import { builtinSummaries } from "../builtin-summaries";

// Invented: two schedules given to two arms, with no word of how the arms were formed.
const TWO_ARMS = {
  title: "Two schedules of drug O against emesis",
  abstract:
    "Two hundred patients were enrolled in one of two arms in a crossover fashion. Arm A: drug O every 4 hours. Arm B: drug O every 24 hours. Complete protection was 90% in arm A and 88% in arm B.",
};

describe("a trial of several groups is not called single-arm, nor 'not formed by chance' when the abstract does not say", () => {
  test("the clinician reads a controlled trial whose allocation is not shown, never a single-arm trial", () => {
    const out = builtinSummaries(TWO_ARMS);
    expect(out.clinicianSummary).not.toMatch(/Single-arm/);
    expect(out.clinicianSummary).toContain("Design: Controlled trial; random allocation not shown");
  });

  test('allocation unsaid is not called "Not a randomised trial", in the caveats or as a badge', () => {
    const out = builtinSummaries(TWO_ARMS);
    expect(out.clinicianSummary).not.toContain("Not a randomised trial.");
    expect(out.facts.flags).not.toContain("not-randomised");
  });

  test("the patient is not told everyone got the same treatment, nor that the groups were not formed by chance", () => {
    const out = builtinSummaries(TWO_ARMS);
    expect(out.patientSummary).not.toMatch(/Everyone got the same treatment|were not formed by chance/);
    expect(out.patientSummary).toContain("The abstract does not show that the groups were formed by chance");
  });
});
