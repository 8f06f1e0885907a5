import { describe, expect, test } from "bun:test";
import type { FactSheet } from "../../../shared/fact-sheet";
import { locateQuote } from "./locate-quote";
import { verifyFactSheet } from "./verify";
import { goodSheet, SOURCE, withSentence } from "../../../testing/fixtures/fact-sheet/verify-trial";

const RESULT_SENTENCE = /Median progression-free survival[^)]*\)\./;
const sentence = SOURCE.abstract.match(RESULT_SENTENCE)![0];

/** SOURCE whose result sentence reads `result`, and a sheet whose primary result quotes it. */
function withResult(result: string, direction: FactSheet["primaryResult"]["direction"], extra?: (s: string) => string) {
  const source = withSentence(sentence, result);
  if (extra) source.abstract = extra(source.abstract);
  const sheet = goodSheet(source);
  sheet.primaryResult = { direction, text: null, evidence: [locateQuote(result, source)!], effects: [] };
  return { sheet, source };
}

describe("verifyFactSheet: direction against the statistics", () => {
  test("p = 0.12 cannot favour the intervention: dropped to not-reported and named as unclear", () => {
    const { sheet, source } = withResult("Median PFS was 6.4 versus 4.1 months (p=0.12).", "favours-intervention");
    const result = verifyFactSheet(sheet, source);
    expect(result.sheet.primaryResult.direction).toBe("not-reported");
    expect(result.dropped).toEqual(["whether the primary result favoured either group"]);
    expect(result.reasons[0]).toContain("p value is 0.05 or more");
  });

  test("a change within one group or a subgroup's result sets no direction, whoever wrote the sheet", () => {
    const within = withResult("Pain scores fell after treatment in the drug group (p<0.01).", "favours-intervention");
    const verified = verifyFactSheet(within.sheet, within.source);
    expect(verified.sheet.primaryResult.direction).toBe("not-reported");
    expect(verified.reasons[0]).toContain("within one group or a subgroup");
    const subgroup = withResult(
      "In women aged 60 or older, PFS was longer with drug A (p=0.01).",
      "favours-intervention",
    );
    expect(verifyFactSheet(subgroup.sheet, subgroup.source).sheet.primaryResult.direction).toBe("not-reported");
  });

  test("a hazard ratio whose interval spans 1 favours nobody; one that excludes 1 may", () => {
    const spans = withResult(
      "The hazard ratio for progression was 0.81 (95% CI 0.54 to 1.21).",
      "favours-intervention",
    );
    expect(verifyFactSheet(spans.sheet, spans.source).sheet.primaryResult.direction).toBe("not-reported");
    const excludes = withResult(
      "The hazard ratio for progression was 0.61 (95% CI 0.44 to 0.85).",
      "favours-intervention",
    );
    expect(verifyFactSheet(excludes.sheet, excludes.source).sheet.primaryResult.direction).toBe("favours-intervention");
  });

  test("a difference's interval is judged against 0", () => {
    const diff = withResult(
      "The mean difference in pain score was -1.4 (95% CI -2.6 to -0.2).",
      "favours-intervention",
    );
    expect(verifyFactSheet(diff.sheet, diff.source).sheet.primaryResult.direction).toBe("favours-intervention");
    const spans = withResult(
      "The mean difference in pain score was -0.9 (95% CI -2.1 to 0.3).",
      "favours-intervention",
    );
    expect(verifyFactSheet(spans.sheet, spans.source).sheet.primaryResult.direction).toBe("not-reported");
  });

  test("a direction needs statistics or words of significance in its evidence", () => {
    const bare = withResult("Median PFS was 6.4 months and 4.1 months in the two groups.", "favours-intervention");
    const result = verifyFactSheet(bare.sheet, bare.source);
    expect(result.sheet.primaryResult.direction).toBe("not-reported");
    expect(result.reasons[0]).toContain("no p value, confidence interval or words of significance");
    const words = withResult(
      "Progression-free survival was significantly longer with zentorib.",
      "favours-intervention",
    );
    expect(verifyFactSheet(words.sheet, words.source).sheet.primaryResult.direction).toBe("favours-intervention");
  });

  test("no significant difference with p < 0.05 and nothing else fails; with p = 0.41 it stands and the primary endpoint was not met", () => {
    const sig = withResult("Median PFS was 6.4 versus 4.1 months (p=0.003).", "no-significant-difference");
    expect(verifyFactSheet(sig.sheet, sig.source).sheet.primaryResult.direction).toBe("not-reported");
    const ns = withResult("Median PFS did not differ: 6.4 versus 4.1 months (p=0.41).", "no-significant-difference");
    const kept = verifyFactSheet(ns.sheet, ns.source).sheet;
    expect(kept.primaryResult.direction).toBe("no-significant-difference");
    expect(kept.flags).toContain("primary-not-met");
  });

  test("a threshold sentence is not a result: 'P<0.05 was considered significant' supports nothing", () => {
    const t = withResult("A P<0.05 was considered significant.", "favours-intervention");
    expect(verifyFactSheet(t.sheet, t.source).sheet.primaryResult.direction).toBe("not-reported");
  });

  test("non-inferior needs a stated non-inferiority aim or margin in the source", () => {
    const result = "Two-year survival was 81% versus 80% (difference 1%, 95% CI -4 to 6).";
    const without = withResult(result, "non-inferior");
    expect(verifyFactSheet(without.sheet, without.source).sheet.primaryResult.direction).toBe("not-reported");
    const aim = withResult(result, "non-inferior", (a) =>
      a.replace("The primary endpoint", "With a non-inferiority margin of 8%, the primary endpoint"),
    );
    expect(verifyFactSheet(aim.sheet, aim.source).sheet.primaryResult.direction).toBe("non-inferior");
  });
});

describe("verifyFactSheet: study type", () => {
  test("randomised-trial without words of random allocation becomes a non-randomised trial with randomised null", () => {
    const source = {
      title: SOURCE.title.replace("a randomised ", "a "),
      abstract: SOURCE.abstract
        .replace("were randomly assigned 1:1 to", "received")
        .replace("Sixty-eight patients were randomised.", "Sixty-eight patients were enrolled."),
    };
    const sheet = { ...goodSheet(), participants: { randomised: null, evidence: [] } };
    const { sheet: out, dropped } = verifyFactSheet(sheet, source);
    expect(out.studyType).toBe("non-randomised-trial");
    expect(out.randomised).toBeNull();
    // Allocation unsaid is not allocation denied: no "Not a randomised trial" badge (3 of 4 such sheets in sets d, f
    // and g were randomised trials); the design line says "random allocation not shown".
    expect(out.flags).not.toContain("not-randomised");
    expect(dropped).toContain("whether the groups were formed by chance (randomised)");
  });

  test("a cohort randomly split into training and validation sets is not random allocation; without 'trial' it becomes other", () => {
    const source = {
      title: "A gene signature for relapse in resected biliary cancer",
      abstract:
        "Records of 400 patients were randomly split into training and validation sets. The signature predicted relapse (p=0.01).",
    };
    const sheet: FactSheet = {
      ...goodSheet(),
      phase: null,
      population: null,
      arms: [],
      primaryEndpoint: null,
      harms: null,
      conclusion: null,
      registrations: [],
      participants: { randomised: null, evidence: [] },
    };
    sheet.primaryResult = { direction: "not-applicable", text: null, evidence: [], effects: [] };
    const { sheet: out } = verifyFactSheet(sheet, source);
    expect(out.studyType).toBe("other");
    expect(out.randomised).toBeNull();
  });

  test("words of allocation anywhere are enough; 'non-randomised' and 'random effects' are not", () => {
    for (const words of ["were allocated by random allocation to", "were randomized to"]) {
      const s = {
        ...SOURCE,
        title: "Zentorib in biliary cancer",
        abstract: SOURCE.abstract
          .replace("were randomly assigned 1:1 to", words)
          .replace("were randomised", "took part"),
      };
      expect(verifyFactSheet(goodSheet(), s).sheet.studyType).toBe("randomised-trial");
    }
    for (const words of ["in a non-randomised comparison received", "were pooled with a random effects model to"]) {
      const s = {
        ...SOURCE,
        title: "Zentorib in biliary cancer",
        abstract: SOURCE.abstract
          .replace("were randomly assigned 1:1 to", words)
          .replace("were randomised", "took part"),
      };
      expect(verifyFactSheet(goodSheet(), s).sheet.studyType).toBe("non-randomised-trial");
    }
  });
});
