import { describe, expect, test } from "bun:test";
import { builtinSummaries } from "./builtin-summaries";

// Invented abstracts, one per quirk found reading summaries of abstracts the rules were not tuned on.
const summaries = (title: string, abstract: string) => builtinSummaries({ title, abstract });

describe("spin needs a claim the result does not back", () => {
  const methods = "METHODS: Thirty adults with liver metastases were randomised to an infusion with or without fish oil.";
  test("an effect described in one group, without a test, is not flagged as spin", () => {
    const s = summaries(
      "Fish oil infusion in liver metastases",
      `${methods}\nRESULTS: The fish oil group showed rising blood levels of omega-3 fats late in the infusion.\nCONCLUSIONS: A fish oil infusion gives a rapid increase of omega-3 fats in blood and could be used to target inflammation.`,
    );
    expect(s.facts.flags).not.toContain("spin");
    expect(s.clinicianSummary).not.toContain("goes beyond the primary result");
  });

  test("a claim of a significant benefit with no test reported is still flagged", () => {
    const s = summaries(
      "Fish oil infusion in liver metastases",
      `${methods}\nRESULTS: Median survival was 20 months with fish oil and 14 months without.\nCONCLUSIONS: Fish oil gave a significant survival benefit.`,
    );
    expect(s.facts.flags).toContain("spin");
  });
});
