import { describe, expect, test } from "bun:test";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";
import { builtinSummaries } from "../builtin-summaries";
import { readStats } from "../verify-stats";

// Invented abstracts. A null result said plainly is told as one, not as "direction unclear".

describe('"Neither X nor Y showed a difference" is a null result', () => {
  const out = builtinSummaries({
    title: "Adjuvant drug A after surgery for stage III bowel cancer: a randomised trial",
    abstract:
      "METHODS: 300 adults were randomly assigned to drug A or observation after surgery. RESULTS: Neither the 5-year survival rates nor the adjusted model showed a difference between those given drug A (40%, 95% CI 33-47) and those observed (42%, 35-49). CONCLUSIONS: Drug A is not advised.",
  });

  test("the direction is no significant difference, kept by the verifier", () => {
    expect(out.facts.primaryResult.direction).toBe("no-significant-difference");
    expect(out.clinicianSummary).not.toContain("direction unclear");
  });

  test("the patient is told no clear difference was found", () => {
    expect(out.patientSummary).toContain("did not find a clear difference");
  });
});

describe("an interval after one group's rate is that rate's, not a difference's", () => {
  test("(40%, 95% CI 33-47) after a group's name shows no significance, even after the word 'difference'", () => {
    const s = readStats("There was a difference in response between groups: drug A (40%, 95% CI 33-47).");
    expect(s.ciExcludesNull).toBe(false);
  });

  test("a difference's own interval still shows significance", () => {
    expect(readStats("The difference in response was 12% (95% CI 5-19).").ciExcludesNull).toBe(true);
  });
});

describe("linear time", () => {
  readsEachInLinearTime(
    {
      "neither without a difference": "neither the rates nor the model showed ",
      "rates and intervals": "40%, 95% CI 33-47 difference 12% (95% CI ",
    },
    (text) => readStats(text),
  );
});

describe('"did not provide any significant benefit" is a null result, not a win', () => {
  const out = builtinSummaries({
    title: "A second dose of drug B after surgery for bladder cancer: a randomised trial",
    abstract:
      "METHODS: 200 adults were randomly assigned to one dose or two doses of drug B. RESULTS: Recurrence was 30% and 28% (P = 0.60). CONCLUSIONS: A second dose of drug B did not provide any significant benefit.",
  });

  test("no direction favours the second dose, and the verifier reads the words as a denial", () => {
    expect(out.facts.primaryResult.direction).not.toBe("favours-intervention");
    expect(readStats("A second dose did not provide any significant benefit.").significantWords).toBe(false);
    expect(out.patientSummary).not.toContain("found a clear difference");
  });
});
