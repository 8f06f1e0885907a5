import { describe, expect, test } from "bun:test";
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
});
