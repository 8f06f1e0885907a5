// Held-out sets l to r, results: which sentence is the primary result, and which way it points.
// One invented record (or phrase) per class of error that blind readers found; each test was written against
// the code before its rule. The abstracts that showed each class are not in the repo.
import { describe, expect, test } from "bun:test";
import { builtinSummaries } from "../builtin-summaries";
import { judgeDirection } from "./direction";

const arms = { intervention: ["zelmoratinib"], control: ["placebo"] };

describe("a harm found more often is never read as a benefit", () => {
  test("'more side effects were observed in patients receiving X' with a p value draws no direction", () => {
    const sentence =
      "More side effects, especially fever and chest pain, were observed in patients receiving zelmoratinib (p less than 0.001).";
    expect(judgeDirection({ sentence, effects: [], nonInferiorityAim: false, endpoint: "", arms })).toBe(
      "not-reported",
    );
    // A benefit the sentence does not place still leans to the tested arm, as trials report it.
    const benefit = "Zelmoratinib significantly improved disease-free survival (P < 0.01).";
    expect(judgeDirection({ sentence: benefit, effects: [], nonInferiorityAim: false, endpoint: "", arms })).toBe(
      "favours-intervention",
    );
  });

  test("a trial whose only tested sentence is a harms report does not tell patients the treatment did better", () => {
    const out = builtinSummaries({
      title: "Adverse effect of intrapleural zelmoratinib after lung cancer surgery",
      abstract:
        "Intrapleural zelmoratinib or placebo was given after surgery to 400 patients with lung cancer in a randomized trial. More side effects, especially fever and chest pain, were observed in patients receiving zelmoratinib (p less than 0.001). Life-threatening complications were not seen.",
    });
    expect(out.facts.primaryResult.direction).not.toBe("favours-intervention");
    expect(out.patientSummary).not.toContain("did better");
  });
});

describe("a difference in change from baseline 'in favor of' one arm compares the arms", () => {
  test("it is a between-group result with its direction, not 'only a change within one group'", () => {
    const out = builtinSummaries({
      title: "Randomized trial of adjuvant drug Q in women with breast cancer",
      abstract:
        "METHODS: Sixty women were randomized to drug Q or observation. The primary endpoint was the change in bone density. RESULTS: There was a significant difference in the mean change in bone density from baseline to 1 year (lumbar spine increased by 4.3%; p=0.01) in favor of the drug Q arm. CONCLUSIONS: Drug Q improved bone density.",
    });
    expect(out.facts.primaryResult.direction).toBe("favours-intervention");
    expect(out.clinicianSummary).not.toContain("only a change within one group");
  });
});

describe("a comparison 'relative to the patients who ...' is said to compare groups", () => {
  test("its quote is never told 'no between-group comparison'", () => {
    const out = builtinSummaries({
      title: "Continuing adjuvant drug Q for one year: a prospective single-centre study",
      abstract:
        "We prospectively recruited 100 patients with gastric cancer who received adjuvant drug Q. Patients who continued drug Q for 1 year had significantly increased rates of disease-free survival (P<0.001) relative to the patients who discontinued it. Continuing drug Q may improve outcomes.",
    });
    expect(out.clinicianSummary).not.toContain("no between-group comparison");
  });
});

describe("a trial that says it achieved its primary endpoint", () => {
  test("a feasibility target met is the result: no 'not met' badge, no spin, no between-arm null in its place", () => {
    const out = builtinSummaries({
      title: "A randomized feasibility trial of educational materials for hiccups in patients with cancer",
      abstract:
        "Purpose: This trial examined the feasibility of such research. Methods: The primary outcome was feasibility. Patients were randomly assigned to one of two sets of educational materials. Results: This trial achieved its primary endpoint of recruiting 20 eligible patients within 5 months; 50 patients were recruited in 3 months. No statistically significant differences between arms were observed in hiccup incidence. Conclusions: Trials for hiccups are feasible.",
    });
    expect(out.facts.flags).not.toContain("primary-not-met");
    expect(out.facts.flags).not.toContain("spin");
    expect(out.facts.primaryResult.text).toContain("achieved its primary endpoint");
    expect(out.clinicianSummary).toContain("primary endpoint met, in the abstract's words");
  });
});

describe("a sentence on the groups' balance at entry is never the result", () => {
  test("'comparable in demographic and clinical predictors' and 'similar with respect to age' are baseline, not a null", async () => {
    const { NOT_RESULT } = await import("./result-sentences");
    expect(
      NOT_RESULT.test(
        "Participants in the active and placebo groups were comparable in demographic and clinical predictors of lymphedema.",
      ),
    ).toBe(true);
    expect(NOT_RESULT.test("The two groups were similar with respect to age, stage and performance status.")).toBe(
      true,
    );
    expect(NOT_RESULT.test("Symptoms were similar in both groups at 12 months (p = 0.4).")).toBe(false);
  });
});

describe("a correlation coefficient marks an association, not an arm's result", () => {
  test("'... associated with lower survival (r2=−0.656, p=0.02)' is about a marker, never the primary result", async () => {
    const { aboutFactors } = await import("./result-asides");
    const sides = { intervention: ["melatonin"], control: ["placebo"] };
    const marker =
      "A great amount of DNA damage marker was observed in the placebo-treated group, and this was associated with lower survival (r2=−0.656, p=0.02).";
    expect(aboutFactors(marker, sides)).toBe(true);
    expect(aboutFactors("Spearman's rho between dose and response was 0.4 (p = 0.03).", sides)).toBe(true);
    expect(aboutFactors("Survival was longer with melatonin than with placebo (p = 0.02).", sides)).toBe(false);
  });
});

describe("an aim is never quoted as the result", () => {
  test("'The present study was undertaken to explore the differences in survival between A and B' asks, it does not find", () => {
    const out = builtinSummaries({
      title: "Relative survival of cancer patients: a comparison between country A and country B",
      abstract:
        "An earlier project revealed that patients in country A had a poorer prognosis than those in country B. The present study was undertaken to further explore the differences in survival between country A and country B. All cancer cases diagnosed during 1958 to 1991 were included. Patients in country A had a markedly lower relative survival. It appears that patients in country A are diagnosed later.",
    });
    expect(out.facts.primaryResult.text ?? "").not.toContain("was undertaken to");
    expect(out.patientSummary).not.toContain("was undertaken to");
  });
});

describe("operative mortality and morbidity are harms of the treatment", () => {
  test("'Operative mortality and morbidity were similar' reads as a harms report; overall mortality does not", async () => {
    const { TOLERANCE } = await import("./result-asides");
    expect(TOLERANCE.test("Operative mortality and morbidity were similar in IORT and no-IORT patients.")).toBe(true);
    expect(TOLERANCE.test("Treatment-related mortality was 2%.")).toBe(true);
    expect(TOLERANCE.test("Mortality at 5 years was lower with drug Q (p = 0.01).")).toBe(false);
  });
});

describe("'P = .017 for noninferiority' is the non-inferiority test met", () => {
  test("a non-inferiority trial whose test is significant is non-inferior, never 'Primary endpoint not met'", () => {
    const out = builtinSummaries({
      title: "Short versus standard radiotherapy after breast-conserving surgery: a randomized controlled trial",
      abstract:
        "METHODS: Patients were randomly assigned to short or standard radiotherapy. The primary endpoint was 5-year local recurrence, and a 5% margin of 5-year local recurrence was used to establish noninferiority. RESULTS: 734 patients were assigned. The 5-year local recurrence was 1.2% with short and 2.0% with standard radiotherapy (hazard ratio, 0.62; 95% CI, 0.20 to 1.88; P = .017 for noninferiority).",
    });
    expect(out.facts.primaryResult.direction).toBe("non-inferior");
    expect(out.facts.flags).not.toContain("primary-not-met");
  });
});

describe("blood counts are better higher", () => {
  test("'a lower nadir of absolute neutrophil count' with drug Q does not favour drug Q", async () => {
    const { outcomeGoodness } = await import("./polarity");
    expect(outcomeGoodness("nadir of absolute neutrophil count")).toBe(1);
    expect(outcomeGoodness("platelet counts")).toBe(1);
    expect(outcomeGoodness("number of deaths")).toBe(-1);
  });
});

describe("a change within both groups beside a null between them", () => {
  test("'deteriorated significantly (p < 0.001) in both groups ... although the difference was not significant' is the null", () => {
    const sentence =
      "During follow-up, the 15D score deteriorated statistically significantly (p < 0.001) in both groups but slightly less in the intervention group although the difference was not significant.";
    expect(
      judgeDirection({
        sentence,
        effects: [],
        nonInferiorityAim: false,
        endpoint: "",
        arms: { intervention: ["peer"], control: ["usual"] },
      }),
    ).toBe("no-significant-difference");
  });
});

describe("set p's classes", () => {
  test("'condition' names a group of either side: 'patients in the acupressure condition experienced less nausea' favours it", () => {
    const out = builtinSummaries({
      title: "Acupressure wrist bands for chemotherapy-induced nausea: a randomized trial",
      abstract:
        "Methods: Patients were randomized to acupressure bands or a no band control condition. Results: Patients in the acupressure condition experienced less nausea on the day of treatment compared to controls (P<0.05).",
    });
    expect(out.facts.primaryResult.direction).toBe("favours-intervention");
  });

  test("'in the total material or the subgroups' is the whole trial, not a subgroup alone", async () => {
    const { SUBGROUP } = await import("./result-asides");
    expect(SUBGROUP.test("There was no significant difference in the total material or the subgroups.")).toBe(false);
    expect(SUBGROUP.test("In the subgroup of women, survival was longer.")).toBe(true);
  });

  test("'a significant difference (p<0.05)' gives no effect of 0.05", async () => {
    const { readEffects } = await import("./effects");
    expect(readEffects("There was a significant statistical difference (p<0.05) in quality of life.")).toEqual([]);
  });

  test("'adds no further volume reduction' is a negative verdict, so no spin over a null", async () => {
    const { leanOf } = await import("./conclusion-lean");
    const context = {
      armWords: ["drainage"],
      controlWords: [],
      sharedWords: [],
      headToHead: null,
      ownComparison: true,
      unmarked: false,
    };
    expect(
      leanOf(["Manual lymphatic drainage adds no further volume reduction in breast cancer patients."], context),
    ).not.toBe(true);
  });
});

describe("the groups' tumours at entry are not the result", () => {
  test("'Tumor size and presence of microvascular invasion were higher in the OLH group' is a baseline difference", async () => {
    const { NOT_RESULT } = await import("./result-sentences");
    expect(
      NOT_RESULT.test(
        "Tumor size and presence of microvascular invasion were higher in the OLH group than the LLH group (P < 0.05).",
      ),
    ).toBe(true);
    expect(NOT_RESULT.test("Operative time was longer in the LLH group (P = 0.005).")).toBe(false);
  });
});
