import { describe, expect, test } from "bun:test";
import { emptyFactSheet, type FactSheet } from "../../../../shared/fact-sheet";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";
import { directionWords } from "./result-words";

// Invented result sentences of a sheet with no direction drawn (not-applicable).
const sheet = (text: string): FactSheet =>
  emptyFactSheet({
    studyType: "secondary-analysis",
    primaryResult: { direction: "not-applicable", text, evidence: [], effects: [] },
  });

describe("'no between-group comparison' is never said next to a quote that compares groups", () => {
  test("figures set side by side ('40% versus 20%') are said as not read, not as no comparison", () => {
    const words = directionWords(
      sheet("Response was 40% in one cohort versus 20% in the other (P = 0.01)"),
      undefined,
      undefined,
    );
    expect(words).not.toContain("no between-group comparison");
    expect(words).toContain("not read as a comparison");
  });

  test("'no differences among the three groups' is a comparison too", () => {
    const words = directionWords(
      sheet("There were no significant differences in accuracy among the three groups."),
      undefined,
      undefined,
    );
    expect(words).not.toContain("no between-group comparison");
  });

  test("one group's response rate still has no between-group comparison", () => {
    expect(directionWords(sheet("The response rate was 30% (95% CI 20-40%)."), undefined, undefined)).toBe(
      "no between-group comparison",
    );
  });
});

readsEachInLinearTime(
  { "between words": "between the among ", "in comparison words": "in comparison differ " },
  (text) => directionWords(sheet(text), undefined, undefined),
);
