import { describe, expect, test } from "bun:test";
import { builtinSummaries } from "../builtin-summaries";

// Invented unlabelled abstracts: a finding said before the trial's own people are put into groups is a prior report.
const PRIOR =
  "The initial analysis of drug K showed significantly longer progression-free survival than observation. " +
  "In this updated analysis, 300 patients were randomly assigned to drug K or observation. ";

describe("a prior report that opens an unlabelled abstract is background, not this trial's result", () => {
  test("the whole-trial result after the allocation is the result, not the opening prior finding", () => {
    const { facts, clinicianSummary } = builtinSummaries({
      title: "Drug K or observation in myeloma: updated results of a randomized trial",
      abstract: `${PRIOR}The median progression-free survival was 30 months with drug K and 29 months with observation (P = .70). Drug K did not prolong survival in this update.`,
    });
    expect(facts.primaryResult.direction).toBe("no-significant-difference");
    expect(clinicianSummary).not.toContain("The initial analysis of drug K");
  });

  test("an update whose own result favours drug K is not told as 'only a subgroup'", () => {
    const { facts, patientSummary } = builtinSummaries({
      title: "Drug K or observation in myeloma: updated results of a randomized trial",
      abstract: `${PRIOR}The median progression-free survival was 21.8 months with drug K and 14.5 months with observation (P = .004). In different patient subgroups, drug K improved progression-free survival irrespective of age. These data confirm the activity of drug K.`,
    });
    expect(facts.primaryResult.direction).toBe("favours-intervention");
    expect(patientSummary).not.toContain("only for some of the people");
  });

  test("a sentence that both allocates and reports is still a result", () => {
    const { facts } = builtinSummaries({
      title: "Drug K or observation in myeloma",
      abstract:
        "Of 300 patients randomly assigned to drug K or observation, those given drug K lived significantly longer (P = .01). Toxicity was mild.",
    });
    expect(facts.primaryResult.direction).toBe("favours-intervention");
  });

  test("with no endpoint named, a null and a significant outcome in one sentence do not make a positive verdict spin", () => {
    const { facts } = builtinSummaries({
      title: "Drug K 200 mg versus drug K 100 mg in myeloma: a phase 3 study",
      abstract:
        "Drug K showed significant activity in myeloma. In a phase 3 study, 298 patients were randomly assigned to drug K 200 mg or drug K 100 mg. Overall survival did not differ (P = .13); median progression-free survival (31.4 vs 26.2 months, P = .01) was longer with 200 mg. We conclude that 200 mg leads to longer remission duration and should be considered the standard.",
    });
    expect(facts.flags).not.toContain("spin");
  });
});
