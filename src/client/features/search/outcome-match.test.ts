import { describe, expect, test } from "bun:test";
import { outcomesDiffer } from "./outcome-match";
import { cpuTime } from "../../../testing/timing";

describe("paper endpoint against the registered primary outcome", () => {
  test("the same outcome in other words or abbreviated is not flagged", () => {
    expect(outcomesDiffer("overall survival", ["Overall Survival (OS)"])).toBe(false);
    expect(outcomesDiffer("PFS by central review", ["Progression-free survival"])).toBe(false);
    expect(outcomesDiffer("pathological complete response rate", ["Number of participants with pCR"])).toBe(false);
  });

  test("a different outcome is flagged; a missing side says nothing", () => {
    expect(outcomesDiffer("objective response rate", ["Overall survival"])).toBe(true);
    expect(outcomesDiffer("Disease-free survival", ["Overall survival (OS)"])).toBe(true);
    expect(outcomesDiffer("Toxicity of the regimen", ["Grade 3 toxicities"])).toBe(false);
    expect(outcomesDiffer("quality of life", ["Dose-limiting toxicities"])).toBe(true);
    expect(outcomesDiffer(undefined, ["Overall survival"])).toBeUndefined();
    expect(outcomesDiffer("overall survival", [])).toBeUndefined();
  });

  test("20,000 hostile characters are read in linear time", () => {
    for (const text of ["a-".repeat(10_000), "x".repeat(20_000), "os ".repeat(6_667)]) {
      expect(cpuTime(() => outcomesDiffer(text, [text]))).toBeLessThan(100);
    }
  });
});
