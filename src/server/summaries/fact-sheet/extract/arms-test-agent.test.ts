import { describe, expect, test } from "bun:test";
import { cpuTime } from "../../../../testing/timing";
import { extractFactSheet } from "./extract-fact-sheet";

const arms = (title: string, abstract: string) =>
  extractFactSheet({ title, abstract }).arms.map((a) => [a.role, a.name]);

describe('"X as the test agent" in a placebo-controlled study', () => {
  test("X is the tested arm and placebo its comparator", () => {
    const abstract =
      "METHODS: A randomized placebo controlled pilot study was performed using zinc citrate as the test agent in a cooperative group. RESULTS: Two hundred volunteers were randomized. Adenomas were fewer with zinc (P = 0.04).";
    expect(arms("Bowel Prevention Pilot Study, randomized and placebo controlled: lessons learned", abstract)).toEqual([
      ["intervention", "zinc citrate"],
      ["control", "placebo"],
    ]);
  });

  test("20,000 characters of test-agent phrases take under 100 ms", () => {
    const abstract = `METHODS: placebo ${"using a b c as the test using ".repeat(700)}`.slice(0, 20_000);
    extractFactSheet({ title: "T", abstract: abstract.slice(0, 2000) });
    expect(cpuTime(() => extractFactSheet({ title: "T", abstract }))).toBeLessThan(100);
  });
});
