import { describe, expect, test } from "bun:test";
import { builtinSummaries } from "../builtin-summaries";

// Invented abstract: one trial whose groups the abstract calls by short forms.
describe("an arm's own short form is not read as the name of a trial", () => {
  test('"drug T plus chemotherapy (DRT-CT)" against "drug T (DRT)" are set side by side with "vs"', () => {
    const out = builtinSummaries({
      title: "A randomized trial of adjuvant chemotherapy in patients given drug T",
      abstract:
        "METHODS: Patients were randomized to receive either drug T (DRT group) or drug T plus chemotherapy (DRT-CT group). RESULTS: Relapse-free rates were 73% in the DRT group and 79% in the DRT-CT group (P = 0.06).",
    });
    expect(out.clinicianSummary).toContain("Arms: drug T plus chemotherapy (DRT-CT) vs drug T (DRT).");
  });
});
