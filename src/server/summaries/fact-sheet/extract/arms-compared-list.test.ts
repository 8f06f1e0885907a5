import { describe, expect, test } from "bun:test";
import { spanText } from "../../../../shared/fact-sheet";
import { extractFactSheet } from "./extract-fact-sheet";
import { cpuTime } from "../../../../testing/timing";

const arms = (abstract: string) => extractFactSheet({ title: "T", abstract }).arms.map((a) => [a.role, a.name]);

describe('"compare the effectiveness of A, B and C in ..., as compared with D"', () => {
  test("each listed arm is tested, the comparator after 'compared with' is the control, each quoted", () => {
    const input = {
      title: "T",
      abstract:
        "OBJECTIVE: To compare the effectiveness of peer coaching, group yoga and a combination of the two in reducing fatigue in adults after chemotherapy, as compared with usual care (UC). 300 adults were randomly assigned to one of the four groups.",
    };
    const sheet = extractFactSheet(input);
    expect(sheet.arms.map((a) => [a.role, a.name])).toEqual([
      ["intervention", "peer coaching"],
      ["intervention", "group yoga"],
      ["intervention", "combination of the two"],
      ["control", "usual care"],
    ]);
    for (const a of sheet.arms) expect(spanText(input, a.evidence[0]!)).toContain(a.name);
  });

  test("a list of measures, not treatments, names no arms from it", () => {
    expect(
      arms(
        "OBJECTIVE: To compare the effects of fatigue, pain and mood in adults, as compared with healthy adults.",
      ).map((a) => a[1]),
    ).not.toContain("pain");
  });

  test("20,000 characters of list items read in under 100 ms", () => {
    const abstract = `OBJECTIVE: To compare the effectiveness of ${"coaching, ".repeat(2000)}in adults, as compared with care.`;
    expect(cpuTime(() => extractFactSheet({ title: "T", abstract }))).toBeLessThan(100);
  });
});
