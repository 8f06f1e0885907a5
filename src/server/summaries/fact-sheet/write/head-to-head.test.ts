import { describe, expect, test } from "bun:test";
import { emptyFactSheet, type Direction, type FactSheet } from "../../../../shared/fact-sheet";
import { at } from "../../../../testing/fixtures/fact-sheet/sheets";
import { joinClinician, joinPatient, writeSummaries } from "./write-summaries";

// Invented head-to-head trial: two active drugs, neither called standard, so both arms are tested arms (GOLD.md).
const source = {
  title: "Velbrostat versus tanorimab in relapsed marrow cancer: a randomised trial",
  abstract:
    "METHODS: We randomly assigned 210 adults with relapsed marrow cancer to velbrostat or tanorimab. The primary endpoint was overall response. " +
    "RESULTS: Overall response differed between velbrostat and tanorimab (odds ratio 1.9, 95% CI 1.2-3.1; p=0.008).",
};
const result = "Overall response differed between velbrostat and tanorimab (odds ratio 1.9, 95% CI 1.2-3.1; p=0.008).";

function headToHead(direction: Direction): FactSheet {
  const s = (p: string) => at(source, p);
  return emptyFactSheet({
    studyType: "randomised-trial",
    randomised: true,
    arms: [
      { role: "intervention", name: "velbrostat", evidence: [s("velbrostat")] },
      { role: "intervention", name: "tanorimab", evidence: [s("tanorimab")] },
    ],
    primaryEndpoint: {
      text: "overall response",
      stated: true,
      evidence: [s("The primary endpoint was overall response.")],
    },
    primaryResult: {
      direction,
      text: result,
      evidence: [s(result)],
      effects: [{ measure: "OR", value: "1.9", ci: "1.2–3.1", p: "p=0.008" }],
    },
  });
}

const write = (direction: Direction) => {
  const out = writeSummaries(headToHead(direction), source);
  return {
    clinician: joinClinician(out.clinician),
    patient: joinPatient(out.patient),
  };
};

describe("two tested arms and no control (head-to-head)", () => {
  test("the patient text compares one with the other and calls neither new nor the control", () => {
    const { patient } = write("favours-intervention");
    expect(patient).toContain("The study compared velbrostat with tanorimab.");
    expect(patient).not.toMatch(/new treatment|\bcontrol\b|usual care|standard/i);
  });

  test("the clinician arms line sets them side by side, neither marked control", () => {
    const { clinician } = write("favours-intervention");
    expect(clinician).toContain("Arms: velbrostat vs tanorimab.");
    expect(clinician).not.toMatch(/\bcontrol\b/i);
  });

  test("a result for the second side is not said to favour a control the arms line never names", () => {
    const { clinician, patient } = write("favours-control");
    expect(clinician).toContain("Result: favours one arm (see the result's words)");
    expect(clinician).not.toContain("favours the control");
    // Which arm did better is the abstract's to say: the patient text names no winner.
    expect(patient).not.toContain("did better");
    expect(patient).toContain("The study found a clear difference between the groups");
  });

  test("a result for the first side names no winner when the sentence names both arms", () => {
    const { clinician, patient } = write("favours-intervention");
    expect(clinician).toContain("Result: favours an intervention arm (see the result's words)");
    expect(patient).not.toContain("did better");
  });
});
