import { describe, expect, test } from "bun:test";
import { cpuTime } from "../../../../testing/timing";
import { builtinSummaries } from "../builtin-summaries";

// Invented abstracts: analyses across several trials, and research on many trials' reports.
describe("analyses of several trials are not said to be of one earlier trial", () => {
  test("data pooled from four trials: the design and the patient line say several trials", () => {
    const out = builtinSummaries({
      title: "Age and outcome in bladder cancer: a pooled analysis of four randomized trials",
      abstract:
        "METHODS: Individual patient data were pooled from four randomized phase III trials. RESULTS: Of 1800 patients, older patients had shorter survival (HR 1.2, 95% CI 1.1-1.4).",
    });
    expect(out.facts.studyType).toBe("secondary-analysis");
    expect(out.clinicianSummary).toContain("Pooled analysis of several trials");
    expect(out.patientSummary).toContain("data pooled from several earlier trials");
    expect(out.patientSummary).not.toContain("an earlier trial");
  });

  test("one trial's secondary analysis still says one earlier trial", () => {
    const out = builtinSummaries({
      title: "Quality of life in the randomized phase III KAPPA trial: a secondary analysis",
      abstract:
        "METHODS: This secondary analysis of the randomized KAPPA trial used questionnaires from 400 patients. RESULTS: Quality of life was similar (p = 0.5).",
    });
    expect(out.clinicianSummary).not.toContain("Pooled");
    expect(out.patientSummary).not.toContain("several earlier trials");
  });

  test("toxicity and efficacy abstracted from many trials' reports: a review, with no chance groups claimed", () => {
    const out = builtinSummaries({
      title: "Toxicity and benefit in phase III cancer trials",
      abstract:
        "METHODS: We abstracted toxicity and survival data from 80 randomized phase III trials. RESULTS: Across trials, more toxicity went with longer survival (P < 0.001).",
    });
    expect(out.facts.studyType).toBe("review");
    expect(out.patientSummary).toContain("brings together the results of other studies");
    expect(out.patientSummary).not.toMatch(/not put into groups by chance|at random|an earlier trial/);
  });
});

describe("pooled and many-trial readers on adversarial text", () => {
  for (const text of ["pooled trials pooled a b trials ", "abstracted a b c from across the published a trials "]) {
    test(`20,000 characters of "${text.trim()}" take under 100 ms`, () => {
      const abstract = text.repeat(Math.ceil(20_000 / text.length)).slice(0, 20_000);
      const read = () => builtinSummaries({ title: abstract.slice(0, 2000), abstract });
      read();
      expect(cpuTime(read)).toBeLessThan(100);
    });
  }
});
