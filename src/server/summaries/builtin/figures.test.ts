import { describe, expect, test } from "bun:test";
import { findArms } from "./arms";
import { easyShare, figuresOf } from "./figures";
import { abstractSentences } from "./sections";

describe("easyShare", () => {
  test.each([
    [61, "about 6 in 10"],
    [60, "6 in 10"],
    [35.9, "about 4 in 10"],
    [3, "3 in 100"],
    [2.3, "about 2 in 100"],
    [0.2, "fewer than 1 in 100"],
    [97, "nearly all"],
    [100, "all"],
  ])("%p%% is %p", (percent, words) => {
    expect(easyShare(percent)).toBe(words);
  });
});

// Invented sentences in the shapes abstracts use.
const arms = findArms("", abstractSentences("METHODS: Patients were randomly assigned to drugalin or placebo."));

describe("figuresOf", () => {
  test("arms named after each figure", () => {
    const fig = figuresOf("Response rate was 42.5% in the drugalin group versus 20.1% in the placebo group (p=0.01).", arms);
    expect(fig.percents).toEqual([
      { raw: "42.5", value: 42.5, arm: "drugalin" },
      { raw: "20.1", value: 20.1, arm: "placebo" },
    ]);
  });

  test("arms named before each figure, with intervals and p values left out", () => {
    const fig = figuresOf("Median overall survival did not differ (drugalin, 9·1 months, 95% CI 7·0–11·2, vs placebo, 8·7 months, 6·5–10·0; HR 0·96, p=0·70).", arms);
    expect(fig.times.map((t) => [t.raw, t.arm])).toEqual([["9.1", "drugalin"], ["8.7", "placebo"]]);
    expect(fig.unit).toBe("months");
    expect(fig.hazardRatio).toBe("0.96");
  });

  test("'A and B months, respectively' stays unlabelled; the time point is not a result", () => {
    const fig = figuresOf("After a median follow-up of 30 months, median PFS was 6.2 and 4.1 months for the two arms, respectively.", arms);
    expect(fig.times).toEqual([{ raw: "6.2", value: 6.2 }, { raw: "4.1", value: 4.1 }]);
  });

  test("a list of subgroups, a relative change and a threshold give no figures", () => {
    expect(figuresOf("Survival was 72%, 34% and 27% in N0, N1 and N2 disease.", arms).percents).toEqual([]);
    expect(figuresOf("The risk was 37% lower with drugalin.", arms).percents).toEqual([]);
    expect(figuresOf("Toxicity of grade ≥ 2 occurred in 30% of patients.", arms).percents).toEqual([{ raw: "30", value: 30 }]);
  });

  test("two figures for different outcomes are not paired", () => {
    expect(figuresOf("Partial response was seen in 4 patients (20%), and 13 patients (65%) had stable disease.", arms).percents).toEqual([]);
  });
});
