import { describe, expect, test } from "bun:test";
import { locateQuote } from "../locate-quote";
import { verifyFactSheet } from "../verify";
import { goodSheet, SOURCE, withSentence } from "../../../../testing/fixtures/fact-sheet/verify-trial";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";
import { builtinSummaries } from "../builtin-summaries";
import { withheldDirection } from "./direction-gate";

// Invented abstracts. A direction stands only on a sentence that compares the arms with a clear test.
const trial = (results: string) =>
  builtinSummaries({
    title: "Drug K or placebo for advanced gastric cancer: a randomised trial",
    abstract: `METHODS: 160 adults were randomly assigned to drug K or placebo. The primary endpoint was overall survival. RESULTS: ${results} CONCLUSIONS: Drug K deserves further study.`,
  });

describe("a p value exactly on the threshold sets no direction", () => {
  test('"(P = 0.05)" alone: no "no difference" badge, no "not met", and the reason said', () => {
    const out = trial("Median overall survival was 9.1 months with drug K and 7.0 months with placebo (P = 0.05).");
    expect(out.facts.primaryResult.direction).toBe("not-reported");
    expect(out.facts.flags).not.toContain("primary-not-met");
    expect(out.clinicianSummary).toContain("p exactly 0.05");
  });

  test("the same sentence with P = 0.04 keeps its direction: the gate is about the threshold alone", () => {
    const out = trial("Median overall survival was 9.1 months with drug K and 7.0 months with placebo (P = 0.04).");
    expect(out.facts.primaryResult.direction).toBe("favours-intervention");
  });
});

describe("a sentence about factors is not the arms' comparison", () => {
  test("a multivariate model of factors sets no direction, and the arms' own comparison is read instead", () => {
    const out = trial(
      "In multivariate analysis, good performance status and younger age were associated with longer survival (HR 0.6; 95% CI 0.4-0.8). Overall survival did not differ between drug K and placebo (P = 0.62).",
    );
    expect(out.facts.primaryResult.text).toContain("did not differ between drug K and placebo");
    expect(out.facts.primaryResult.direction).toBe("no-significant-difference");
  });

  test("a factor that failed to affect the results is not a null result of the trial", () => {
    const out = trial("Receptor status failed to significantly affect the results.");
    expect(out.facts.primaryResult.direction).not.toBe("no-significant-difference");
    expect(out.facts.flags).not.toContain("primary-not-met");
  });

  test("whoever wrote the sheet, a direction quoting a factor model is dropped by the verifier", () => {
    const sentence = SOURCE.abstract.match(/Median progression-free survival[^)]*\)\./)![0];
    const quote = "In a multivariate model, good performance status was associated with longer survival (P < 0.01).";
    const source = withSentence(sentence, quote);
    const sheet = goodSheet(source);
    sheet.primaryResult = {
      direction: "favours-intervention",
      text: null,
      evidence: [locateQuote(quote, source)!],
      effects: [],
    };
    const result = verifyFactSheet(sheet, source);
    expect(result.sheet.primaryResult.direction).toBe("not-reported");
    expect(result.reasons.join(" ")).toContain("about factors");
  });
});

describe("when no result is read, the summaries say so of themselves, not of the abstract", () => {
  test("a result worded in a way the reader misses is never called absent from the abstract", () => {
    const out = builtinSummaries({
      title: "Drug K or placebo for advanced gastric cancer: a randomised trial",
      abstract:
        "METHODS: 160 adults were randomly assigned to drug K or placebo. The primary endpoint was overall survival. CONCLUSIONS: Drug K deserves further study.",
    });
    expect(out.facts.primaryResult.text).toBeNull();
    expect(out.clinicianSummary).toContain("Result: no primary comparison identified (see the abstract).");
    expect(out.clinicianSummary).not.toContain("the abstract reports no");
    expect(out.patientSummary).toContain(
      "Our automatic reading could not tell which group did better; the abstract itself may say.",
    );
    expect(out.patientSummary).not.toContain("The abstract does not give a clear answer");
  });
});

describe("a quoted result without a test", () => {
  test("is said to have no test itself, never that the abstract reports none", () => {
    const out = trial("Overall survival was longer with drug K than with placebo.");
    expect(out.facts.primaryResult.direction).toBe("not-reported");
    expect(out.clinicianSummary).toContain(
      "Result: the quoted sentence gives no p value or interval, so no direction is drawn. Reported as:",
    );
    expect(out.clinicianSummary).not.toContain("no between-group test reported");
  });
});

describe("a study of a design not named", () => {
  test("is said to have no between-group comparison identified, not to have none", () => {
    const out = builtinSummaries({
      title: "Drug K at two intervals for nausea",
      abstract:
        "Forty adults took drug K every 4 hours (arm A) or every 24 hours (arm B) in a crossover fashion. Complete protection from vomiting was 70% in arm A and 75% in arm B (P = 0.40). Adverse events were mild.",
    });
    expect(out.facts.studyType).toBe("other");
    expect(out.clinicianSummary).toContain("Result: no between-group comparison identified.");
    expect(out.clinicianSummary).not.toMatch(/no between-group comparison(?! identified)/);
  });
});

describe("the gate stays linear", () => {
  readsEachInLinearTime(
    {
      "p values on the threshold": "(P = 0.05) P=.05 p ≤ 0.05 ",
      "factor words": "multivariate associated predictors factors affect the results ",
      "denied significance": "not significantly no statistically significant ",
    },
    (text) => withheldDirection("favours-intervention", text, { intervention: ["drug"], control: ["placebo"] }),
  );
});
