import { describe, expect, test } from "bun:test";
import { cpuTime } from "../../../../testing/timing";
import { builtinSummaries } from "../builtin-summaries";
import { extractFactSheet } from "./extract-fact-sheet";

// Invented abstracts: a badge, a harms line or a verdict comes from what a sentence says, not from a word in it.
const TITLE = "Drug K or placebo after surgery: a randomised trial";

describe("badges and lines read the sentence's meaning", () => {
  test('"no significant clinical benefit" is a negative verdict: no spin flag', () => {
    const facts = builtinSummaries({
      title: TITLE,
      abstract:
        "METHODS: 200 adults were randomised to drug K or placebo. RESULTS: Survival did not differ (P = 0.6). CONCLUSIONS: Analyses of all or of evaluable patients agreed. This study indicates that drug K has no significant clinical benefit after surgery.",
    }).facts;
    expect(facts.conclusion?.positive).toBe(false);
    expect(facts.flags).not.toContain("spin");
  });

  test("a sentence announcing that toxicity monitoring is presented is not a harms report", () => {
    const sheet = extractFactSheet({
      title: TITLE,
      abstract:
        "A placebo-controlled trial of drug K was run in 120 adults. Recurrence was lower with drug K than with placebo (P = 0.03). The primary goals of compliance, accrual and toxicity monitoring are presented.",
    });
    expect(sheet.harms).toBeNull();
  });

  // Round 13: harms are read from the results part only; a verdict of safety in the conclusion is the authors' claim.
  test('"X is an effective, safe option" in the conclusion is not shown as harms, nor "may be a safe alternative"', () => {
    const harmsOf = (closing: string) =>
      extractFactSheet({
        title: TITLE,
        abstract: `METHODS: 90 adults were randomised to drug K or placebo. RESULTS: Local control was better with drug K (P = 0.01). CONCLUSIONS: ${closing}`,
      }).harms?.text ?? null;
    expect(harmsOf("Drug K is an effective, safe option after surgery.")).toBeNull();
    expect(harmsOf("Drug K was found to be safe after surgery.")).toBeNull();
    expect(harmsOf("Drug K may be a safe alternative after surgery.")).toBeNull();
  });

  test("rates similar at later screening rounds compare no groups: no null badge", () => {
    const facts = builtinSummaries({
      title: "Yearly scans or usual care: a randomised screening trial",
      abstract:
        "Between 2001 and 2005, 9000 women were randomised to yearly scans or usual care. Detection rates were 0.2% at the first scan, and similar at rescreens. Mortality will be reported later.",
    }).facts;
    expect(facts.primaryResult.direction).not.toBe("no-significant-difference");
    expect(facts.flags).not.toContain("primary-not-met");
  });

  test("with no primary endpoint read, a null comparison of some arms carries no 'not met' badge", () => {
    const out = builtinSummaries({
      title: "Three screening tests or none in villages: a cluster randomised trial",
      abstract:
        "Forty villages were randomised to test A, test B, test C or no screening. Uptake was high in all villages. The rate of lesions found was similar in all tested arms (0.7%, 1.0% and 0.9%) (p = 0.06). Good screening can be run in villages.",
    });
    expect(out.facts.primaryEndpoint).toBeNull();
    expect(out.facts.flags).not.toContain("primary-not-met");
    expect(out.sentences.clinician.map((s) => s.text).join(" ")).not.toContain("Primary endpoint not met");
  });

  test("an exclusion sentence is never quoted as the result", () => {
    const facts = builtinSummaries({
      title: TITLE,
      abstract:
        "In all, 80 of 150 eligible adults agreed to be randomised to drug K or no further treatment. Lymphomas were excluded as were patients with significant second cancers. Local recurrence was seen in 30% of patients; no survival advantage for drug K was demonstrated.",
    }).facts;
    expect(facts.primaryResult.text ?? "").not.toContain("excluded");
    expect(facts.primaryResult.direction).not.toBe("favours-intervention");
  });
});

describe("an observational comparison is named as one", () => {
  test('two periods set "versus" each other are not "no between-group comparison"', () => {
    const clinician = builtinSummaries({
      title: "Gastric cancer surgery in two periods: a retrospective study",
      abstract:
        "We reviewed 400 patients with resected gastric cancer treated from 1980 to 1990 (P1) or 1991 to 2001 (P2). Survival at 5 years was 60% for P2 versus 40% for P1 patients (p < 0.001). Outcomes have improved.",
    }).sentences.clinician.map((s) => s.text);
    const result = clinician.find((line) => line.startsWith("Result"));
    expect(result).toStartWith("Result: not a randomised comparison, so no direction is drawn.");
    expect(result).not.toContain("no between-group comparison");
  });
});

describe("the conclusion of an unstructured abstract is its finding", () => {
  test('"X is effective ..." before "Larger studies are needed" is kept as the verdict', () => {
    const sheet = extractFactSheet({
      title: "Acupressure or sham acupressure for nausea: a randomised trial",
      abstract:
        "Sixty women were randomly assigned to acupressure or sham acupressure. Nausea scores fell more with acupressure than with sham (P = .004). Thus, acupressure is effective in reducing nausea. With sham, no change was noted. Larger studies with longer follow-up are needed.",
    });
    expect(sheet.conclusion?.text).toStartWith("Thus, acupressure is effective in reducing nausea.");
    expect(sheet.conclusion?.positive).toBe(true);
  });

  test("a sentence announcing what is presented is not part of the closing verdict", () => {
    const sheet = extractFactSheet({
      title: "Adjuvant trials in solid tumours: a review",
      abstract:
        "Several adjuvant trials are briefly summarised. Some trials report gains against historical controls. Also, two trials of drug K, both showing trends suggesting slight gains, are presented. Proper care in the design of adjuvant trials is urged.",
    });
    expect(sheet.conclusion?.text ?? "").not.toContain("are presented");
  });

  test("20,000 characters of calls for research and announcements take under 100 ms", () => {
    const abstract = "Larger further studies are presented and similar at all rounds were excluded "
      .repeat(260)
      .slice(0, 20_000);
    expect(cpuTime(() => builtinSummaries({ title: "T", abstract }))).toBeLessThan(100);
  });
});
