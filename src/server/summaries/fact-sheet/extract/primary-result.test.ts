import { describe, expect, test } from "bun:test";
import { spanText } from "../../../../shared/fact-sheet";
import { extractFactSheet } from "./extract-fact-sheet";
import { ABSTRACTS } from "../../../../testing/fixtures/fact-sheet/abstracts";

describe("primary endpoint and result", () => {
  test("a hazard ratio below 1 whose interval excludes 1 favours the intervention", () => {
    const sheet = extractFactSheet(ABSTRACTS.hazardBelowOne);
    expect(sheet.primaryEndpoint).toMatchObject({ text: "overall survival", stated: true });
    expect(sheet.primaryResult.direction).toBe("favours-intervention");
    expect(sheet.primaryResult.effects[0]).toEqual({ measure: "HR", value: "0.76", ci: "0.62–0.93", p: "p = 0.007" });
    expect(spanText(ABSTRACTS.hazardBelowOne, sheet.primaryResult.evidence[0]!)).toStartWith(
      "Overall survival was longer",
    );
    expect(sheet.harms?.text).toStartWith("Grade 3 or worse neutropenia");
    expect(sheet.flags).not.toContain("spin");
  });

  test("p = 0.12 with a positive conclusion is no significant difference, flagged as spin and primary not met", () => {
    const sheet = extractFactSheet(ABSTRACTS.spin);
    expect(sheet.primaryResult.direction).toBe("no-significant-difference");
    expect(sheet.conclusion?.positive).toBe(true);
    expect(sheet.flags).toEqual(expect.arrayContaining(["spin", "primary-not-met"]));
  });

  test("non-inferiority shown within a stated margin", () => {
    const sheet = extractFactSheet(ABSTRACTS.nonInferior);
    expect(sheet.primaryResult.direction).toBe("non-inferior");
    expect(sheet.flags).not.toContain("primary-not-met");
  });

  test('"non-inferior" without a stated aim or margin is judged by its statistics', () => {
    const text = {
      title: "T",
      abstract:
        "METHODS: Patients were randomised to A or B. The primary endpoint was response.\nRESULTS: Response was 40% vs 38% (p = 0.70); A was non-inferior.",
    };
    expect(extractFactSheet(text).primaryResult.direction).toBe("no-significant-difference");
  });

  test("an odds ratio below 1 for a harm (nausea) favours the intervention", () => {
    expect(extractFactSheet(ABSTRACTS.receiveAOrB).primaryResult.direction).toBe("favours-intervention");
  });

  test("a hazard ratio above 1 with an interval excluding 1 favours the control", () => {
    const text = {
      title: "T",
      abstract:
        "METHODS: Patients were randomised to drug A or observation. The primary endpoint was overall survival.\nRESULTS: Overall survival was shorter with drug A (HR 1.40; 95% CI 1.10 to 1.79).",
    };
    expect(extractFactSheet(text).primaryResult.direction).toBe("favours-control");
  });

  test("a baseline comparison or a significance threshold is not the primary result", () => {
    const text = {
      title: "T",
      abstract:
        "METHODS: Patients were randomised to A or B. A P<0.05 was considered significant. The primary endpoint was pain.\nRESULTS: Baseline characteristics were balanced (p = 0.4). Pain scores did not differ between groups (p = 0.31).",
    };
    const sheet = extractFactSheet(text);
    expect(sheet.primaryResult.text).toBe("Pain scores did not differ between groups (p = 0.31).");
    expect(sheet.primaryResult.direction).toBe("no-significant-difference");
  });

  test("a clause about the groups at baseline does not decide the result", () => {
    const text = {
      title: "T",
      abstract:
        "METHODS: Women were randomised to a class or a leaflet.\nRESULTS: While knowledge scores were not significantly different before the intervention, the class group showed significantly higher scores afterwards (p < 0.001).",
    };
    expect(extractFactSheet(text).primaryResult.direction).toBe("favours-intervention");
  });

  test('"no evidence that survival was influenced by treatment" is no significant difference', () => {
    const text = {
      title: "T",
      abstract:
        "METHODS: Patients were randomised to drug K or no further treatment.\nRESULTS: At a median follow-up of 7 years, there was no evidence that overall survival was influenced by treatment.",
    };
    expect(extractFactSheet(text).primaryResult.direction).toBe("no-significant-difference");
  });

  test('"or" in a result sentence is not an odds ratio', () => {
    const text = {
      title: "T",
      abstract:
        "METHODS: Patients were randomised to surgery plus drug P or surgery alone. The primary endpoint was recurrence.\nRESULTS: Recurrence or metastasis occurred in 24 of 82 and 37 of 81 patients. The difference in recurrence was statistically significant (p = 0.03).",
    };
    const sheet = extractFactSheet(text);
    expect(sheet.primaryResult.effects).toEqual([]);
    expect(sheet.primaryResult.direction).toBe("favours-intervention");
    expect(sheet.primaryResult.text).toBe("The difference in recurrence was statistically significant (p = 0.03).");
  });

  test('"tended to be greater" is not significant; a conclusion that leans on it after "although" is spin', () => {
    const text = {
      title: "A randomised trial of vaccine V with or without drug C",
      abstract:
        "METHODS: We conducted a randomized study to test whether drug C could improve immune responses to vaccine V. Patients were randomly assigned to vaccine V with drug C or vaccine V alone.\nRESULTS: Immune responses in the drug C arm tended to be greater than those in the vaccine V alone arm.\nCONCLUSIONS: Although the difference was small, drug C could provide clinical benefits.",
    };
    const sheet = extractFactSheet(text);
    expect(sheet.primaryResult.direction).toBe("no-significant-difference");
    expect(sheet.conclusion?.positive).toBe(true);
    expect(sheet.flags).toContain("spin");
  });
});

describe("conclusion", () => {
  const conclusion = (abstract: string, title = "T") => extractFactSheet({ title, abstract }).conclusion;

  test("reassurance about harm is not a negative verdict", () => {
    expect(
      conclusion(
        "METHODS: Patients were randomised to honey or saline.\nRESULTS: Mucositis was less frequent with honey (p < 0.001).\nCONCLUSIONS: Honey reduced mucositis and did not affect tumour response.",
      )?.positive,
    ).toBe(true);
  });

  test('"did not improve" is negative', () => {
    expect(
      conclusion(
        "METHODS: Patients were randomised to drug A or placebo.\nRESULTS: Survival did not differ (p = 0.6).\nCONCLUSIONS: Drug A did not improve survival.",
      )?.positive,
    ).toBe(false);
  });

  test("a biomarker analysis's praise of its marker does not favour a treatment", () => {
    const text =
      "METHODS: We measured marker Z in tumour samples from patients randomised to drug W or placebo.\nRESULTS: High Z predicted shorter survival (HR 1.9; 95% CI 1.3 to 2.8).\nCONCLUSIONS: Marker Z is a promising prognostic marker.";
    // No tested treatment is favoured or judged: the lean is left unsaid rather than read as against one.
    expect(conclusion(text, "Marker Z and benefit from drug W: an exploratory analysis")?.positive).toBeNull();
  });
});

describe("non-inferiority", () => {
  const direction = (result: string) =>
    extractFactSheet({
      title: "T",
      abstract: `METHODS: In this non-inferiority trial, patients were randomised to short or long radiotherapy; the non-inferiority margin was a hazard ratio of 1.33. The primary endpoint was local control.\nRESULTS: ${result}`,
    }).primaryResult.direction;

  test("an interval below the margin is non-inferior; one that crosses it is not", () => {
    expect(
      direction("Local control was similar (HR 1.05, 95% CI 0.85 to 1.25), below the non-inferiority margin."),
    ).toBe("non-inferior");
    expect(
      direction("Local control was similar (HR 1.10, 95% CI 0.90 to 1.40), which crossed the non-inferiority margin."),
    ).toBe("no-significant-difference");
  });
});

describe("choosing the primary result sentence", () => {
  test("the whole trial's comparison beats a subgroup's, and a recommendation is not a result", () => {
    const sheet = extractFactSheet({
      title: "T",
      abstract:
        "METHODS: Patients were randomised to drug A or drug B. We assessed quality of life.\nRESULTS: There was no statistically significant difference in quality of life between treatments. Patients with pain at baseline had significantly better symptom scores with drug A (p = 0.01). Future studies should include significant numbers of older patients.\nCONCLUSIONS: Drug A did not improve quality of life.",
    });
    expect(sheet.primaryResult.text).toStartWith("There was no statistically significant difference");
    expect(sheet.primaryResult.direction).toBe("no-significant-difference");
  });
});
