import { describe, expect, test } from "bun:test";
import { fleschKincaidGrade } from "../../readability";
import { summaryProblems } from "../../../../testing/server/summary-problems";
import { cohort, protocol, singleArm, spun, withUnclear } from "../../../../testing/fixtures/fact-sheet/sheets-more";
import { favouringRct, nullRct, type Case } from "../../../../testing/fixtures/fact-sheet/sheets";
import { joinClinician, joinPatient, writeSummaries } from "./write-summaries";

const cases: [string, () => Case][] = [
  ["favouring RCT", favouringRct],
  ["null RCT", nullRct],
  ["protocol", protocol],
  ["single-arm phase 2", singleArm],
  ["cohort", cohort],
  ["spun conclusion", spun],
  ["unclear facts", withUnclear],
];

const written = (make: () => Case) => {
  const c = make();
  const w = writeSummaries(c.sheet, c.source);
  return { ...c, w, clinician: joinClinician(w.clinician), patient: joinPatient(w.patient) };
};

describe.each(cases)("%s", (_name, make) => {
  test("every sentence is general or rests on spans that hold each of its numbers", () => {
    const { w, source } = written(make);
    expect(summaryProblems(w, source)).toEqual([]);
    expect(w.patient.length).toBeGreaterThan(2);
  });
  test("the patient summary reads at grade 8 or below and never gives up", () => {
    const { patient } = written(make);
    expect(fleschKincaidGrade(patient)).toBeLessThanOrEqual(8);
    expect(patient).not.toMatch(/hard to put simply/i);
    expect(patient).toEndWith("If you have questions about this study or your own care, talk with your care team.");
  });
});

describe("an RCT favouring the intervention, with each group's median", () => {
  const { clinician, patient, w } = written(favouringRct);
  test("the patient text ties 48 months to the new treatment and 17 to the control, and names both", () => {
    expect(patient).toContain(
      "People who got zelmoratinib plus chemotherapy: the cancer took a median of 48 months to grow or spread.",
    );
    expect(patient).toContain(
      "People who got chemotherapy alone: the cancer took a median of 17 months to grow or spread.",
    );
    expect(patient).toContain("The study compared zelmoratinib plus chemotherapy with chemotherapy alone.");
    expect(patient).toContain(
      "People who got zelmoratinib plus chemotherapy did better than people who got chemotherapy alone on how long before the cancer grew or spread.",
    );
    expect(patient).toContain("The median is the middle value");
  });
  test("the clinician lines go design, participants, arms, endpoint, result, harms, conclusion, registration", () => {
    const order = [
      "Design:",
      "Participants:",
      "Arms:",
      "Primary endpoint:",
      "Result:",
      "Harms:",
      "Authors' conclusion:",
      "Registration:",
    ];
    expect(w.clinician.map((s) => order.find((label) => s.text.startsWith(label)))).toEqual(order);
    expect(clinician).toContain("Design: Randomised controlled trial, phase 3.");
    expect(clinician).toContain("Participants: adults with advanced gallbladder cancer; 312 randomised.");
    expect(clinician).toContain(
      "Result: favours zelmoratinib plus chemotherapy; median progression-free survival 48 months with zelmoratinib plus chemotherapy vs 17 months with chemotherapy alone; HR 0.72 (95% CI 0.60–0.86), p<0.001.",
    );
    expect(clinician).toContain("Primary endpoint: progression-free survival.");
  });
  test("a sentence stating two facts carries the spans of both", () => {
    const c = favouringRct();
    const line = w.clinician.find((s) => s.text.startsWith("Participants:"))!;
    expect(line.evidence).toEqual([...c.sheet.population!.evidence, ...c.sheet.participants.evidence]);
  });
});

describe("a null RCT against placebo", () => {
  const { clinician, patient } = written(nullRct);
  test("says no clear difference, explains placebo and random groups, and keeps the women", () => {
    expect(patient).toContain(
      "The study did not find a clear difference between the groups in feeling sick and being sick.",
    );
    expect(patient).toContain("A placebo is a dummy treatment");
    expect(patient).toContain("Random means chosen by chance, like tossing a coin.");
    expect(patient).toContain("The study included women receiving chemotherapy for breast cancer.");
    expect(patient).not.toMatch(/did better/);
    expect(clinician).toContain("Primary endpoint not met.");
  });
});

describe("study kinds", () => {
  test("a protocol says it has no results yet and claims none", () => {
    const { clinician, patient } = written(protocol);
    expect(patient).toContain("This study has not reported results yet.");
    expect(patient).toContain("The plan is for 400 people to take part.");
    expect(patient).not.toMatch(/did better|did not find/);
    expect(clinician).toContain("Protocol: no results yet.");
    expect(clinician).not.toContain("Result:");
  });
  test("a single-arm trial says there was no comparison group and never 'random'", () => {
    const { clinician, patient } = written(singleArm);
    expect(patient).toContain("Everyone got the same treatment, so there was no fair comparison group.");
    expect(patient).not.toMatch(/random/i);
    expect(clinician).toContain("Design: Single-arm trial, not randomised, phase 2.");
    expect(clinician).toContain("Not a randomised trial.");
  });
  test("a cohort keeps the people as the sheet describes them and says what it cannot show", () => {
    const { patient } = written(cohort);
    expect(patient).toContain("The study included women with an abnormal screening mammogram.");
    expect(patient).not.toMatch(/breast cancer|random/i);
    // Night-shift work is an exposure, not a treatment: the caveat names no treatment.
    expect(patient).toContain("it cannot prove what caused what");
  });
});

describe("what a study cannot tell", () => {
  test("spin is named for both readers, resting on the conclusion and the result", () => {
    const c = spun();
    const w = writeSummaries(c.sheet, c.source);
    const line = w.patient.find((s) => s.text === "The authors are more positive than the main result supports.")!;
    expect(line.evidence).toEqual([...c.sheet.conclusion!.evidence, ...c.sheet.primaryResult.evidence]);
    expect(joinClinician(w.clinician)).toContain("The authors' conclusion goes beyond the primary result.");
    expect(joinClinician(w.clinician)).toContain("Small trial (86 randomised).");
  });
  test("each unclear fact gets a general line in both summaries", () => {
    const { w } = written(withUnclear);
    expect(
      w.clinician.filter((s) => s.text.startsWith("Not read with confidence from the abstract:")).map((s) => s.general),
    ).toEqual([true, true]);
    expect(joinPatient(w.patient)).toContain("We could not be sure from the abstract about the number randomised.");
  });
});
