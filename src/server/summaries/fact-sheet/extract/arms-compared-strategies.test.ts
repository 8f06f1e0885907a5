import { describe, expect, test } from "bun:test";
import { cpuTime } from "../../../../testing/timing";
import { extractFactSheet } from "./extract-fact-sheet";

const arms = (title: string, abstract: string) =>
  extractFactSheet({ title, abstract }).arms.map((a) => [a.role, a.name]);

describe("lists of compared strategies", () => {
  test('"randomized into 4 arms ... with either A, B or C as well as a control group": three tested arms and the control', () => {
    const abstract =
      "Villages were randomized into 4 arms for one round of screening by nurses with either stool testing, swab sampling or breath testing as well as a control group. Detection rates were similar (P = 0.4).";
    expect(arms("A cluster randomized trial of stool, swab and breath screening for gut cancer", abstract)).toEqual([
      ["intervention", "stool testing"],
      ["intervention", "swab sampling"],
      ["intervention", "breath testing"],
      ["control", "control group"],
    ]);
  });

  test("a count that does not match the list does not give the list with its control group", () => {
    const abstract =
      "Villages were randomized into 5 arms for screening with either stool testing, swab sampling or breath testing as well as a control group. Rates were similar (P = 0.4).";
    expect(arms("T", abstract)).not.toContainEqual(["control", "control group"]);
  });

  test('"trial of visual, swab and breath screening": a lone describing word from a title\'s list is never an arm', () => {
    const abstract = "Villages were randomised. There was also a control group. Rates were similar (P = 0.4).";
    expect(
      arms("A cluster randomized trial of visual, swab and breath screening for gut cancer", abstract).flat(),
    ).not.toContain("visual");
  });

  test("20,000 characters of counted arms take under 100 ms", () => {
    const abstract = "randomized into 4 arms with either a, b, c, d, e or f as well as a ".repeat(300).slice(0, 20_000);
    extractFactSheet({ title: abstract.slice(0, 200), abstract: abstract.slice(0, 2000) });
    expect(cpuTime(() => extractFactSheet({ title: abstract.slice(0, 2000), abstract }))).toBeLessThan(100);
  });
});
