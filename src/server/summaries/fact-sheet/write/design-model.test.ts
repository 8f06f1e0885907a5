import { describe, expect, test } from "bun:test";
import { builtinSummaries } from "../builtin-summaries";

// Invented abstracts: a cost-effectiveness decision model, and one built on real patients read back.
describe("a decision model is not called a trial", () => {
  test("a Markov model comparing strategies: design says a model, not a single-arm trial", () => {
    const out = builtinSummaries({
      title: "Cost-effectiveness of drug Q versus drug W after surgery for bone sarcoma",
      abstract:
        "Background: To compare the economic outcomes of drug Q and drug W after surgery.\n" +
        "Methods: A Markov model was developed to simulate the lifetime course of resected bone sarcoma. Costs and quality-adjusted life years were estimated from published pilot studies.\n" +
        "Results: Drug Q yielded 6.1 QALYs compared with 5.8 QALYs for drug W, at $4,100 per QALY gained.\n" +
        "Conclusion: Drug Q is a cost-effective strategy.",
    });
    expect(out.facts.studyType).toBe("other");
    expect(out.clinicianSummary).toContain(
      "Design: Decision model (simulated patients; no one was allocated to treatment)",
    );
    expect(out.clinicianSummary).not.toMatch(/Single-arm|trial, not randomised/);
  });

  test("patients read back from records, then a model: still an observational study", () => {
    const out = builtinSummaries({
      title: "Adjuvant drug Q or observation after surgery for bone sarcoma: outcomes and cost-effectiveness",
      abstract:
        "Methods: Patients who had received drug Q or who had just been observed after surgery were retrospectively selected. A Markov model was developed to simulate the disease course.\n" +
        "Results: A total of 210 patients were selected. Three-year survival was 80% with drug Q and 60% with observation.\n" +
        "Conclusions: Drug Q was associated with longer survival.",
    });
    expect(out.facts.studyType).toBe("observational");
    expect(out.clinicianSummary).not.toContain("Decision model");
  });
});
