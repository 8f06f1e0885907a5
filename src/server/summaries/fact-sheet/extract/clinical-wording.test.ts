import { describe, expect, test } from "bun:test";
import { builtinSummaries } from "../builtin-summaries";
import { extractFactSheet } from "./extract-fact-sheet";

// Invented abstracts, one per quirk a clinician reading the summary beside the abstract would call an error (the writers' share).
const sheet = (title: string, abstract: string) => extractFactSheet({ title, abstract });
const summaries = (title: string, abstract: string) => builtinSummaries({ title, abstract });

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
    const s = summaries(
      "Drug T or observation after surgery for breast cancer: a randomised trial",
      "METHODS: 300 women were randomised to drug T or observation. The primary endpoint was disease-free survival.\nRESULTS: Disease-free survival did not differ (HR 0.95, 95% CI 0.70 to 1.30; P = 0.74).\nCONCLUSIONS: Drug T is not recommended.",
    );
    expect(s.patientSummary).toContain(
      "Not finding a clear difference does not prove that the treatments work the same.",
    );
  });

  test("a second look at a trial says what it cannot prove", () => {
    const s = summaries(
      "Serum marker Q as a prognostic biomarker: an exploratory analysis of the randomised phase III ALPHA trial",
      "BACKGROUND: In the phase III ALPHA trial, drug K improved survival.\nMETHODS: Patients were randomly assigned to drug K (n=210) or placebo (n=205). Serum Q was measured at baseline.\nRESULTS: High serum Q was associated with shorter survival (HR 1.8; 95% CI 1.3 to 2.4; P<0.001).\nCONCLUSIONS: Serum Q is a prognostic marker.",
    );
    expect(s.facts.studyType).toBe("secondary-analysis");
    expect(s.patientSummary).toContain("cannot prove what caused what");
  });
});

describe("a marker study's result", () => {
  const title =
    "Evaluation of serum marker Q as a biomarker in bowel cancer: results from the randomised phase III BETA trial";
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

  test('"better activity and less toxicity" centres on activity, read as the response rate it reports, not toxicity', () => {
    const s = sheet(title, abstract);
    expect(s.primaryEndpoint?.text).toBe("overall response rate");
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
  expect(s.clinicianSummary).toContain("Design: Controlled trial; random allocation not shown.");
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
    const s = summaries(
      "Walking before bowel surgery: study protocol for a pilot randomised controlled trial",
      "METHODS: Twenty adults will be randomised to a walking programme or usual care. The primary outcome is feasibility.\nTRIAL REGISTRATION: ACTRN12617001129370",
    );
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

test("a result sentence that never names the guessed endpoint is not said of the endpoint", () => {
  const s = summaries(
    "MRI of liver metastases: oral contrast M compared with intravenous contrast G",
    "OBJECTIVES: To compare the sensitivity of MRI to detect liver metastases after oral contrast M with that of intravenous contrast G.\nMETHODS: 24 patients were included in this randomised cross-over study.\nRESULTS: Of 40 metastases, 37 were detected after M and 38 after G. The lesion-to-liver signal ratio was significantly higher after M than after G (0.50 and 0.20 respectively, P < 0.0001).\nCONCLUSIONS: M is as sensitive as G.",
  );
  expect(s.patientSummary).not.toMatch(/did better[^.]*on sensitivity/i);
  expect(s.clinicianSummary).toContain("Result (the abstract's sentence may concern another outcome)");
});
