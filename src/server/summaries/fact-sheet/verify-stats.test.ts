import { describe, expect, test } from "bun:test";
import { readStats } from "./verify-stats";
import { plain } from "./verify-text";

const read = (text: string) => readStats(plain(text));

describe("readStats", () => {
  test("p values: under 0.05 significant, at or over not; written many ways", () => {
    for (const t of [
      "p=0.001",
      "P < .001",
      "P\u2009=\u20090\u00b7003",
      "p-value of 0.02",
      "p = 2.1 × 10-5",
      "p\u22640.05",
    ]) {
      expect(read(t)).toMatchObject({ significantP: true, nonSignificantP: false });
    }
    for (const t of ["p=0.41", "P = .30", "p > 0.05", "P=0.05"])
      expect(read(t)).toMatchObject({ significantP: false, nonSignificantP: true });
  });

  test("a p for interaction or trend, and a significance threshold, are not results", () => {
    expect(read("P for interaction = 0.01")).toMatchObject({ significantP: false });
    expect(read("P<0.05 was considered statistically significant")).toMatchObject({
      significantP: false,
      significantWords: false,
    });
    expect(read("Statistical significance was set at p < 0.05.")).toMatchObject({ significantP: false });
  });

  test("intervals: a ratio against 1, a difference against 0, a median's interval against nothing", () => {
    expect(read("HR 0.71, 95% CI 0.58-0.87")).toMatchObject({ ciExcludesNull: true, ciSpansNull: false });
    expect(read("odds ratio 1.3 (95% confidence interval [CI], 0.9 to 1.8)")).toMatchObject({
      ciExcludesNull: false,
      ciSpansNull: true,
    });
    expect(read("HR 0.62 (0.41\u20130.93)")).toMatchObject({ ciExcludesNull: true });
    expect(read("difference 4.2 points (95% CI -0.8 to 9.1)")).toMatchObject({ ciSpansNull: true });
    expect(read("difference 4.2 points (95% CI 0.8 to 9.1)")).toMatchObject({ ciExcludesNull: true });
    expect(read("median OS 14.2 months (95% CI 12.0-16.3)")).toMatchObject({
      ciExcludesNull: false,
      ciSpansNull: false,
    });
  });

  test("words of significance, negated or not", () => {
    expect(read("OS was significantly longer")).toMatchObject({ significantWords: true, nonSignificantWords: false });
    expect(read("the difference was not statistically significant")).toMatchObject({
      significantWords: false,
      nonSignificantWords: true,
    });
    expect(read("rates were similar in both arms")).toMatchObject({ nonSignificantWords: true });
    expect(read("the arms did not differ")).toMatchObject({ nonSignificantWords: true });
    expect(read("was non-inferior to")).toMatchObject({ nonInferiorWords: true });
  });
});
