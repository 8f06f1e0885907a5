import { expect, test } from "bun:test";
import { builtinSummaries } from "../builtin-summaries";

// Invented three-arm trial: the result names one arm better "than" another, with "p less than" after it (round 11, set g).
test('"A was superior to B alone (p less than 0.05)" favours A only, never the arm it beat', () => {
  const out = builtinSummaries({
    title: "Randomized trial of supportive care after bowel surgery",
    abstract:
      "METHODS: Ninety adults were randomly assigned to one of the three supportive care arms: massage with lavender oil, guided breathing, or combined relaxation. RESULTS: In terms of pain, combined relaxation was superior to massage alone (p less than 0.05).",
  });
  const line = out.clinicianSummary.split("\n").find((l) => l.startsWith("Result"));
  expect(line).toContain("favours combined relaxation");
  expect(line).not.toMatch(/favours[^."]*massage/);
});
