import { describe, expect, test } from "bun:test";
import { builtinSummaries } from "../builtin-summaries";
import { endpointReading } from "./endpoint-source";
import { extractFactSheet } from "./extract-fact-sheet";

// Invented abstracts, one per quirk a clinician reading the summary beside the abstract would call an error.
const sheet = (title: string, abstract: string) => extractFactSheet({ title, abstract });
const summaries = (title: string, abstract: string) => builtinSummaries({ title, abstract });

describe("the primary result is the endpoint's own sentence", () => {
  test("a PFS endpoint written as a short form (nPFS) is reported from its sentence, not the overall survival one", () => {
    const s = sheet(
      "Drug Z with brain radiotherapy for brain metastases: a randomised trial",
      "METHODS: Ninety adults were randomly assigned to drug Z or placebo with brain radiotherapy. The primary end point was neurological progression-free survival (nPFS).\nRESULTS: Median nPFS was 2.1 months in both arms; nPFS HR 0.97 (95% CI 0.61 to 1.50; P = .88). Median overall survival was 3.0 and 3.6 months in the placebo and drug Z arms; HR 0.93 (95% CI 0.57 to 1.52; P = .79).\nCONCLUSIONS: Drug Z gave no advantage.",
    );
    expect(s.primaryResult.text).toStartWith("Median nPFS was 2.1 months");
  });

  test("an endpoint named in words (durable response rate) is found by its initials (DRR) before a secondary response rate", () => {
    const s = sheet(
      "Virus V versus cytokine C in melanoma: a randomised trial",
      "OBJECTIVES: Virus V improved durable response rate over cytokine C.\nMETHODS: Patients were randomized to virus V or cytokine C.\nRESULTS: DRR was higher with virus V compared with cytokine C (21.0% versus 2.2%; P<0.0001). ORR was also higher in the virus V arm (38.1% versus 4.3%; P<0.0001), and 20 patients had a complete response.\nCONCLUSION: Virus V helps.",
    );
    expect(s.primaryResult.text).toStartWith("DRR was higher");
  });
});

describe("spin", () => {
  test("a dose-finding study choosing a dose for phase 3 is not flagged for spin", () => {
    const s = summaries(
      "A randomised dose-finding and safety study of antibody K in advanced bowel cancer",
      "METHODS: Patients received antibody K 600 mg once then 300 mg (Arm A) or 600 mg every 3 weeks (Arm B). The co-primary endpoints were trough concentration and safety.\nRESULTS: Forty patients were randomised. Mean trough concentration was 35.0 in Arm A and 58.1 in Arm B. Safety was similar between arms.\nCONCLUSIONS: On the basis of these data, the 600 mg dose has been selected for a phase III study.",
    );
    expect(s.facts.flags).not.toContain("spin");
    expect(s.clinicianSummary).not.toContain("goes beyond the primary result");
  });
});

describe("harms and conclusion are the sentences that say them", () => {
  test("a bracket left open in a result does not pull the efficacy sentence into the harms line", () => {
    const s = sheet(
      "Drug S after liver transplantation: a randomised study",
      "METHODS: Forty patients were randomized to drug S or drug C.\nRESULTS: Mean survival was longer with drug S (22.1 ± 1.5 [range 6–27] months) than with drug C (15.2 ± 2.1 [range 4–30], months (χ^2 = 6.1, P < 0.05). Most adverse reactions in both groups were of grade 1 or 2.\nCONCLUSION: Drug S may prolong survival.",
    );
    expect(s.harms?.text).toBe("Most adverse reactions in both groups were of grade 1 or 2.");
  });

  test('"more hand-foot syndrome and 3/4 grade nausea" is read as harms', () => {
    const s = sheet(
      "Regimen X versus regimen Y before breast surgery: a randomised trial",
      "In this randomized trial, 120 women were randomized to regimen X or regimen Y. The primary end point was pathological complete response. Regimen X led to more pathological complete responses (17% vs 5%, P=0.03). Compared to Y, X was associated with more hand-foot syndrome (50% vs 10%, P<0.001) and 3/4 grade nausea (28% vs 12%, P=0.04). Regimen X is more active.",
    );
    expect(s.harms?.text).toStartWith("Compared to Y, X was associated with more hand-foot syndrome");
  });

  test("an abstract ending on figures has no conclusion, rather than a result shown as the authors' verdict", () => {
    const s = summaries(
      "Regimen X versus regimen Y before breast surgery",
      "In this randomized trial, 120 women were randomized to regimen X or regimen Y. The primary end point was pathological complete response. Regimen X led to more pathological complete responses (17% vs 5%, P=0.03). Adjuvant regimens were well tolerated: grade 3/4 adverse events occurred in 25% and 15% of patients, respectively.",
    );
    expect(s.facts.conclusion).toBeNull();
    expect(s.clinicianSummary).not.toContain("Authors' conclusion: Adjuvant regimens");
  });
});

describe("a blinded controlled comparison that never says how groups were formed", () => {
  const title = "Vitamin Q in smokers lowers a marker of DNA damage";
  const abstract =
    "We studied the effect of 12 weeks of vitamin Q on a DNA damage marker in 120 smokers in a double-blind trial. Baseline levels were similar in the placebo group (n = 60) and the vitamin Q group (n = 60). Initial marker counts were higher in the vitamin Q group than in the placebo group (5.1 vs 4.2, P < 0.05). After adjustment for the initial levels, the vitamin Q group had 25% lower marker counts than the placebo group at the end of the trial (95% CI: 8-40%). Vitamin Q may reduce cancer risk.";

  test("is not called 'not randomised' to either reader, and says the allocation is unsaid", () => {
    const s = summaries(title, abstract);
    expect(s.facts.randomised).toBeNull();
    expect(s.facts.flags).not.toContain("not-randomised");
    expect(s.clinicianSummary).toContain(
      "Design: Blinded controlled trial; the abstract does not say whether allocation was random.",
    );
    expect(s.patientSummary).toContain("The abstract does not say whether people were put into groups by chance.");
    expect(s.patientSummary).not.toContain("were not put into groups by chance");
  });

  test("its result is the adjusted comparison, not a baseline one, read with its interval", () => {
    const s = summaries(title, abstract);
    expect(s.facts.primaryResult.text).toStartWith("After adjustment for the initial levels");
    expect(s.facts.primaryResult.effects).toEqual([{ measure: "relative difference", value: "25%", ci: "8–40" }]);
    expect(s.facts.primaryResult.direction).toBe("favours-intervention");
    expect(s.clinicianSummary).not.toContain("no between-group test");
  });
});

describe("a non-randomised study with a control group", () => {
  test("is not called single-arm, and its two groups' figures are not called 'no between-group comparison'", () => {
    const s = summaries(
      "Home test kits for people who miss bowel screening",
      "To see whether home test kits raise screening, 500 people who had missed screening were chosen and sent a kit. The control group consisted of 1500 people who received a reminder letter. The screening rates were 30.1% in the kit group and 20.4% in the control group. Home kits raised screening rates.",
    );
    expect(s.facts.studyType).toBe("non-randomised-trial");
    expect(s.clinicianSummary).not.toContain("Single-arm");
    expect(s.clinicianSummary).not.toContain("no between-group comparison");
    expect(s.patientSummary).not.toContain("Everyone got the same treatment");
  });
});

describe("who took part", () => {
  test('"men and women aged 40 to 70" is not narrowed to the women', () => {
    const s = sheet(
      "Leaflets about bowel cancer risk: a randomised trial",
      "METHODS: We surveyed men and women aged 40 to 70 years about bowel cancer. Participants were randomized to a leaflet or no leaflet.\nRESULTS: Intention did not differ (P=.20).",
    );
    expect(s.population?.text).toStartWith("men and women aged 40 to 70");
  });

  test('"Women age 30 to 60 years enrolled in ..." are the people, not a subgroup named later', () => {
    const s = sheet(
      "Informed cytology for triage: substudy nested in a randomized trial",
      "METHODS: Women age 30 to 60 years enrolled in a randomized screening trial were referred to colposcopy. Accuracy was computed for women with a result of atypical cells or worse.\nRESULTS: Sensitivity was 85% (95% CI 76 to 92).",
    );
    expect(s.population?.text).toBe("Women age 30 to 60 years");
  });

  test("a title's people stop before the arms it names (treated with A versus B)", () => {
    const s = sheet(
      "Quality of Life in Patients with Advanced Bowel Cancer Treated with Regimen A versus Regimen B: A Randomized Trial",
      "METHODS: 200 patients were randomized to regimen A or regimen B.\nRESULTS: Quality of life did not differ (P = 0.4).",
    );
    expect(s.population?.text).toBe("Patients with Advanced Bowel Cancer");
  });

  test("the patient summary does not end who took part on a dangling word", () => {
    const s = summaries(
      "Sun safety online: study protocol for a randomised trial",
      "METHODS: About 300 adults aged 18 and over and mostly from the coast will be recruited and randomised to an online course or information only. The primary outcome is sun-protective behaviour.",
    );
    expect(s.patientSummary).not.toMatch(/and (?:mostly|predominantly)\./);
  });
});

describe("the endpoint's words", () => {
  test('"relapse-free or overall survival time" is not cut to "relapse-free"', () => {
    const s = sheet(
      "Adjuvant drug D after surgery for bowel cancer",
      "The aim was to test adjuvant drug D after surgery. A total of 400 patients were randomised to drug D or no treatment. At a median follow-up of 6 years, there was no evidence that relapse-free or overall survival time were influenced by treatment.",
    );
    // Read from a result sentence: the reader's phrase is whole, and not shown (endpoint-source.ts).
    expect(endpointReading(s)?.text).toBe("relapse-free or overall survival time");
    expect(s.primaryEndpoint).toBeNull();
  });
});

describe("several tested arms", () => {
  const title = "Inhaled oil A or its constituent B for pain after bowel surgery: a randomised controlled trial";
  test("only the arm the result names as better is said to have done better", () => {
    const s = summaries(
      title,
      "This randomised study recruited 90 adults after bowel surgery. Patients inhaled oil A, constituent B, or vehicle (control group). Pain magnitude was measured. Significant differences in pain magnitude were observed among the three groups, with constituent B being significantly more effective than oil A or vehicle. Constituent B relieves pain.",
    );
    expect(s.clinicianSummary).not.toContain("favours oil A");
    expect(s.patientSummary).not.toMatch(/got oil A and constituent B did better/);
    expect(s.patientSummary).toContain("constituent B did better");
  });

  test("when the result does not say which tested arm did better, neither is named the winner", () => {
    const s = summaries(
      title,
      "This randomised study recruited 90 adults after bowel surgery. Patients inhaled oil A, constituent B, or vehicle (control group). Pain magnitude was measured. Pain magnitude differed significantly among the three groups (P = 0.01). Inhalation relieves pain.",
    );
    // Round 14: of three groups, a test among all of them names no two compared, so no winner at all is drawn.
    expect(s.facts.primaryResult.direction).toBe("not-reported");
    expect(s.patientSummary).not.toContain("did better than");
    expect(s.patientSummary).not.toContain("At least one of the treated groups did better");
    expect(s.clinicianSummary).not.toContain("favours");
    expect(s.clinicianSummary).toContain("Pain magnitude differed significantly among the three groups");
  });
});

describe("each group's figure", () => {
  test('"shorter with A than B (median 2.8 vs. 4.2 months, respectively)" ties each figure to its arm', () => {
    const s = sheet(
      "Velotinib versus carbomide in advanced kidney cancer: a randomised phase 3 trial",
      "METHODS: 400 patients were randomly assigned to velotinib or carbomide. The primary endpoint was progression-free survival (PFS).\nRESULTS: PFS was shorter with velotinib than carbomide (median 2.9 vs. 4.1 months, respectively; HR, 1.45; 95% CI, 1.15–1.85; P = 0.002).\nCONCLUSIONS: Carbomide should remain standard.",
    );
    const byArm = (s.primaryResult.byArm ?? []).map((b) => `${s.arms[b.arm]!.name}: ${b.value}`);
    expect(byArm).toEqual(["velotinib: 2.9 months", "carbomide: 4.1 months"]);
  });

  test('"higher with A compared with B (25.0% versus 1.5%)" ties each figure to its arm', () => {
    const s = sheet(
      "Intralesional velimogene versus subcutaneous GM-CSF in melanoma: a randomised trial",
      "METHODS: Patients were randomized to intralesional velimogene or subcutaneous GM-CSF. The primary endpoint was durable response rate (DRR).\nRESULTS: DRR was higher with velimogene compared with GM-CSF (25.0% versus 1.5%; P<0.0001).\nCONCLUSION: Velimogene helps.",
    );
    const byArm = (s.primaryResult.byArm ?? []).map((b) => `${s.arms[b.arm]!.name}: ${b.value}`);
    expect(byArm).toEqual(["intralesional velimogene: 25.0%", "subcutaneous GM-CSF: 1.5%"]);
  });
});

test('", with similar rates for both devices" after the arms\' figures is not a result of no difference between the arms', () => {
  const s = sheet(
    "Self-sampling kits versus reminder letters for screening: a randomised trial",
    "METHODS: 900 women were randomised to a self-sampling kit or a reminder letter.\nRESULTS: The attendance rates were 31.2% in the kit group and 22.0% in the letter group, with similar attendance rates for both kit devices.\nCONCLUSIONS: Kits raise attendance.",
  );
  expect(s.primaryResult.text).toStartWith("The attendance rates were 31.2%");
  expect(s.primaryResult.direction).not.toBe("no-significant-difference");
});
