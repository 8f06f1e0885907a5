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

describe("the phase reader on adversarial text", () => {
  readsEachInLinearTime(
    { pooled: "pooled phase III a, b, c, d trials conducting a phase II ", many: "phase II, a, b, c, d, e " },
    (abstract) => extractFactSheet({ title: "A study", abstract: `METHODS: ${abstract}` }),
  );
});
