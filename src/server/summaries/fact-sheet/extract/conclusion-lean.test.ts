import { describe, expect, test } from "bun:test";
import { builtinSummaries } from "../builtin-summaries";
import { extractFactSheet } from "./extract-fact-sheet";

// Invented abstracts: which way the authors' verdict leans.
const positive = (conclusion: string) =>
  extractFactSheet({
    title: "Regimen A versus regimen B before transplant: a randomised trial",
    abstract: `METHODS: 90 adults were randomly assigned to regimen A or regimen B. RESULTS: Relapse did not differ (P = 0.5). CONCLUSIONS: ${conclusion}`,
  }).conclusion?.positive;

describe("the conclusion's lean", () => {
  test('"associated with lower toxicities" favours the regimen', () => {
    expect(
      positive("Compared with regimen B, regimen A was associated with lower toxicities and comparable activity."),
    ).toBe(true);
  });

  test('"X was improved, but Y was not." is balanced, not a verdict for the intervention', () => {
    expect(positive("Relapse-free survival was improved by regimen A, but overall survival was not.")).toBe(false);
  });

  test('"the data warn against using regimen A" is a verdict against it, whatever else it names', () => {
    expect(
      positive(
        "In our setting, a reduced intensity protocol, the data warn against using regimen A. A higher mortality was found with it.",
      ),
    ).toBe(false);
  });

  test('"increases the response rate but has no significant impact on survival" is balanced, not for regimen A', () => {
    expect(
      positive(
        "Regimen A significantly increases the response rate but has no significant impact on relapse or survival.",
      ),
    ).toBe(false);
  });

  test('"All clinics increased ..." is a verdict on every group, for none of them', () => {
    expect(positive("All clinics increased their screening activities. Clinics may need little support.")).toBe(false);
  });
});

describe("a difference singled out as the only one", () => {
  test('"The only significant difference was X" leaves the main comparison null, and the verifier keeps it', () => {
    const title = "Coaching or a manual for clinic screening programmes: a cluster randomised trial";
    const abstract =
      "METHODS: Thirty clinics were randomly assigned to coaching or a manual. The outcome was the number and kinds of programmes run. RESULTS: The only statistically significant difference between the groups was the number of clinics sending letters (80% vs 50%; p < 0.05). CONCLUSIONS: Clinics need little support.";
    const facts = builtinSummaries({ title, abstract }).facts;
    expect(facts.primaryResult.direction).toBe("no-significant-difference");
  });
});

describe("the conclusion holds the verdict only", () => {
  const conclusionOf = (closing: string) =>
    extractFactSheet({
      title: "Regimen A versus regimen B: a randomised trial",
      abstract: `METHODS: 90 adults were randomly assigned to regimen A or regimen B. RESULTS: Relapse was lower with regimen A (P = 0.01). CONCLUSIONS: ${closing}`,
    }).conclusion?.text;

  test("a registration number closing the verdict's sentence is cut off", () => {
    expect(conclusionOf("Regimen A lowers relapse. Trial Registration Number: IRCT2013000000N1")).toBe(
      "Regimen A lowers relapse.",
    );
  });

  test('"This trial is registered with ..." is not part of the verdict', () => {
    expect(conclusionOf("Regimen A lowers relapse. This trial is registered with a registry as KCT0000001.")).toBe(
      "Regimen A lowers relapse.",
    );
  });
});

describe("the lean of a conclusion with no arms named (a review, a case-control study)", () => {
  const lean = (title: string, abstract: string) => extractFactSheet({ title, abstract }).conclusion?.positive;
  test('"X reduces Y and must be implemented" favours X', () => {
    expect(
      lean(
        "Supervised yoga for fatigue in cancer: a systematic review and meta-analysis",
        "We searched five databases for trials of supervised yoga. Twelve studies were included. Yoga lowered fatigue (SMD -0.4). Thus, supervised yoga reduces fatigue and must be implemented in cancer clinics.",
      ),
    ).toBe(true);
  });
  test('"We report a reduction in X risk among people who ..." favours the exposure', () => {
    expect(
      lean(
        "Aspirin use and stomach cancer: a case-control study",
        "We conducted a case-control study of 500 cases and 1000 controls. Aspirin use was associated with lower risk (OR=0.7; 95% CI 0.5, 0.9). Overall, we report a reduction in stomach cancer risk among people who took aspirin.",
      ),
    ).toBe(true);
  });
  test('"X is an effective prophylactic that prevents Y" and "can lead to favorable outcomes" favour X', () => {
    expect(
      lean(
        "Bladder washes after resection: a cohort study",
        "We studied a cohort of 700 patients given bladder washes or none. Five-year recurrence was 30% and 50% (P<0.001). Thus, bladder washes are an effective prophylactic that prevents recurrence.",
      ),
    ).toBe(true);
    expect(
      lean(
        "Drug Q with surgery for bladder cancer: a systematic review and meta-analysis",
        "We searched three databases. Ten series were pooled. Pooled five-year survival was 70%. Thus, drug Q plus surgery can lead to favorable survival outcomes in selected patients.",
      ),
    ).toBe(true);
  });
});
