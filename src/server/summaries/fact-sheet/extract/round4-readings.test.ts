import { expect, test } from "bun:test";
import { builtinSummaries } from "../builtin-summaries";
import { extractFactSheet } from "./extract-fact-sheet";
import { plainPopulation } from "../write/plain-population";

// Invented abstracts, one quirk each, from clinicians' readings of abstracts the reader had not been tuned on.
const read = (abstract: string, title = "Drug Z in colon cancer: a randomised trial") =>
  extractFactSheet({ title, abstract });

test("an analysis sentence saying a factor had an 'adverse effect on' survival is not a harms report", () => {
  const s = read(
    "Eighty patients were randomised to drug Z (40) or observation (40). Disease-free survival was 80% with drug Z and 60% with observation (P = 0.01). A multivariate analysis showed that nodal status had a significant adverse effect on disease-free survival (P = 0.02). Drug Z improves disease-free survival.",
  );
  expect(s.harms).toBeNull();
});

test("a conclusion that the treatment reduces side-effects of other treatment is an efficacy claim, not its harms", () => {
  const s = read(
    "Ninety patients were randomised to yoga Z or usual care. Results: Yoga Z improved fatigue scores compared with usual care (P < 0.001). Conclusions: Yoga Z can improve fatigue and reduce specific side-effects of chemotherapy.",
  );
  expect(s.harms).toBeNull();
});

test("a protocol's planned size per arm is doubled for two arms, not read as the total", () => {
  const s = read(
    "Methods: Patients will be randomized to drug Z or placebo. Sample size calculation showed that 120 patients are needed per treatment arm. The primary endpoint is overall survival.",
    "Drug Z versus placebo in colon cancer: protocol of a randomised trial",
  );
  expect(s.participants.randomised).toBe(240);
});

test("a subgroup sentence closing an unlabelled abstract is not the authors' conclusion", () => {
  const s = read(
    "Ninety patients were randomised to pump infusion or bolus injection of drug Z. Median survival was 30 weeks with the pump and 28 weeks with bolus (P = 0.61). Thus, pump infusion of drug Z was as effective as bolus injection. A quality of life assessment in a subgroup of patients showed less anxiety in both groups during therapy.",
  );
  expect(s.conclusion?.text).toContain("as effective as bolus");
});

test("a result within one arm against its own baseline loses to the comparison between the groups", () => {
  const s = read(
    "Results: Sixty women were randomised to drug Z plus chemotherapy or chemotherapy alone. There was a significant increase in marker Q at 6 months compared to baseline in women given drug Z (40.1 vs 57.2, p = 0.007). Marker Q was significantly lower with drug Z than with chemotherapy alone at 36 months (5.8 vs 8.5, p = 0.0006).",
    "Drug Z and marker Q in breast cancer: a randomised trial",
  );
  expect(s.primaryResult.text).toContain("at 36 months");
});

test("a treatment-tolerance sentence is not the primary result of a symptom-relief trial", () => {
  const s = read(
    "Methods: One hundred patients were randomised to 20 Gy in 5 fractions or 16 Gy in 2 fractions. Endpoints were the degree of symptom relief, treatment side effects and overall survival. Results: Treatment tolerance was good and did not differ between the arms. No significant differences between the arms were observed in the degree of relief of all symptoms. Survival was longer with 2 fractions (P = 0.016).",
    "Two radiotherapy schedules for lung cancer: a randomised study",
  );
  expect(s.primaryResult.text).toContain("degree of relief");
});

test("a prognostic-factor sentence is not a between-group result", () => {
  const s = read(
    "Methods: We reviewed 200 patients treated with ablation or resection for liver metastases. Results: Based on multivariate analysis, overall survival correlated with the number of metastases (P < 0.001). Conclusions: Ablation may be an alternative to resection.",
    "Ablation and resection for liver metastases: a comparative analysis",
  );
  expect(s.primaryResult.text ?? "").not.toContain("correlated with");
});

test("a stated primary endpoint measured by a named instrument: the between-group sentence is still its result", () => {
  const s = read(
    "Methods: Eighty women were randomised to weekly or three-weekly drug Z. The primary endpoint was quality of life (QoL). Results: At a median follow-up of 70 months, there was no difference in the Trial Outcome Index scores between treatment groups. Conclusions: Weekly drug Z is well tolerated.",
  );
  expect(s.primaryResult.direction).not.toBe("not-reported");
  expect(s.primaryResult.text).toContain("Trial Outcome Index");
});

test("a conclusion that restates the null primary result is not spin", () => {
  const s = read(
    "Methods: Forty men were randomized to a diet program or to a control group. The primary endpoint was the apoptotic index in the tumour. Results: Men in the diet group lost significantly more weight (p = 0.007). There was no significant difference in apoptotic index between the groups. Conclusions: The diet program resulted in significantly more weight loss than control, with significant reductions in body fat. However, no significant changes were observed in tumour apoptosis.",
    "Diet before prostatectomy: a randomized trial",
  );
  expect(s.primaryResult.direction).toBe("no-significant-difference");
  expect(s.flags).not.toContain("spin");
});

test("a population with a stage range keeps the whole range", () => {
  const s = read(
    "Objective: To evaluate drug Z in patients with non-small cell lung cancer in resectable stages I to IIIA. Methods: In this randomized trial, 300 patients with stage I, II and IIIA NSCLC were assigned to drug Z plus surgery or surgery alone.",
  );
  expect(s.population?.text).not.toMatch(/stage I$/);
  expect(s.population?.text).toMatch(/IIIA/);
});

test("a population of two cancers keeps both", () => {
  const s = read(
    "Objective: To test relaxation in patients with prostate and breast cancer who undergo chemotherapy. Methods: Patients were randomly assigned to relaxation or control.",
    "Relaxation in Breast and Prostate Cancer Patients: A Randomized Trial",
  );
  expect(s.population?.text).toMatch(/prostate and breast cancer/);
});

test("a population named by its stage keeps the stage and the disease", () => {
  const s = read(
    "Ninety untreated patients with pathological stage (PS) IA-IIB Hodgkin's disease were randomised to radiotherapy alone (45) or radiotherapy followed by chemotherapy (45). Relapse-free survival was 70% and 92% (P = 0.002).",
  );
  expect(s.population?.text).toMatch(/Hodgkin's disease/);
});

test("a paired design where only the order of the two tests is randomised is not a randomised comparison of arms", () => {
  const s = read(
    "Methods: 120 women completed both a self-collected swab and a clinician-collected swab at one visit. Participants were randomized to complete either the self- or the clinician-collection first to minimize ordering effects. The primary outcome was the concordance of the two swabs. Results: Concordance was 90% (kappa = 0.8, 95% CI 0.7-0.9).",
    "Self- versus clinician-collected swabs for HPV testing",
  );
  expect(s.studyType).not.toBe("randomised-trial");
});

test("the patient summary of a paired design says everyone had both, not that groups were formed at random", () => {
  const out = builtinSummaries({
    title: "Self- versus clinician-collected swabs for HPV testing",
    abstract:
      "Methods: 120 women completed both a self-collected swab and a clinician-collected swab at one visit. Participants were randomized to complete either the self- or the clinician-collection first to minimize ordering effects. Results: Concordance was 90% (kappa = 0.8, 95% CI 0.7-0.9).",
  });
  expect(out.patientSummary).toContain("Everyone in this study had both");
  expect(out.patientSummary).not.toContain("put into groups at random");
});

test("the patient summary claims no side effects when the only 'adverse' sentence is an analysis of risk factors", () => {
  const out = builtinSummaries({
    title: "Drug Z after radiotherapy: a randomised study",
    abstract:
      "Eighty patients were randomised to drug Z (40) or observation (40). Relapse-free survival was 90% with drug Z and 70% with observation (P = 0.01). A Cox analysis showed that bulky disease had a significant adverse effect on relapse-free survival. Drug Z improves relapse-free survival.",
  });
  expect(out.patientSummary).not.toMatch(/side effects/i);
});

test("a change from baseline that was better in one group is still a comparison of the groups", () => {
  const s = read(
    "Methods: Ninety men were randomised to robotic or open surgery. Results: Urinary function score changes from baseline were better in the robotic group (p < 0.001). In older men, there was no difference in any other score.",
  );
  expect(s.primaryResult.text).toContain("better in the robotic group");
});

test("a cohort's comparison of two treatments is not called 'no between-group comparison' next to the quoted comparison", () => {
  const out = builtinSummaries({
    title: "Ablation and resection for liver metastases: a comparative analysis",
    abstract:
      "Methods: We reviewed 200 patients treated with ablation or resection for liver metastases. Results: Overall survival did not differ between the ablation group and the resection group (P = 0.96). Conclusions: Ablation may be an alternative to resection.",
  });
  expect(out.clinicianSummary).toContain("did not differ between the ablation group");
  expect(out.clinicianSummary).not.toContain("no between-group comparison");
});

test("people described in stage codes are still named by their disease in the patient summary", () => {
  expect(
    plainPopulation("untreated patients with pathological stage (PS) IA-IIB supradiaphragmatic Hodgkin's Disease"),
  ).toBe("people with Hodgkin's disease");
  expect(plainPopulation("patients with stage I (except for T1N0), II and IIIA NSCLC")).toBe(
    "people with non-small cell lung cancer",
  );
});

test("a population defined by a marker is not broadened to its disease", () => {
  expect(plainPopulation("patients with HER2-positive (IHC 3+) stage II–III breast adenocarcinoma")).toBeNull();
  expect(plainPopulation("patients with non-small-cell (stage IIIB–IV, PS 0–1) lung cancer")).toBe(
    "people with lung cancer",
  );
});
