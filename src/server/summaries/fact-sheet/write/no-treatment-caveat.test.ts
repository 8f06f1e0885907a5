import { expect, test } from "bun:test";
import { builtinSummaries } from "../builtin-summaries";

// Invented abstract: a test's accuracy, where no treatment was given or compared.
test("a study of a test's accuracy is not cautioned about a treatment causing a result", () => {
  const out = builtinSummaries({
    title: "Accuracy of ultrasound for small kidney masses: a retrospective study",
    abstract:
      "METHODS: We reviewed the records of 210 patients whose kidney masses were scanned and then removed. RESULTS: Ultrasound had a sensitivity of 81% and a specificity of 70%.",
  });
  expect(out.facts.arms).toHaveLength(0);
  expect(out.patientSummary).not.toContain("a treatment caused");
  expect(out.patientSummary).toContain("cannot prove what caused what");
});
