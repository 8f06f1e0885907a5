import { describe, expect, test } from "bun:test";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";
import { builtinSummaries } from "../builtin-summaries";
import { readSource } from "../source/read-source";
import { twoChoices } from "./arms-gate-count";

// Invented: "randomized to A or B and C or D" is a 2 x 2 design; one pair of arms would hide the other choice.
describe("an allocation offering two choices shows no single pair of arms", () => {
  test("two choices in one allocation sentence: no Arms line, the summary says which treatment is unclear", () => {
    const out = builtinSummaries({
      title: "Consolidation in childhood leukaemia: a randomized trial",
      abstract:
        "In all, 900 children were randomized to standard or shorter duration (n = 450 + 450) and standard or reduced intensity (n = 449 + 451) consolidation. Survival was better with reduced intensity (P = 0.02).",
    });
    expect(out.facts.arms).toEqual([]);
    expect(out.clinicianSummary).not.toContain("Arms:");
    expect(out.clinicianSummary).toContain(
      "Not read with confidence from the abstract: which treatment each group got.",
    );
  });
});

describe("looking for two choices takes linear time", () => {
  readsEachInLinearTime({ "endless choices": "randomized to a or b (n = 1) and to c or d and " }, (text) =>
    twoChoices(readSource({ title: "T", abstract: text }).sentences),
  );
});
