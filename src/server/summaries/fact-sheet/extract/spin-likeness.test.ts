import { describe, expect, test } from "bun:test";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";
import { builtinSummaries } from "../builtin-summaries";
import { likenessOnly } from "./conclusion-likeness";

// Invented trial with a null primary result; only its conclusion changes.
const trial = (conclusion: string) =>
  builtinSummaries({
    title: "Short or long course of drug R after surgery for lung cancer: a randomised trial",
    abstract: `Adults after surgery for lung cancer were randomized to a short course of drug R or a long course of drug R. In all, 500 adults were randomized. The primary endpoint was survival at three years. Survival at three years did not differ between the short course and the long course (71% vs 70%; P = 0.62). In conclusion, ${conclusion}`,
  });

describe("a conclusion of likeness after a null result is not spin", () => {
  test('"as safe and effective as": no spin flag, no "more positive" line for patients', () => {
    const out = trial("the short course of drug R is as safe and effective as the long course.");
    expect(out.facts.primaryResult.direction).toBe("no-significant-difference");
    expect(out.facts.flags).not.toContain("spin");
    expect(out.patientSummary).not.toContain("more positive than the main result supports");
  });

  test("a conclusion that ranks one course above the other keeps its spin flag", () => {
    const out = trial("the short course of drug R is better tolerated and should be preferred to the long course.");
    expect(out.facts.flags).toContain("spin");
  });

  test("likeness with a word that ranks is more than likeness", () => {
    expect(likenessOnly("Results with A were indistinguishable from those with B.")).toBe(true);
    expect(likenessOnly("A was similar in survival and improved quality of life.")).toBe(false);
  });
});

describe("linear time", () => {
  readsEachInLinearTime({ "likeness words": "as as as similar a b c as " }, likenessOnly);
});
