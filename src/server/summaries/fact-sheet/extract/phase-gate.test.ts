import { describe, expect, test } from "bun:test";
import { extractFactSheet } from "./extract-fact-sheet";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";

const phase = (title: string, abstract: string) => extractFactSheet({ title, abstract }).phase;

// Invented abstracts: a phase said of other trials is not this study's.
describe("the phase is this study's own", () => {
  test("a feasibility study run before a phase III trial has no phase of its own", () => {
    expect(
      phase(
        "Nerve stimulation for bone pain: a feasibility study",
        "METHODS: This study assessed the feasibility of conducting a phase III trial of nerve stimulation. Twenty patients were randomised to active or placebo stimulation. RESULTS: Recruitment was slow.",
      ),
    ).toBeNull();
  });

  test("data pooled from several phase III trials do not make the pooled analysis phase III", () => {
    expect(
      phase(
        "Sex and survival in lung cancer: a pooled analysis of four randomized trials",
        "METHODS: Individual patient data were pooled from four randomized, phase III, lung cancer chemotherapy trials. RESULTS: Women lived longer (HR 0.8, 95% CI 0.7-0.9).",
      ),
    ).toBeNull();
  });

  test("'in these two randomized phase II trials' are the report's own trials", () => {
    expect(
      phase(
        "Two new trials of drug B in bowel cancer",
        "METHODS: In these two randomized phase II trials, 300 patients will be recruited.",
      ),
    ).toBe("2");
  });
});

// Invented: a stage of a treatment ("In phase I, …") is not the study's phase; a study word beside it is.
describe("a treatment's phase is not the study's", () => {
  test("'In phase I, the boost received 30 Gy' gives the study no phase", () => {
    expect(
      phase(
        "Late effects of hyperfractionated radiotherapy in brain tumours",
        "METHODS: Forty patients were treated. In phase I, the tumour bed received 30 Gy in 15 fractions. In phase II, 20 Gy was added twice daily. RESULTS: Five patients had grade 3 necrosis.",
      ),
    ).toBeNull();
  });

  test("'the first phase of chemotherapy' in the methods is not a phase", () => {
    expect(
      phase(
        "Drug Q in lymphoma",
        "METHODS: During phase II of induction, patients took drug Q daily. RESULTS: Most responded.",
      ),
    ).toBeNull();
  });

  test("'an open-label, phase III, randomised trial' and a bare title phase are the study's", () => {
    expect(
      phase("Drug Q in lymphoma", "METHODS: In this open-label, phase III, randomised trial, 300 patients took part."),
    ).toBe("3");
    expect(phase("Drug Q versus drug R in lymphoma: phase II results", "RESULTS: Most responded.")).toBe("2");
  });
});

describe("the phase reader on adversarial text", () => {
  readsEachInLinearTime(
    {
      pooled: "pooled phase III a, b, c, d trials conducting a phase II ",
      many: "phase II, a, b, c, d, e ",
      stage: "In phase I, a b c ",
    },
    (abstract) => extractFactSheet({ title: "A study", abstract: `METHODS: ${abstract}` }),
  );
});
