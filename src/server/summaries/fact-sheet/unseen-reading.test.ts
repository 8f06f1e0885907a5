import { describe, expect, test } from "bun:test";
import { builtinSummaries } from "./builtin-summaries";
import { extractFactSheet } from "./extract/extract-fact-sheet";

// Invented abstracts, one per quirk found reading summaries of abstracts the rules were not tuned on.
const summaries = (title: string, abstract: string) => builtinSummaries({ title, abstract });
const sheetOf = (title: string, abstract: string) => extractFactSheet({ title, abstract });

describe("spin needs a claim the result does not back", () => {
  const methods = "METHODS: Thirty adults with liver metastases were randomised to an infusion with or without fish oil.";
  test("an effect described in one group, without a test, is not flagged as spin", () => {
    const s = summaries(
      "Fish oil infusion in liver metastases",
      `${methods}\nRESULTS: The fish oil group showed rising blood levels of omega-3 fats late in the infusion.\nCONCLUSIONS: A fish oil infusion gives a rapid increase of omega-3 fats in blood and could be used to target inflammation.`,
    );
    expect(s.facts.flags).not.toContain("spin");
    expect(s.clinicianSummary).not.toContain("goes beyond the primary result");
  });

  test("a claim of a significant benefit with no test reported is still flagged", () => {
    const s = summaries(
      "Fish oil infusion in liver metastases",
      `${methods}\nRESULTS: Median survival was 20 months with fish oil and 14 months without.\nCONCLUSIONS: Fish oil gave a significant survival benefit.`,
    );
    expect(s.facts.flags).toContain("spin");
  });
});

describe("an animal experiment's groups", () => {
  const title = "Drug A or drug B for bladder tumours in dogs: a randomized trial";
  const methods = "METHODS: Forty dogs with bladder tumours were randomly allocated to drug A or drug B.";
  test("a tested comparison is read as one, and its figures are not said of people", () => {
    const s = summaries(title, `${methods}\nRESULTS: The progression-free interval was not significantly different between groups (drug A = 106 days; drug B = 73 days; P = .62).\nCONCLUSIONS: Neither drug was better.`);
    expect(s.facts.primaryResult.direction).toBe("no-significant-difference");
    expect(s.clinicianSummary).not.toContain("no between-group comparison");
    expect(s.patientSummary).toContain("did not find a clear difference");
    expect(s.patientSummary).not.toMatch(/People (?:in|who got)/);
  });

  test("a change described without a test is not read as a finding either way", () => {
    const s = summaries(title, `${methods}\nRESULTS: Drug A markedly increased body weight and tended to increase appetite.\nCONCLUSIONS: Drug A increased body weight.`);
    expect(s.facts.primaryResult.direction).toBe("not-reported");
    expect(s.facts.flags).not.toContain("spin");
  });
});

describe("what a secondary analysis compared", () => {
  test("groups from separate studies set side by side are this paper's comparison, not an earlier trial's", () => {
    const s = summaries(
      "Adjusted indirect comparison using propensity score matching of drug A to chemotherapy in lung cancer",
      "METHODS: Two non-randomized individual datasets were compared: pooled patients from the ALPHA and BETA trials (drug A, n = 400), and patients from the control arm of the GAMMA study (chemotherapy, n = 60).\nRESULTS: Drug A showed a significant improvement in progression-free survival (PFS) versus chemotherapy (HR = 0.28, 95% CI 0.19-0.41, p < 0.0001). A significant improvement in OS was observed for the drug A group (HR = 0.41, 95% CI 0.27-0.62, p < 0.0001).\nCONCLUSIONS: In this indirect comparison, drug A improved outcomes.",
    );
    expect(s.facts.studyType).toBe("secondary-analysis");
    expect(s.patientSummary).toContain("data from earlier studies");
    expect(s.patientSummary).not.toContain("The earlier trial");
    expect(s.patientSummary).not.toContain("an earlier trial");
  });

  test("an overall survival endpoint is reported from the OS sentence, not the progression-free one", () => {
    const s = sheetOf(
      "Drug A versus chemotherapy in lung cancer: a randomised trial",
      "OBJECTIVE: To compare overall survival with drug A and chemotherapy.\nMETHODS: Patients were randomly assigned to drug A or chemotherapy.\nRESULTS: Drug A gave a significant improvement in progression-free survival (PFS) versus chemotherapy (HR = 0.28, 95% CI 0.19-0.41, p < 0.0001). A significant improvement in OS was seen with drug A (HR = 0.41, 95% CI 0.27-0.62, p < 0.0001).\nCONCLUSIONS: Drug A is better.",
    );
    expect(s.primaryResult.text).toStartWith("A significant improvement in OS");
  });
});

describe("what the summary of a review cannot tell", () => {
  test("a review's patient summary says it tested no treatment itself", () => {
    const s = summaries("Selenium in radiotherapy: a review", "This review summarises our studies of selenium given with radiotherapy. Selenium supplements reduced diarrhoea in one trial. Selenium should be considered for patients with low levels.");
    expect(s.facts.studyType).toBe("review");
    expect(s.patientSummary).toContain("did not test a treatment itself");
  });
});

describe("a result said of the endpoint", () => {
  test("a sentence sharing only where the endpoint was measured (serum) is not said of it", () => {
    const s = summaries(
      "Enteral versus parenteral feeding after surgery: a randomized trial",
      "METHODS: Forty patients were randomly assigned to enteral or parenteral feeding. The level of serum total protein, albumin and transferrin was assessed in each group.\nRESULTS: There was no significant difference between the groups in serum albumin or transferrin. Costs were lower with enteral feeding.\nCONCLUSION: Enteral feeding can be used.",
    );
    expect(s.patientSummary).not.toContain("difference between the groups in total protein");
    expect(s.patientSummary).not.toMatch(/difference between the groups in (?:the )?level of serum total protein/);
  });
});
