import { describe, expect, test } from "bun:test";
import { cpuTime } from "../../../../testing/timing";
import { builtinSummaries } from "../builtin-summaries";
import { endpointReading } from "./endpoint-source";
import { extractFactSheet } from "./extract-fact-sheet";

// The reader's endpoint before the gate that shows one never called primary only when read from the objective: these
// questions come from the title or the methods, so the sheet withholds them (see endpoint-source.test.ts).
const reading = (input: { title: string; abstract: string }) => endpointReading(extractFactSheet(input)) ?? null;

// Invented abstracts: studies built on a trial whose own question is not the trial's treatment outcome.
describe("a method, agreement or surrogacy study's endpoint is its own question", () => {
  test("a test-agreement study on biopsies from a randomised trial: agreement, not the trial's response endpoint", () => {
    const input = {
      title: "Comparison of microscopy with sequencing for grading tumour budding and prediction of complete remission",
      abstract:
        "METHODS: Tumour budding was scored by microscopy on biopsies from a randomized neoadjuvant trial. Agreement between microscopy and sequencing was assessed for all samples. RESULTS: Agreement was 88%. Complete remission was predicted better by sequencing (p = 0.01).",
    };
    const out = builtinSummaries(input);
    expect(out.facts.studyType).toBe("secondary-analysis");
    expect(reading(input)?.text).toBe("Agreement between microscopy and sequencing");
    expect(out.patientSummary).not.toContain("all signs of the cancer went away");
  });

  test("a surrogacy study within a trial: surrogate endpoints, and the patient is not told survival was measured", () => {
    const input = {
      title:
        "Early tumour shrinkage as a surrogate endpoint for overall survival: an analysis of a phase III randomized trial",
      abstract:
        "Using data from a phase III randomized trial of drug K versus drug L in 400 patients, we tested whether tumour shrinkage at 8 weeks could be a surrogate endpoint. Progression-free survival was longer with drug K (HR 0.8, 95% CI 0.7-0.95). Shrinkage correlated with survival (r = 0.7).",
    };
    const out = builtinSummaries(input);
    expect(out.facts.studyType).toBe("secondary-analysis");
    expect(reading(input)?.text).toBe("surrogate endpoint for overall survival");
    expect(out.patientSummary).not.toMatch(/main thing measured was how long (?:people lived|before the cancer grew)/);
  });

  test("a surrogacy question named only in the objective replaces the parent trial's outcome", () => {
    const sheet = extractFactSheet({
      title: "Tumour shrinkage and survival: data from a randomized trial of drug Q",
      abstract:
        "OBJECTIVE: To test whether tumour shrinkage is a surrogate marker for overall survival. METHODS: Data from a randomized trial of drug Q versus drug W were used. RESULTS: Progression-free survival was longer with drug Q (p = 0.01).",
    });
    expect(sheet.studyType).toBe("secondary-analysis");
    expect(sheet.primaryEndpoint?.text).toBe("surrogate marker for overall survival");
  });

  test("the parent trial's stated primary endpoint is not a biomarker analysis's endpoint", () => {
    const sheet = extractFactSheet({
      title: "Tumour budding and outcome: a biomarker analysis of the randomised OMEGA trial",
      abstract:
        "BACKGROUND: In the OMEGA trial, 500 patients were randomised to drug K or drug L; the primary endpoint of the trial was overall survival. METHODS: We assessed the prognostic value of tumour budding in 350 samples. RESULTS: Budding predicted shorter survival (HR 1.6, 95% CI 1.2-2.1).",
    });
    expect(sheet.studyType).toBe("secondary-analysis");
    expect(endpointReading(sheet)?.text).toBe("prognostic value of tumour budding");
    const agreement = extractFactSheet({
      title: "Agreement of two Ki-67 assays in the randomised OMEGA trial",
      abstract:
        "METHODS: Tumours of 300 patients randomised in the OMEGA trial, whose primary endpoint was pathological complete response, were stained with two assays. RESULTS: Agreement was 85%.",
    });
    expect(endpointReading(agreement)?.text).not.toMatch(/pathological complete response/);
  });

  test("a correlation of an early endpoint with overall survival is the endpoint, and the patient is not told either was measured", () => {
    const input = {
      title: "Progression-free and overall survival in advanced gastric cancer: data from a randomised trial",
      abstract:
        "METHODS: Using data from a randomised trial of drug Q, we assessed the correlation between progression-free survival and overall survival. RESULTS: PFS was longer with drug Q (HR 0.8, 95% CI 0.7-0.9). The correlation was 0.8.",
    };
    const out = builtinSummaries(input);
    expect(reading(input)?.text).toBe("correlation between progression-free survival and overall survival");
    expect(out.patientSummary).not.toMatch(/main thing measured was how long/);
  });

  test("interobserver agreement is said whole, and a test study in a randomised trial's cohort is not that trial", () => {
    const graded = extractFactSheet({
      title: "Interobserver agreement in grading dysplasia: slides from a randomised surveillance trial",
      abstract: "METHODS: Four pathologists graded 200 biopsies from the trial. RESULTS: Kappa was 0.45.",
    });
    expect(endpointReading(graded)?.text).toBe("Interobserver agreement");
    const imaging = extractFactSheet({
      title: "Sensitivity of MRI versus CT for liver metastases in a randomised trial cohort",
      abstract:
        "METHODS: Patients enrolled in a randomised trial had MRI and CT. RESULTS: Sensitivity was 90% for MRI and 75% for CT (p = 0.01).",
    });
    expect(imaging.studyType).toBe("secondary-analysis");
  });

  test('"in agreement with the Declaration of Helsinki" is not a question of agreement', () => {
    const sheet = extractFactSheet({
      title: "Comparison of ultrasound with MRI for staging: data from a randomized trial",
      abstract:
        "METHODS: The study was done in agreement with the Declaration of Helsinki. Ultrasound and MRI were read for 100 patients of the randomized trial. RESULTS: Overall survival was 50%.",
    });
    expect(endpointReading(sheet)?.text ?? "").not.toMatch(/agreement/i);
  });

  test("a stated primary endpoint and a randomised trial's own endpoint are kept", () => {
    const stated = extractFactSheet({
      title: "Agreement of two assays in samples from a randomised trial",
      abstract:
        "METHODS: Samples from a randomised trial were tested. The primary endpoint was the kappa statistic. RESULTS: Kappa was 0.8.",
    });
    expect(stated.primaryEndpoint?.text).toContain("kappa");
    const trial = extractFactSheet({
      title: "Drug Q versus drug W for sarcoma: prognostic value of age in a randomised trial",
      abstract:
        "METHODS: 300 patients were randomised to drug Q or drug W. The primary endpoint was overall survival. RESULTS: Survival was longer with drug Q (HR 0.7, 95% CI 0.5-0.9).",
    });
    expect(trial.studyType).toBe("randomised-trial");
    expect(trial.primaryEndpoint?.text).toBe("overall survival");
  });
});

// The subgroup reading settled in round 4: a subgroup that keeps the randomised comparison is reported as a trial.
test("a subgroup analysis comparing the randomised arms stays a randomised trial", () => {
  const sheet = extractFactSheet({
    title: "Drug Q versus drug W in patients over 70: subanalysis of the phase III ZETA trial",
    abstract:
      "OBJECTIVES: In the randomized phase III ZETA trial, drug Q improved survival over drug W in 612 patients. Here we report a subgroup analysis of patients over 70. RESULTS: Among 140 older patients, survival was longer with drug Q (HR 0.7; 95% CI 0.5 to 0.95).",
  });
  expect(sheet.studyType).toBe("randomised-trial");
  expect(sheet.randomised).toBe(true);
});

describe("question endpoints on adversarial text", () => {
  const WORST: Record<string, string> = {
    question: "Agreement between a b c d e f g h i j k l m n o p q r s t u v w x y z ",
    correlation: "correlation between the a b c correlation between the a b c methods ",
    surrogate: "surrogate endpoints for surrogate endpoints for a b c in ",
  };
  for (const [name, text] of Object.entries(WORST)) {
    test(`20,000 characters of ${name} take under 100 ms`, () => {
      const abstract =
        `METHODS: Samples from a randomized trial. ${text.repeat(Math.ceil(20_000 / text.length))}`.slice(0, 20_000);
      const read = () => extractFactSheet({ title: `Comparison of a with b: ${abstract.slice(0, 2000)}`, abstract });
      read();
      expect(cpuTime(read)).toBeLessThan(100);
    });
  }
});
