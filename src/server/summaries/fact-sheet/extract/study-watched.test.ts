import { describe, expect, test } from "bun:test";
import { builtinSummaries } from "../builtin-summaries";
import { extractFactSheet } from "./extract-fact-sheet";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";

// Invented abstracts, one per way a watched (not allocated) study is written.
const NO_TRIAL_YET = {
  title: "Adjuvant radiotherapy after gastrectomy",
  abstract:
    "No prospective randomized trial has evaluated adjuvant radiotherapy in resected gastric cancer. Using propensity score matching, we designed a population-based cohort study from a national registry. Hazard ratios of death for radiotherapy were 0.61 (95% CI 0.50-0.74).",
};

describe("words about other studies never set this study's design", () => {
  test("'no randomized trial has evaluated' leaves a registry cohort observational, and patients are not told of chance", () => {
    const out = builtinSummaries(NO_TRIAL_YET);
    expect(out.facts.studyType).toBe("observational");
    expect(out.facts.randomised).toBe(false);
    expect(out.clinicianSummary).not.toMatch(/Randomised controlled trial/);
    expect(out.patientSummary).not.toMatch(/at random|chosen by chance/i);
  });

  test("a head-to-head cohort names the treatments it set side by side", () => {
    const sheet = extractFactSheet({
      title: "Adjuvant treatments after gastrectomy",
      abstract:
        "To determine the effects of adjuvant treatments, we designed a head-to-head cohort study from a national registry. Patients received adjuvant chemoradiotherapy or adjuvant chemotherapy alone. Hazard ratios of death for chemoradiotherapy were 0.61 (95% CI 0.50-0.74).",
    });
    expect(sheet.studyType).toBe("observational");
    expect(sheet.arms.length).toBeGreaterThanOrEqual(2);
  });

  test("a lack of randomised data in the background does not make a single study randomised", () => {
    const sheet = extractFactSheet({
      title: "Surgery for liver metastases in older people",
      abstract:
        "There is a lack of randomised evidence for surgery in older people. A cohort of 210 patients treated by surgery or chemotherapy was followed. Survival was longer after surgery (p = 0.02).",
    });
    expect(sheet.randomised).toBe(false);
    expect(sheet.studyType).toBe("observational");
  });

  test("'only one randomised trial' and 'never tested in a randomized trial' speak of other studies", () => {
    for (const background of [
      "Only one randomized trial has compared surgery with radiotherapy in older men.",
      "Surgery has never been tested in a randomized trial in older men.",
    ]) {
      const sheet = extractFactSheet({
        title: "Surgery or radiotherapy for prostate cancer in older men",
        abstract: `${background} We reviewed the records of 300 men treated at our hospital. Survival was similar (p = 0.4).`,
      });
      expect(sheet.randomised).toBe(false);
      expect(sheet.studyType).not.toBe("randomised-trial");
    }
  });

  test("a cohort of counted patients comparing treatments nobody allocated is observational", () => {
    const sheet = extractFactSheet({
      title: "Instillation A or instillation B after resection of bladder tumours?",
      abstract:
        "A cohort of 412 patients made up the study group. Recurrence rates of the A and B groups were 30% and 33% (P = 0.4).",
    });
    expect(sheet.studyType).toBe("observational");
  });

  test("a test's accuracy read by ROC curves is observational, not 'other'", () => {
    const sheet = extractFactSheet({
      title: "Serum marker X against marker Y for detecting ovarian cancer",
      abstract:
        "The diagnostic utility of X and Y was compared by receiver operating characteristic analysis in 300 women. The area under the curve was 0.81 for X and 0.74 for Y (p = 0.03).",
    });
    expect(sheet.studyType).toBe("observational");
  });

  test("a randomised trial's own allocation still wins over a background denial of earlier trials", () => {
    const sheet = extractFactSheet({
      title: "Drug A versus drug B in anal cancer",
      abstract:
        "No randomized trial has compared A with B. METHODS: We randomly assigned 120 patients to A or B. RESULTS: Response was 40% and 20% (P = 0.01).",
    });
    expect(sheet.studyType).toBe("randomised-trial");
    expect(sheet.randomised).toBe(true);
  });
});

describe("watched-study readers on adversarial text", () => {
  const WORST: Record<string, string> = {
    negated: "no a b randomized c d no lack of absence of randomized ",
    cohort: "a cohort of the cohort comprised area under the receiver ",
  };
  readsEachInLinearTime(WORST, (abstract) => extractFactSheet({ title: abstract.slice(0, 2000), abstract }));
});
