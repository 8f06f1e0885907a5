import { describe, expect, test } from "bun:test";
import { builtinSummaries } from "../builtin-summaries";

// Invented record: the title alone names the arms, as "A with and without B".
const TITLE =
  "Final results of a randomized comparison of chemotherapy with and without radiotherapy for adults with bowel cancer";
const ABSTRACT =
  "PURPOSE: We report the final outcome of the trial. METHODS: Four hundred adults in remission after chemotherapy entered the study. RESULTS: Five-year event-free survival was 90% and 80%, respectively (P = .004). CONCLUSION: Radiotherapy improved event-free survival.";

describe('"A with and without B" is A plus B against A alone, as "with or without" is', () => {
  test("the arms are the regimen with the addition and without it; 'without B' is never the tested arm", () => {
    const out = builtinSummaries({ title: TITLE, abstract: ABSTRACT });
    expect(out.facts.arms.map((a) => [a.role, a.name])).toEqual([
      ["intervention", "chemotherapy with radiotherapy"],
      ["control", "chemotherapy without radiotherapy"],
    ]);
    expect(out.clinicianSummary).not.toContain("favours without");
    expect(out.patientSummary).not.toMatch(/got without/i);
  });
});

describe("an allocation sentence naming an arm by a short form the abstract defines is read before the title", () => {
  test("'randomly assigned to receive ZRT or no further therapy' gives the defined long form and its comparator", () => {
    const out = builtinSummaries({
      title: "Long-term results of trial Z-1: chemotherapy and radiotherapy in adults with bowel cancer",
      abstract:
        "PURPOSE: The trial asked whether zonal radiation therapy (ZRT) improves event-free survival after chemotherapy. METHODS: Three hundred adults in remission after chemotherapy were randomly assigned to receive ZRT or no further therapy. RESULTS: Event-free survival was 91% with ZRT and 83% with no further therapy (P = .004). CONCLUSION: ZRT improved event-free survival.",
    });
    expect(out.facts.arms.map((a) => [a.role, a.name])).toEqual([
      ["intervention", "zonal radiation therapy (ZRT)"],
      ["control", "no further therapy"],
    ]);
  });
});

describe("a short form's long form is the phrase whose words open with its letters", () => {
  test("'radical retropubic prostatectomy (RRP)' keeps 'radical', though 'retropubic prostatectomy' also holds R, R and P", () => {
    const out = builtinSummaries({
      title: "Surgery or seed implants for early prostate cancer",
      abstract:
        "METHODS: We compared radical retropubic prostatectomy (RRP) and brachytherapy (BT) in men with low-risk prostate cancer. Patients were randomly assigned to RRP or BT. RESULTS: Continence did not differ (P = 0.4).",
    });
    const names = out.facts.arms.map((a) => a.name.toLowerCase());
    expect(names.some((n) => n.startsWith("radical retropubic prostatectomy"))).toBe(true);
  });

  test('"no RT" against "radiotherapy (RT)" is the comparator when the short form stays in the arm\'s name', () => {
    const out = builtinSummaries({
      title: "Omission of radiotherapy after breast surgery in older women",
      abstract:
        "METHODS: Women aged 70 or more were randomly assigned to RT or no RT after breast-conserving surgery for early breast cancer; radiotherapy (RT) was given over five weeks. RESULTS: Local relapse was 2% with RT and 9% with no RT (P = .01).",
    });
    expect(out.facts.arms.find((a) => a.role === "control")?.name).toBe("no RT");
  });
});
