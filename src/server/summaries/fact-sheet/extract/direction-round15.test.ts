import { describe, expect, test } from "bun:test";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";
import { builtinSummaries } from "../builtin-summaries";
import { changeWithinGroups, comparesStrata } from "./direction-scope";
import { extractFactSheet } from "./extract-fact-sheet";

// Invented abstracts. A winner is named only from a sentence that sets the trial's own arms against each other.
const trial = (results: string, conclusion = "Drug K deserves further study.") =>
  builtinSummaries({
    title: "Drug K or placebo for mouth sores during radiotherapy: a randomised trial",
    abstract: `OBJECTIVE: To assess whether drug K reduces mouth sores during radiotherapy. METHODS: 120 adults were randomly assigned to drug K or placebo. RESULTS: ${results} CONCLUSIONS: ${conclusion}`,
  });

describe('"more than 2" is a threshold, not the other arm', () => {
  const out = trial(
    "From the third week, the mean grade of mucositis was more than 2 in the placebo group but in the drug K group it was less than 2 (P<0.001).",
    "Drug K is effective and safe for preventing mouth sores.",
  );

  test("the fewer sores of drug K favour drug K, and no spin is flagged beside the positive conclusion", () => {
    expect(out.facts.primaryResult.direction).toBe("favours-intervention");
    expect(out.facts.flags).not.toContain("spin");
    expect(out.patientSummary).not.toContain("placebo did better");
  });

  test('"higher than with placebo" still sets drug K against placebo', () => {
    const other = trial("Pain from mouth sores was higher with placebo than with drug K (P = 0.002).");
    expect(other.facts.primaryResult.direction).toBe("favours-intervention");
  });
});

describe("a change from baseline inside the groups names no winner", () => {
  test('"a significant reduction over baseline … in both groups": no badge, no "clear difference" for the patient', () => {
    const out = trial(
      "After treatment, there was a statistically significant reduction over baseline for mouth sores in both groups (P<0.01).",
    );
    expect(out.facts.primaryResult.direction).toBe("not-reported");
    expect(out.clinicianSummary).not.toContain("favours");
    expect(out.patientSummary).not.toContain("found a clear difference");
  });

  test("a change from baseline set against the other arm keeps its winner", () => {
    const out = trial(
      "The reduction in mouth sores from baseline was greater with drug K than with placebo (P = 0.01).",
    );
    expect(out.facts.primaryResult.direction).toBe("favours-intervention");
  });

  test("the cue reads only within-group wording", () => {
    expect(changeWithinGroups("Scores fell from baseline in each arm (P<0.05).")).toBe(true);
    expect(changeWithinGroups("Scores fell more from baseline in the drug K arm than in the placebo arm.")).toBe(false);
  });
});

describe("age bands set against each other are not the arms' result", () => {
  test("a p value between the younger and the older patients names no winning arm", () => {
    const out = trial("The mean fall in sore grade was 1.6 in patients ≤60 years and 0.7 in those >60 years (p=0.02).");
    expect(out.facts.primaryResult.direction).not.toStartWith("favours");
    expect(out.patientSummary).not.toContain("found a clear difference");
  });

  test("one age band beside a named arm is read as usual", () => {
    expect(comparesStrata("Sores fell more with drug K than placebo in adults over 18 years (P=0.01).", [])).toBe(true);
    expect(
      comparesStrata("Sores fell more with drug K than placebo in adults over 18 years (P=0.01).", [
        { name: "drug K", role: "intervention", evidence: [] },
        { name: "placebo", role: "control", evidence: [] },
      ]),
    ).toBe(false);
  });
});

describe("the shown endpoint's own null is the primary result, not another outcome's win", () => {
  const abstract =
    "BACKGROUND: The value of close follow-up after bowel cancer surgery is unproven. The purpose was to determine whether overall survival is improved by close follow-up. METHODS: 400 adults were randomised to close follow-up or no planned follow-up. RESULTS: More relapses were found early with close follow-up and more patients had repeat surgery (P = 0.01). However, no improvement in overall survival resulted. CONCLUSION: Close follow-up finds relapses sooner, but any major improvement in survival from it is unlikely.";
  const out = builtinSummaries({ title: "Close follow-up after bowel cancer surgery", abstract });

  test("the result is the survival null, not the repeat-surgery win", () => {
    expect(out.facts.primaryResult.direction).toBe("no-significant-difference");
    expect(out.facts.primaryResult.text).toContain("no improvement in overall survival");
    expect(out.patientSummary).not.toContain("found a clear difference");
  });

  test('a conclusion that calls an improvement "unlikely" restates the null: no spin flag', () => {
    expect(out.facts.flags).not.toContain("spin");
  });

  test("with the win on the endpoint itself, the win stands", () => {
    const won = builtinSummaries({
      title: "Close follow-up after bowel cancer surgery",
      abstract: abstract.replace(
        "More relapses were found early with close follow-up and more patients had repeat surgery (P = 0.01). However, no improvement in overall survival resulted.",
        "Overall survival was longer with close follow-up than with no planned follow-up (P = 0.01).",
      ),
    });
    expect(won.facts.primaryResult.direction).toBe("favours-intervention");
  });
});

describe("a three-arm trial: the control is not said to beat both other arms on one arm's sentence", () => {
  const out = builtinSummaries({
    title: "Drug A, drug B or standard care for leukaemia: a randomised trial",
    abstract:
      "METHODS: 300 adults were randomly assigned to drug A, drug B or standard care (the control). RESULTS: Compared to standard care and drug B, drug A gave lower remission rates (40% vs 62% and 64%; P < .001 for each). CONCLUSIONS: Drug A should not be used.",
  });

  test('no "favours the control" badge, and the patient is not told the control did better than both', () => {
    expect(out.facts.primaryResult.direction).not.toBe("favours-control");
    expect(out.clinicianSummary).not.toContain("favours the control");
    expect(out.patientSummary).not.toContain("did better than");
  });
});

describe("the literature's result is not the trial's", () => {
  test("a review of other studies quoted in the results gives no direction and is not the result", () => {
    const out = trial(
      "Sores healed in 30 of 60 with drug K and 28 of 60 with placebo. A review of the comparable literature reveals no significant improvement in healing with any mouthwash.",
    );
    expect(out.facts.primaryResult.text ?? "").not.toContain("literature");
    expect(out.clinicianSummary).not.toContain("literature reveals");
    expect(out.facts.primaryResult.direction).not.toBe("no-significant-difference");
  });
});

describe("reading time", () => {
  readsEachInLinearTime(
    {
      "baselines and bands": "from baseline in both groups ≤50 years and >50 years over 70 y ",
      "thresholds after comparatives": "more than 2 in the placebo group less than 3 higher than 4 ",
      "nulls of the endpoint": "no improvement in overall survival similar survival not different before and after ",
      "many short null sentences": "Overall survival was similar. ",
    },
    (text) =>
      extractFactSheet({
        title: "Drug K or placebo",
        abstract: `The aim was to assess overall survival. 90 adults were randomised to drug K or placebo. RESULTS: Survival was better with drug K (P=0.01). ${text}`,
      }),
  );
});
