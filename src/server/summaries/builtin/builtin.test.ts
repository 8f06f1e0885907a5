import { describe, expect, test } from "bun:test";
import { findUnsupportedNumbers } from "../number-check";
import { fleschKincaidGrade } from "../readability";
import { builtinSummarize, type BuiltinInput } from "./index";

// Invented trials; no real abstract is copied here.
const base = { authors: ["Doe J"], journal: "J Invented Oncol", publicationDate: "2024 Mar" };

const RCT: BuiltinInput = {
  ...base,
  title: "Zorblatide plus FOLFOX versus FOLFOX alone in metastatic colorectal cancer: a randomised, double-blind, phase 3 trial",
  abstract:
    "BACKGROUND: Zorblatide is an oral inhibitor. METHODS: In this randomised, double-blind, placebo-controlled, phase 3 trial at 41 centres, 412 patients with untreated metastatic colorectal cancer were randomly assigned to zorblatide plus FOLFOX or placebo plus FOLFOX. The primary endpoint was overall survival. RESULTS: Median overall survival was 14.2 months with zorblatide and 11.1 months with placebo (hazard ratio 0.71, 95% CI 0.58-0.87; p=0.001). Grade 3 or worse adverse events occurred in 31% vs 24% of patients. CONCLUSIONS: Adding zorblatide to FOLFOX improved overall survival. Trial registration: NCT01234567.",
};

const check = (input: BuiltinInput) => {
  const out = builtinSummarize(input);
  const source = `${input.title}\n${input.abstract}`;
  return { ...out, unsupported: [...findUnsupportedNumbers(out.clinicianSummary, source), ...findUnsupportedNumbers(out.patientSummary, source)] };
};

describe("builtinSummarize", () => {
  test("a structured RCT on one line: CONSORT lines for clinicians, easy sentences for patients", () => {
    const out = check(RCT);
    expect(out.unsupported).toEqual([]);
    expect(out.clinicianSummary.split("\n")).toEqual([
      "Design: Randomised, double-blind, placebo-controlled, multicentre phase 3 trial.",
      "Participants: 412 patients randomised.",
      "Population: In this randomised, double-blind, placebo-controlled, phase 3 trial at 41 centres, 412 patients with untreated metastatic colorectal cancer were randomly assigned to zorblatide plus FOLFOX or placebo plus FOLFOX.",
      "Arms: zorblatide plus FOLFOX vs placebo plus FOLFOX",
      "Primary endpoint: overall survival.",
      "Primary result: Median overall survival was 14.2 months with zorblatide and 11.1 months with placebo (hazard ratio 0.71, 95% CI 0.58-0.87; p=0.001).",
      "Harms: Grade 3 or worse adverse events occurred in 31% vs 24% of patients.",
      "Authors' conclusion: Adding zorblatide to FOLFOX improved overall survival.",
      "Registration: NCT01234567",
    ]);
    for (const sentence of [
      "This study looked at people with bowel cancer that had spread.",
      "It compared zorblatide plus FOLFOX with placebo plus FOLFOX.",
      "This was a phase 3 trial.",
      "In all, 412 people took part.",
      "With zorblatide plus FOLFOX, the median time people lived was 14.2 months.",
      "With placebo plus FOLFOX, it was 11.1 months.",
      "The researchers found better results with zorblatide plus FOLFOX.",
      "Serious side effects happened in 31% of people in one group and 24% in the other. That is about 3 in 10 and about 2 in 10 people.",
    ]) {
      expect(out.patientSummary).toContain(sentence);
    }
    expect(fleschKincaidGrade(out.patientSummary)).toBeLessThanOrEqual(8);
  });

  test("the same input always gives the same text", () => {
    expect(builtinSummarize(RCT)).toEqual(builtinSummarize(RCT));
  });

  test("structured sections given separately are used as they are", () => {
    const abstractSections = [
      { label: "Methods", text: "We randomly assigned 120 adults with early breast cancer to drug Q or observation." },
      { label: "Findings", text: "Median disease-free survival was 40.5 months with drug Q and 31.0 months with observation." },
      { label: "Interpretation", text: "Drug Q did not significantly improve survival." },
    ];
    // The service passes sections only when they are the same text as the abstract string.
    const abstract = abstractSections.map((s) => `${s.label}: ${s.text}`).join("\n");
    const out = builtinSummarize({ ...base, title: "Drug Q after surgery for breast cancer", abstract, abstractSections });
    expect(out.clinicianSummary).toContain("Participants: 120 adults randomised.");
    expect(out.patientSummary).toContain("The researchers found no clear difference between the groups.");
  });

  test("no abstract: says so plainly and invents nothing", () => {
    const out = check({ ...base, title: "Zorblatide in invented leukaemia: a randomised trial", abstract: "" });
    expect(out.clinicianSummary).toStartWith("No abstract was published for this record in J Invented Oncol.");
    expect(out.patientSummary).toContain("no abstract");
    expect(out.patientSummary).toEndWith("talk with your care team.");
    expect(`${out.clinicianSummary} ${out.patientSummary}`).not.toMatch(/\d/);
  });

  test("an unstructured abstract is read sentence by sentence", () => {
    const out = check({
      ...base,
      title: "Weekly versus three-weekly paclitaxel in advanced ovarian cancer",
      abstract:
        "Paclitaxel is widely used in ovarian cancer. We randomly assigned 240 women with advanced ovarian cancer to weekly or three-weekly paclitaxel. The primary endpoint was progression-free survival. Median progression-free survival was 11.0 months with weekly paclitaxel and 10.4 months with three-weekly paclitaxel (p=0.41). Neutropenia was less common with the weekly schedule. Weekly paclitaxel did not improve progression-free survival.",
    });
    expect(out.unsupported).toEqual([]);
    expect(out.clinicianSummary).toContain("Participants: 240 women randomised.");
    expect(out.clinicianSummary).toContain("Primary endpoint: progression-free survival.");
    expect(out.clinicianSummary).toContain("Authors' conclusion: Weekly paclitaxel did not improve progression-free survival.");
    expect(out.patientSummary).toContain("In all, 240 women took part.");
    expect(out.patientSummary).toContain("The researchers found no clear difference between the groups.");
  });

  test("a non-randomised single-arm phase 2 study says there was no comparison group", () => {
    const out = check({
      ...base,
      title: "Drug K in relapsed myeloma: a single-arm phase II study",
      abstract:
        "PURPOSE: To test drug K. PATIENTS AND METHODS: In this non-randomised, single-arm phase II trial, 48 patients with relapsed myeloma received drug K. The primary endpoint was overall response rate. RESULTS: The overall response rate was 62%. The drug was well tolerated. CONCLUSION: Drug K is active in relapsed myeloma.",
    });
    expect(out.unsupported).toEqual([]);
    expect(out.clinicianSummary).toContain("Design: Single-arm phase II trial.");
    expect(out.clinicianSummary).toContain("Participants: 48 patients included.");
    expect(out.clinicianSummary).toContain("Intervention: drug K (no comparison arm named)");
    expect(out.patientSummary).toContain("Everyone in the study got the treatment.");
    expect(out.patientSummary).toContain("This was a phase 2 trial.");
    expect(out.patientSummary).toContain("Overall, 62% had their cancer shrink. That is about 6 in 10 people.");
    expect(out.patientSummary).toContain("The researchers said the side effects were manageable.");
  });

  test("an abstract without numbers says what is missing instead of inventing it", () => {
    const out = check({
      ...base,
      title: "Exercise during chemotherapy for lung cancer: a randomised trial",
      abstract: "Patients were randomly assigned to supervised exercise or usual care. Fatigue improved with exercise. Exercise may help people during chemotherapy.",
    });
    expect(out.unsupported).toEqual([]);
    expect(out.clinicianSummary).toContain("Participants: number randomised not reported in the abstract.");
    expect(out.clinicianSummary).toContain("Primary endpoint: not reported in the abstract.");
    expect(out.patientSummary).toContain("The abstract does not say how many people took part.");
    expect(`${out.clinicianSummary} ${out.patientSummary}`).not.toMatch(/\d/);
  });

  test("markup in the input never reaches the output", () => {
    const out = builtinSummarize({ ...RCT, title: `<i>Zorblatide</i> ${RCT.title}`, abstract: RCT.abstract.replace("Zorblatide is", "<b>Zorblatide</b> is") });
    expect(`${out.clinicianSummary}${out.patientSummary}`).not.toMatch(/<\/?[a-z]/i);
  });
});
