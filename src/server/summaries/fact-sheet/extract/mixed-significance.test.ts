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
