import { describe, expect, test } from "bun:test";
import { builtinSummaries } from "../builtin-summaries";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";
import { extractFactSheet } from "./extract-fact-sheet";

// Invented abstracts, one per way a study's kind is said (round 11, from set g's readings).
describe("the kind of study from how its patients came to it", () => {
  test("a title's 'analysis of the ABC1 and ABC2 trials' is a secondary analysis pooled from those trials", () => {
    const out = builtinSummaries({
      title: "Drug Q in older bone sarcoma patients: analysis of the Sarcoma Group (SG) ABC1 and ABC2 trials",
      abstract:
        "We included patients 60 years or older in the ABC1 and ABC2 trials randomized to drug Q (n = 90) or drug W (n = 85). Relapse rates were similar (30% and 31%). In conclusion, drug Q adds nothing in older patients.",
    });
    expect(out.facts.studyType).toBe("secondary-analysis");
    expect(out.clinicianSummary).toContain("Design: Pooled analysis of several trials");
  });

  test("a single trial's 'final analysis of the ABC1 trial' is not made a secondary analysis", () => {
    const out = builtinSummaries({
      title: "Drug Q versus drug W in bone sarcoma: final analysis of the ABC1 trial",
      abstract:
        "Patients were randomized to drug Q (n = 90) or drug W (n = 85). Relapse was rarer with drug Q (30% vs 45%, P = .01).",
    });
    expect(out.facts.studyType).toBe("randomised-trial");
  });

  test("patients 'treated with drug Q in general clinical practice' are watched: an observational study", () => {
    const out = builtinSummaries({
      title: "Efficacy and safety of drug Q in patients with bone sarcoma",
      abstract:
        "Objective: To assess the efficacy and safety of drug Q in patients with bone sarcoma in general clinical practice.\nMethods: Forty patients were treated with drug Q. Overall survival was estimated.\nResults: The median overall survival was 11.2 months.\nConclusions: Drug Q has a favourable profile.",
    });
    expect(out.facts.studyType).toBe("observational");
    expect(out.clinicianSummary).not.toContain("Single-arm trial");
  });

  test("a trial's conclusion calling for use 'in routine clinical practice' does not make it observational", () => {
    const out = builtinSummaries({
      title: "Drug Q in bone sarcoma: a phase II study",
      abstract:
        "Methods: Forty patients were treated with drug Q in a single-arm phase II study. Results: 12 patients (30%) responded. Conclusions: Drug Q should be tested for use in routine clinical practice.",
    });
    expect(out.facts.studyType).toBe("non-randomised-trial");
  });
});

const WORST = {
  "'analysis of the' repeated without 'trials'": "analysis of the analysis of the (SG) (SG) ",
  "'in general' repeated": "in general in general clinical in routine ",
};
describe("linear time", () => {
  readsEachInLinearTime(WORST, (abstract) => extractFactSheet({ title: abstract.slice(0, 2000), abstract }));
});
