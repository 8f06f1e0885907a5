import { describe, expect, test } from "bun:test";
import { builtinSummaries } from "../builtin-summaries";

// Invented abstracts: words of benefit that are no verdict for the tested treatment, so no spin over a null result.
const trial = (conclusion: string) =>
  builtinSummaries({
    title: "Drug K or placebo for cancer-related fatigue: a randomised trial",
    abstract:
      "METHODS: 120 adults were randomly assigned to drug K or placebo. The primary outcome was fatigue at day 8. " +
      `RESULTS: Fatigue did not differ between drug K and placebo (P = 0.41). CONCLUSIONS: ${conclusion}`,
  }).facts;

describe("benefit words that are not a verdict for the tested treatment", () => {
  test('"unable to support the hypothesis that K would decrease fatigue" is a negative verdict, not spin', () => {
    const facts = trial("This trial was unable to support the hypothesis that drug K would decrease fatigue.");
    expect(facts.conclusion?.positive).toBe(false);
    expect(facts.flags).not.toContain("spin");
    expect(facts.flags).toContain("primary-not-met");
  });

  test('"improvement was found in both groups" favours neither arm: no spin', () => {
    const facts = trial("Adherence to drug K was good. Improvement in mood and anxiety was found in both groups.");
    expect(facts.conclusion?.positive).not.toBe(true);
    expect(facts.flags).not.toContain("spin");
  });

  test('"trials are required to assess whether drug K prolongs survival" asks, not claims', () => {
    const facts = trial(
      "Larger trials are required to assess whether drug K prolongs survival and, if so, by how much.",
    );
    expect(facts.conclusion?.positive).not.toBe(true);
    expect(facts.flags).not.toContain("spin");
  });

  test("a claim of benefit said of the tested drug alone is still spin over a null result", () => {
    const facts = trial("Drug K improved fatigue and should be offered to patients with advanced cancer.");
    expect(facts.conclusion?.positive).toBe(true);
    expect(facts.flags).toContain("spin");
  });

  test('"No advantage was found for a second course; however, drug K improved fatigue" is not a negative verdict', () => {
    const facts = trial("No advantage was found for a second course; however, drug K improved fatigue at day 3.");
    expect(facts.conclusion?.positive).not.toBe(false);
  });
});
