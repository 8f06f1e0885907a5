import { describe, expect, test } from "bun:test";
import { spanText } from "../../../../shared/fact-sheet";
import { extractFactSheet } from "./extract-fact-sheet";
import { cpuTime } from "../../../../testing/timing";

describe("radiotherapy schedules as arms", () => {
  test('"A versus B or C" in the title with "either 8Gy single fraction, 20Gy in five fractions or 30Gy in 10 fractions": three arms, A tested', () => {
    const input = {
      title: "8Gy single fraction versus 20Gy in five fractions or 30Gy in 10 fractions for painful rib metastases",
      abstract:
        "METHODS: Ninety patients were allocated to receive either 8Gy single fraction, 20Gy in five fractions or 30Gy in 10 fractions for their pain.\nRESULTS: Pain relief did not differ.",
    };
    const sheet = extractFactSheet(input);
    expect(sheet.arms.map((a) => [a.role, a.name])).toEqual([
      ["intervention", "8Gy single fraction"],
      ["control", "20Gy in five fractions"],
      ["control", "30Gy in 10 fractions"],
    ]);
    for (const a of sheet.arms) expect(spanText(input, a.evidence[0]!)).toBe(a.name);
  });
});

describe("schedule readers on adversarial text", () => {
  const cases: Record<string, [string, string]> = {
    schedules: [
      "a versus 20Gy in 5 fractions or ".repeat(640),
      "allocated to either 8Gy single fraction, 20Gy in ".repeat(410),
    ],
  };
  for (const [name, [title, abstract]] of Object.entries(cases)) {
    test(`20,000 characters of ${name} take under 100 ms`, () => {
      const input = { title: title.slice(0, 20_000), abstract: abstract.slice(0, 20_000) };
      expect(cpuTime(() => extractFactSheet(input))).toBeLessThan(100);
    });
  }
});
