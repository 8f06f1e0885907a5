import { describe, expect, test } from "bun:test";
import { builtinSummaries } from "../builtin-summaries";
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
    expect(s.clinicianSummary).toContain("Design: Blinded controlled trial; the abstract does not say whether allocation was random.");
    expect(s.patientSummary).toContain("The abstract does not say whether people were put into groups by chance.");
    expect(s.patientSummary).not.toContain("were not put into groups by chance");
  });

  test("its result is the adjusted comparison, not a baseline one, read with its interval", () => {
    const s = summaries(title, abstract);
    expect(s.facts.primaryResult.text).toStartWith("After adjustment for the initial levels");
    expect(s.facts.primaryResult.effects).toEqual([{ measure: "relative difference", value: "25%", ci: "8–40" }]);
    expect(s.facts.primaryResult.direction).toBe("favours-intervention");
    expect(s.clinicianSummary).not.toContain("no between-group test reported");
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
    const s = sheet("Leaflets about bowel cancer risk: a randomised trial", "METHODS: We surveyed men and women aged 40 to 70 years about bowel cancer. Participants were randomized to a leaflet or no leaflet.\nRESULTS: Intention did not differ (P=.20).");
    expect(s.population?.text).toStartWith("men and women aged 40 to 70");
  });

  test('"Women age 30 to 60 years enrolled in ..." are the people, not a subgroup named later', () => {
    const s = sheet("Informed cytology for triage: substudy nested in a randomized trial", "METHODS: Women age 30 to 60 years enrolled in a randomized screening trial were referred to colposcopy. Accuracy was computed for women with a result of atypical cells or worse.\nRESULTS: Sensitivity was 85% (95% CI 76 to 92).");
    expect(s.population?.text).toBe("Women age 30 to 60 years");
  });

  test("a title's people stop before the arms it names (treated with A versus B)", () => {
    const s = sheet("Quality of Life in Patients with Advanced Bowel Cancer Treated with Regimen A versus Regimen B: A Randomized Trial", "METHODS: 200 patients were randomized to regimen A or regimen B.\nRESULTS: Quality of life did not differ (P = 0.4).");
    expect(s.population?.text).toBe("Patients with Advanced Bowel Cancer");
  });

  test("the patient summary does not end who took part on a dangling word", () => {
    const s = summaries("Sun safety online: study protocol for a randomised trial", "METHODS: About 300 adults aged 18 and over and mostly from the coast will be recruited and randomised to an online course or information only. The primary outcome is sun-protective behaviour.");
    expect(s.patientSummary).not.toMatch(/and (?:mostly|predominantly)\./);
  });
});

describe("the endpoint's words", () => {
  test('"relapse-free or overall survival time" is not cut to "relapse-free"', () => {
    const s = sheet("Adjuvant drug D after surgery for bowel cancer", "The aim was to test adjuvant drug D after surgery. A total of 400 patients were randomised to drug D or no treatment. At a median follow-up of 6 years, there was no evidence that relapse-free or overall survival time were influenced by treatment.");
    expect(s.primaryEndpoint?.text).toBe("relapse-free or overall survival time");
  });
});

describe("several tested arms", () => {
  const title = "Inhaled oil A or its constituent B for pain after bowel surgery: a randomised controlled trial";
  test("only the arm the result names as better is said to have done better", () => {
    const s = summaries(title, "This randomised study recruited 90 adults after bowel surgery. Patients inhaled oil A, constituent B, or vehicle (control group). Pain magnitude was measured. Significant differences in pain magnitude were observed among the three groups, with constituent B being significantly more effective than oil A or vehicle. Constituent B relieves pain.");
    expect(s.clinicianSummary).not.toContain("favours oil A");
    expect(s.patientSummary).not.toMatch(/got oil A and constituent B did better/);
    expect(s.patientSummary).toContain("constituent B did better");
  });

  test("when the result does not say which tested arm did better, neither is named the winner", () => {
    const s = summaries(title, "This randomised study recruited 90 adults after bowel surgery. Patients inhaled oil A, constituent B, or vehicle (control group). Pain magnitude was measured. Pain magnitude differed significantly among the three groups (P = 0.01). Inhalation relieves pain.");
    expect(s.facts.primaryResult.direction).toBe("favours-intervention");
    expect(s.patientSummary).toContain("At least one of the treated groups did better");
    expect(s.clinicianSummary).toContain("favours an intervention arm");
  });
});

describe("each group's figure", () => {
  test('"shorter with A than B (median 2.8 vs. 4.2 months, respectively)" ties each figure to its arm', () => {
    const s = sheet("Velotinib versus carbomide in advanced kidney cancer: a randomised phase 3 trial", "METHODS: 400 patients were randomly assigned to velotinib or carbomide. The primary endpoint was progression-free survival (PFS).\nRESULTS: PFS was shorter with velotinib than carbomide (median 2.9 vs. 4.1 months, respectively; HR, 1.45; 95% CI, 1.15–1.85; P = 0.002).\nCONCLUSIONS: Carbomide should remain standard.");
    const byArm = (s.primaryResult.byArm ?? []).map((b) => `${s.arms[b.arm]!.name}: ${b.value}`);
    expect(byArm).toEqual(["velotinib: 2.9 months", "carbomide: 4.1 months"]);
  });

  test('"higher with A compared with B (25.0% versus 1.5%)" ties each figure to its arm', () => {
    const s = sheet("Intralesional velimogene versus subcutaneous GM-CSF in melanoma: a randomised trial", "METHODS: Patients were randomized to intralesional velimogene or subcutaneous GM-CSF. The primary endpoint was durable response rate (DRR).\nRESULTS: DRR was higher with velimogene compared with GM-CSF (25.0% versus 1.5%; P<0.0001).\nCONCLUSION: Velimogene helps.");
    const byArm = (s.primaryResult.byArm ?? []).map((b) => `${s.arms[b.arm]!.name}: ${b.value}`);
    expect(byArm).toEqual(["intralesional velimogene: 25.0%", "subcutaneous GM-CSF: 1.5%"]);
  });
});

describe("the patient summary's words", () => {
  const title = "Diet D with radiosurgery lowers VEGF in recurrent glioblastoma: a randomized trial";
  const abstract =
    "PURPOSE: We investigated the effect of diet D on IL-8 and VEGF in patients with recurrent glioblastoma.\nMETHODS: Patients were allocated randomly between diet D and usual diet groups.\nRESULTS: VEGF in the diet D group significantly reduced compared to the usual diet group (4.1 vs. 7.2; P<0.001). IL-8 decreased but not significantly (P=0.45).\nDISCUSSION: Diet D may decrease VEGF.";

  test("an endpoint of two measures, only one of them better, is not said to be better on both", () => {
    const s = summaries(title, abstract);
    expect(s.facts.primaryResult.direction).toBe("favours-intervention");
    expect(s.patientSummary).not.toMatch(/(?:did better|clear difference)[^.]* (?:on|in) IL-8 and VEGF/i);
    expect(s.patientSummary).toMatch(/(?:on|in) one of the main measures/);
  });

  test("short forms keep their capitals", () => {
    expect(summaries(title, abstract).patientSummary).not.toContain("il-8 and vegf");
  });

  test("a result of no clear difference says what it cannot prove", () => {
    const s = summaries("Drug T or observation after surgery for breast cancer: a randomised trial", "METHODS: 300 women were randomised to drug T or observation. The primary endpoint was disease-free survival.\nRESULTS: Disease-free survival did not differ (HR 0.95, 95% CI 0.70 to 1.30; P = 0.74).\nCONCLUSIONS: Drug T is not recommended.");
    expect(s.patientSummary).toContain("Not finding a clear difference does not prove that the treatments work the same.");
  });

  test("a second look at a trial says what it cannot prove", () => {
    const s = summaries("Serum marker Q as a prognostic biomarker: an exploratory analysis of the randomised phase III ALPHA trial", "BACKGROUND: In the phase III ALPHA trial, drug K improved survival.\nMETHODS: Patients were randomly assigned to drug K (n=210) or placebo (n=205). Serum Q was measured at baseline.\nRESULTS: High serum Q was associated with shorter survival (HR 1.8; 95% CI 1.3 to 2.4; P<0.001).\nCONCLUSIONS: Serum Q is a prognostic marker.");
    expect(s.facts.studyType).toBe("secondary-analysis");
    expect(s.patientSummary).toContain("cannot prove what caused what");
  });
});

describe("a marker study's result", () => {
  const title = "Evaluation of serum marker Q as a biomarker in bowel cancer: results from the randomised phase III BETA trial";
  const abstract =
    "BACKGROUND: In the phase III BETA trial, drug K improved survival. We studied marker Q.\nMETHODS: Patients were randomly assigned to drug K (n=300) or placebo (n=300). Plasma was collected at baseline.\nRESULTS: Median baseline plasma Q levels were lower in women (2100 pg/ml) than in men (3100 pg/ml), P<0.0001. Baseline plasma Q correlated with liver metastasis: odds ratio per 1000 pg/ml increase: 1.21; 95% CI 1.10–1.33; P<0.0001.\nCONCLUSIONS: Marker Q is prognostic.";

  test("is not a comparison of baseline levels, and an odds ratio 'per 1000 units' is the ratio, quoted with what it measures", () => {
    const s = summaries(title, abstract);
    expect(s.facts.primaryResult.text).toStartWith("Baseline plasma Q correlated with liver metastasis");
    expect(s.facts.primaryResult.effects[0]).toMatchObject({ measure: "OR", value: "1.21" });
    expect(s.clinicianSummary).toContain('Reported as: "Baseline plasma Q correlated with liver metastasis');
  });
});

describe("pick-the-winner and two-part trials", () => {
  const title = "Phase II randomised trial of regimen P vs regimen Q as first-line treatment in advanced bowel cancer";
  const abstract =
    "The purpose of this phase II randomised trial was to determine which of two schemes, regimen P or regimen Q, offered better activity and less toxicity. A total of 90 patients were randomised to regimen P (arm A) or regimen Q (arm B). Intent-to-treat analysis showed an overall response rate of 44% (95% CI, 29.0–58.0%) for arm A, and 33% (95% CI, 19.0–47.0%) for arm B. There were no differences in haematologic toxicity. In conclusion, both schemes have high efficacy and their toxicity levels are similar.";

  test('"better activity and less toxicity" centres on activity, not toxicity', () => {
    const s = sheet(title, abstract);
    expect(s.primaryEndpoint?.text).toBe("activity");
    expect(s.primaryResult.text).toStartWith("Intent-to-treat analysis showed an overall response rate");
  });

  test("a conclusion praising both of two tested regimens is not flagged for spin", () => {
    expect(summaries(title, abstract).facts.flags).not.toContain("spin");
  });

  test("a phase I/II protocol's endpoint is the randomised part's, not the dose-finding part's", () => {
    const s = sheet(
      "Randomised phase I/II study of proton therapy versus photon therapy in recurrent glioma: study protocol",
      "METHODS: Within the phase I part of the trial, the recommended dose will be determined. In the randomized phase II part, it will be compared to photon therapy. Primary endpoint of the phase I part is toxicity. Primary endpoint of the randomized part II is survival at 12 months.\nTRIAL REGISTRATION: NCT01234567",
    );
    expect(s.primaryEndpoint?.text).toStartWith("survival");
  });
});

test("a group only called 'placebo' that kept its usual diet is not explained as a dummy treatment", () => {
  const s = summaries(
    "Diet D lowers VEGF in recurrent glioblastoma",
    "METHODS: In a randomized clinical trial, patients were allocated randomly between intervention and placebo groups. The intervention group received diet D while the patients in the placebo group continued with their usual diet.\nRESULTS: VEGF in the intervention group significantly reduced compared to the placebo group (4.1 vs. 7.2; P<0.001).",
  );
  expect(s.patientSummary).not.toContain("A placebo is a dummy treatment");
});

test('"Both A and B monotherapies were active" over a trial without a between-arm test is not flagged for spin', () => {
  const s = summaries(
    "Velotinib versus carbomide in elderly patients with advanced gastric cancer: a randomized phase II trial",
    "METHODS: Sixty elderly patients were randomly assigned to velotinib or carbomide. The primary endpoint was response rate.\nRESULTS: Response rates were 25% (95% CI, 11–39%) with velotinib and 27% (95% CI, 13–41%) with carbomide.\nCONCLUSIONS: Both velotinib and carbomide monotherapies were active and tolerable in elderly patients.",
  );
  expect(s.facts.arms).toHaveLength(2);
  expect(s.facts.flags).not.toContain("spin");
});

test("an animal experiment with random allocation is neither called 'not randomised' nor said to be about people", () => {
  const s = summaries(
    "Maternal low protein intake changes the fetal liver in a rat model",
    "BACKGROUND: We studied maternal low protein intake.\nMETHODS: Twelve pregnant rats were randomly allocated to a low protein diet or a control diet.\nRESULTS: The low protein diet markedly lowered fetal weight.\nCONCLUSIONS: Maternal diet changes the fetal liver.",
  );
  expect(s.facts.flags).not.toContain("not-randomised");
  expect(s.clinicianSummary).toContain("Design: Animal or laboratory study.");
  expect(s.patientSummary).toContain("This study was done in animals or cells, not in people");
  expect(s.patientSummary).not.toContain("People were not put into groups by chance");
});

test("several estimates of one measure are quoted with the words that tell them apart, not listed bare", () => {
  const s = summaries(
    "Perioperative drug F and surgery versus surgery alone for liver metastases: a randomised controlled trial",
    "METHODS: 300 patients were randomly assigned to drug F plus surgery or surgery alone. The primary endpoint was progression-free survival.\nRESULTS: The absolute increase in progression-free survival at 3 years was 7% (HR 0.80 [0.62–1.03]; p=0.06) in randomised patients and 9% (HR 0.74 [0.55–0.98]; p=0.03) in patients undergoing resection.\nCONCLUSIONS: Drug F reduces the risk of events in resected patients.",
  );
  expect(s.clinicianSummary).not.toMatch(/Result: [^\n]*; HR 0.80[^\n]*; HR 0.74/);
  expect(s.clinicianSummary).toContain('Reported as: "The absolute increase in progression-free survival');
});

test("people 'randomly selected' into an intervention group are not said to be grouped without chance", () => {
  const s = summaries(
    "Home test kits raise bowel screening among non-attenders",
    "To see whether home test kits raise screening, 500 people due a second reminder were randomly selected and invited to be part of the intervention group. The control group consisted of 1500 people who received a reminder letter. The screening rates were 30.1% in the intervention group and 20.4% in the control group. Home kits raised screening rates.",
  );
  expect(s.patientSummary).not.toContain("The groups were not formed by chance");
  expect(s.clinicianSummary).not.toContain("Not a randomised trial.");
});

test("a clear result in a large trial still says what one study cannot tell", () => {
  const s = summaries(
    "Velotinib versus carbomide in advanced kidney cancer: a randomised phase 3 trial",
    "METHODS: 600 patients were randomly assigned to velotinib or carbomide. The primary endpoint was progression-free survival (PFS).\nRESULTS: PFS was longer with velotinib than carbomide (median 9.1 vs. 5.2 months; HR, 0.61; 95% CI, 0.50–0.74; P < 0.001).\nCONCLUSIONS: Velotinib should be a new standard.",
  );
  expect(s.facts.primaryResult.direction).toBe("favours-intervention");
  expect(s.patientSummary).toContain("One study alone cannot show how well a treatment would work for you.");
});

describe("a protocol's numbers and a body's responses", () => {
  test("a protocol's planned number is called planned, not randomised", () => {
    const s = summaries("Walking before bowel surgery: study protocol for a pilot randomised controlled trial", "METHODS: Twenty adults will be randomised to a walking programme or usual care. The primary outcome is feasibility.\nTRIAL REGISTRATION: ACTRN12617001129370");
    expect(s.clinicianSummary).not.toContain("20 randomised");
    expect(s.clinicianSummary).toContain("Small planned trial (20 planned).");
    expect(s.patientSummary).not.toContain("The study was small");
  });

  test("immune responses are not explained to patients as tumours shrinking", () => {
    const s = summaries(
      "A randomized phase II trial of peptide vaccine with low dose drug C in bile duct cancer",
      "We conducted a randomized phase II study to test whether drug C could improve antigen-specific immune responses of peptide vaccination in 50 patients. Patients were randomly assigned to vaccine with drug C or vaccine alone. T cell responses tended to be greater with drug C. Drug C could help.",
    );
    expect(s.patientSummary).not.toContain("tumours shrank");
  });
});
