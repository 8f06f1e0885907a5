// One sentence, several outcomes: a significant first outcome and a trend on a later one (held-out set r).
// Invented records; each test was written against the code before its rule.
import { describe, expect, test } from "bun:test";
import { builtinSummaries } from "../builtin-summaries";
import { judgeDirection } from "./direction";
import { readEffects } from "./effects";

const arms = { intervention: ["short-course drug Q"], control: ["continuous drug Q"] };
const sentence =
  "Short-course drug Q resulted in a significantly worse response (P = 0.03 by Mann-Whitney test), and a trend toward shorter survival (relative risk, 1.2; confidence interval, 0.97 to 1.5).";

describe("the first outcome a sentence reports is read first, whatever form its test takes", () => {
  test("a significant p value before a non-significant estimate is not read as the null", () => {
    const direction = judgeDirection({
      sentence,
      effects: readEffects(sentence),
      nonInferiorityAim: false,
      endpoint: "",
      arms,
    });
    expect(direction).not.toBe("no-significant-difference");
    // The estimate first, then a significant p value: the estimate's outcome comes first.
    const reversed =
      "There was a trend toward shorter survival (relative risk, 1.2; confidence interval, 0.97 to 1.5) and a significantly worse response (P = 0.03).";
    expect(
      judgeDirection({
        sentence: reversed,
        effects: readEffects(reversed),
        nonInferiorityAim: false,
        endpoint: "",
        arms,
      }),
    ).toBe("no-significant-difference");
  });

  test("the fact sheet does not show a non-significant estimate beside a difference found", () => {
    const out = builtinSummaries({
      title: "A comparison of short-course and continuous drug Q in advanced breast cancer",
      abstract: `We conducted a randomized trial in 200 women comparing short-course drug Q with continuous drug Q. ${sentence} We conclude that continuous drug Q is better.`,
    });
    const { direction, effects } = out.facts.primaryResult;
    expect(direction).not.toBe("no-significant-difference");
    if (direction !== "not-reported")
      expect(effects.some((e) => e.ci?.includes("0.97") || e.value === "1.2")).toBe(false);
    expect(out.clinicianSummary).not.toContain("no significant difference");
    expect(out.patientSummary).not.toContain("did not find a clear difference");
  });
});

describe("a result 'consistent across all subgroups' is the whole trial's", () => {
  test("it is the result, not passed over for a harms sentence", () => {
    const out = builtinSummaries({
      title: "Randomized trial of low- versus high-dose drug Q in advanced breast cancer",
      abstract:
        "In a randomized trial, 200 women with advanced breast cancer were allocated to low-dose or high-dose drug Q. The response rate was significantly higher (P = 0.004) for patients receiving high-dose drug Q (33%) as compared to the women receiving low-dose drug Q (15%) and was consistent across all prognostic subgroups. The 2 doses did not influence survival. Toxicity was similar in both regimens.",
    });
    expect(out.facts.primaryResult.text).toContain("response rate was significantly higher");
    expect(out.facts.primaryResult.direction).not.toBe("no-significant-difference");
  });
});

describe("a negative bound keeps its minus sign", () => {
  test("'95% CI −0.3 to 2.9' (Unicode minus or dash) spans zero: no significance, and shown with its sign", async () => {
    const { effectSignificance } = await import("./effects");
    for (const text of [
      "[difference 1.3% 95% confidence interval (CI) −0.3 to 2.9]",
      "difference 1.3% (95% CI –0.3 to 2.9)",
    ]) {
      const [effect] = readEffects(text);
      expect(effect?.lower).toBe(-0.3);
      expect(effectSignificance(effect!)).toBe("not-significant");
      expect(effect?.ci).toMatch(/^[−–]0\.3 to 2\.9$/);
    }
    const [both] = readEffects("mean difference −2.5 (95% CI −4.1 to −0.9)");
    expect([both?.number, both?.lower, both?.upper]).toEqual([-2.5, -4.1, -0.9]);
    // A plain range is still a range.
    expect(readEffects("HR 0.72 (95% CI 0.60–0.86)")[0]?.ci).toBe("0.60–0.86");
  });
});
