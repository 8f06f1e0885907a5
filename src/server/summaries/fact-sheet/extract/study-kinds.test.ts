import { describe, expect, test } from "bun:test";
import { builtinSummaries } from "../builtin-summaries";
import { extractFactSheet } from "./extract-fact-sheet";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";

// Invented abstracts, one per way of writing: the words "randomised" and "phase III" describe the trials studied.
const AUDIT = {
  title: "Drug costs of oncology clinical trials conducted at one regional hospital",
  abstract:
    "BACKGROUND: We performed a retrospective audit of drug costs. METHODS: Records of 210 patients treated on 31 trial protocols (22 phase III, 4 randomised phase II and 5 phase I) were reviewed. RESULTS: The mean saving per patient was £1200.",
};
const SURVEY_OF_TRIALS = {
  title: "How trial teams report accrual",
  abstract:
    "METHODS: We sent a questionnaire to the teams of 64 randomised phase III trials. RESULTS: Forty teams answered; most reported slow accrual.",
};

describe("a study of many trials is not a trial", () => {
  test("an audit of trial protocols is observational, not randomised, with no phase, and the patient is not told of chance groups", () => {
    const out = builtinSummaries(AUDIT);
    expect(out.facts.studyType).toBe("observational");
    expect(out.facts.randomised).toBe(false);
    expect(out.facts.phase).toBeNull();
    expect(out.patientSummary).not.toMatch(/at random|by chance, like|second look at data from an earlier trial/i);
    expect(out.clinicianSummary).not.toMatch(/Secondary analysis|Randomised controlled trial/);
  });

  test("a questionnaire to the teams of many randomised trials is observational", () => {
    const sheet = extractFactSheet(SURVEY_OF_TRIALS);
    expect(sheet.studyType).toBe("observational");
    expect(sheet.randomised).toBe(false);
    expect(sheet.phase).toBeNull();
  });

  test("a review of accrual to many trials, some of them randomised, is neither randomised nor a trial", () => {
    const sheet = extractFactSheet({
      title: "Accrual to oncology trials at a district hospital, 2012-2016",
      abstract:
        "METHODS: We reviewed accrual to 42 phase II and phase III trials, 15 of them randomised. RESULTS: Median accrual was 55% of target.",
    });
    expect(["observational", "other"]).toContain(sheet.studyType);
    expect(sheet.randomised).toBe(false);
    expect(sheet.phase).toBeNull();
  });

  test('"we performed a single-arm meta-analysis" of many groups\' data is a review, not a single-arm trial', () => {
    const sheet = extractFactSheet({
      title: "Influence of drug Q on relapse in children with leukaemia",
      abstract:
        "PURPOSE: To learn whether drug Q prevents relapse. METHODS: We obtained aggregate data on 9,000 children treated by 8 study groups. Using a random effects model, we performed a single-arm meta-analysis to compare relapse in children who did or did not receive drug Q. RESULTS: Relapse was similar (12% v 13%; P = .6). CONCLUSION: Drug Q does not change the risk of relapse.",
    });
    expect(sheet.studyType).toBe("review");
  });

  test("a pooled analysis of two randomised trials stays a secondary analysis", () => {
    const sheet = extractFactSheet({
      title: "Tumour grade and survival: a pooled analysis of two randomised phase III trials",
      abstract:
        "METHODS: Samples from 800 patients of the two randomised trials were graded. RESULTS: High grade predicted death (HR 1.5, 95% CI 1.2-1.9).",
    });
    expect(sheet.studyType).toBe("secondary-analysis");
    const pooled = extractFactSheet({
      title: "Age and survival across 12 randomised trials: a pooled analysis",
      abstract:
        "METHODS: Individual patient data from 12 randomised trials were pooled. RESULTS: Age predicted death (HR 1.4, 95% CI 1.1-1.8).",
    });
    expect(pooled.studyType).toBe("secondary-analysis");
  });
});

describe("an intervention set against controls not formed by chance", () => {
  const MATCHED = {
    title: "Ginger tea for nausea in palliative care: a matched case-control study",
    abstract:
      "METHODS: Twenty palliative patients were given ginger tea daily and compared with 20 untreated matched controls from an earlier study at the same unit. RESULTS: Nausea scores fell more with ginger (difference 2.1; 95% CI 0.8-3.4).",
  };
  test("matched controls from an earlier study make a non-randomised trial, and the patient is told the groups were not formed by chance", () => {
    const out = builtinSummaries(MATCHED);
    expect(out.facts.studyType).toBe("non-randomised-trial");
    expect(out.facts.randomised).toBe(false);
    expect(out.patientSummary).toContain(
      "not formed by chance, so differences between them may come from other things",
    );
    expect(out.patientSummary).not.toContain("did not choose who got which treatment");
  });

  test("historical controls and patients' own choice make non-randomised trials too", () => {
    const historical = extractFactSheet({
      title: "Early feeding after colectomy",
      abstract:
        "METHODS: Forty patients were fed on day one and compared with 40 historical controls. RESULTS: Stay was shorter (p = 0.02).",
    });
    expect(historical.studyType).toBe("non-randomised-trial");
    const chosen = extractFactSheet({
      title: "Yoga or walking during chemotherapy",
      abstract:
        "METHODS: Patients were allocated according to their preference to yoga or walking. RESULTS: Fatigue did not differ (p = 0.4).",
    });
    expect(chosen.studyType).toBe("non-randomised-trial");
  });

  test("groups formed by week of admission, or before and after a change, make non-randomised trials", () => {
    const byWeek = extractFactSheet({
      title: "Exercise during chemotherapy",
      abstract:
        "METHODS: Patients were allocated according to the week of admission to exercise or usual care. RESULTS: Fatigue was lower with exercise (p = 0.02).",
    });
    expect(byWeek.studyType).toBe("non-randomised-trial");
    const beforeAfter = extractFactSheet({
      title: "Nurse-led follow-up",
      abstract:
        "METHODS: Outcomes of 100 patients before and after the introduction of nurse-led follow-up were compared. RESULTS: Satisfaction rose (p = 0.01).",
    });
    expect(beforeAfter.studyType).toBe("non-randomised-trial");
  });

  test("interviews with people taking part in a randomised trial are not that trial", () => {
    const sheet = extractFactSheet({
      title: "Patients' experience of taking part in a randomised trial of drug Q: a qualitative study",
      abstract:
        "METHODS: We interviewed 20 participants of a randomised trial of drug Q. RESULTS: Most valued the extra contact.",
    });
    expect(sheet.studyType).toBe("observational");
    expect(sheet.randomised).toBe(false);
  });

  test("a case-control study whose controls are matched stays observational", () => {
    const sheet = extractFactSheet({
      title: "Hair dye and bladder cancer: a case-control study",
      abstract:
        "METHODS: Cases were 200 men with bladder cancer and 400 matched controls; men who were treated with dye for years were compared. RESULTS: Risk was higher (OR 1.4, 95% CI 1.1-1.9).",
    });
    expect(sheet.studyType).toBe("observational");
  });

  test("a retrospective comparison with matched controls read from records stays observational", () => {
    const sheet = extractFactSheet({
      title: "Statins and recurrence",
      abstract:
        "METHODS: From a registry, 300 patients who were treated with statins were compared with 300 matched controls. RESULTS: Recurrence was lower (HR 0.8, 95% CI 0.7-0.95).",
    });
    expect(sheet.studyType).toBe("observational");
    const cohort = extractFactSheet({
      title: "Surgery or radiotherapy for prostate cancer: a prospective cohort study",
      abstract:
        "METHODS: Patients who chose surgery were compared with those who chose radiotherapy. RESULTS: Continence was better after radiotherapy (p = 0.01).",
    });
    expect(cohort.studyType).toBe("observational");
  });
});

describe("study-kind readers on adversarial text", () => {
  const WORST: Record<string, string> = {
    counted: "12 a b c d 12 a b c d trial ",
    controls: "were given matched, matched, untreated, untreated, controls patients from a ",
    formed: "allocated according to the allocated according to historical historical ",
  };
  readsEachInLinearTime(WORST, (abstract) => extractFactSheet({ title: abstract.slice(0, 2000), abstract }));
});
