import { describe, expect, test } from "bun:test";
import { verifyFactSheet } from "./verify";
import { at, goodSheet, SOURCE } from "../../../testing/fixtures/fact-sheet/verify-trial";

describe("verifyFactSheet: arms", () => {
  test("arm names swapped against their quotes are both dropped", () => {
    const bad = goodSheet();
    bad.arms = [
      { role: "intervention", name: "capecitabine alone", evidence: [at("zentorib plus capecitabine or")] },
      { role: "control", name: "zentorib plus capecitabine", evidence: [at("or capecitabine alone")] },
    ];
    const { sheet, dropped, reasons } = verifyFactSheet(bad, SOURCE);
    expect(sheet.arms).toEqual([]);
    expect(dropped).toContain("one of the groups compared");
    expect(reasons.filter((r) => r.includes("its name is not in its quotes"))).toHaveLength(2);
    // Their figures go with them.
    expect(sheet.primaryResult.byArm).toEqual([]);
  });

  test("a model's list that disagrees with the abstract's own arms (one arm of a randomised trial, three for a 1:1 ratio) is dropped", () => {
    const one = goodSheet();
    one.arms = [one.arms[0]!];
    const single = verifyFactSheet(one, SOURCE);
    expect(single.sheet.arms).toEqual([]);
    expect(single.dropped).toContain("which treatment each group got");
    const three = goodSheet();
    three.arms = [...three.arms, { role: "intervention", name: "zentorib", evidence: [at("Zentorib is an oral")] }];
    const counted = verifyFactSheet(three, SOURCE);
    expect(counted.sheet.arms).toEqual([]);
    expect(counted.reasons).toContain("arms: the abstract states another number of arms");
    expect(verifyFactSheet(goodSheet(), SOURCE).sheet.arms).toHaveLength(2);
  });

  test("roles swapped (the arm 'alone' marked intervention) drop the arms", () => {
    const bad = goodSheet();
    bad.arms = [
      { role: "intervention", name: "capecitabine alone", evidence: [at("or capecitabine alone")] },
      { role: "control", name: "zentorib plus capecitabine", evidence: [at("zentorib plus capecitabine or")] },
    ];
    const { sheet, dropped } = verifyFactSheet(bad, SOURCE);
    expect(sheet.arms).toEqual([]);
    expect(dropped).toEqual(["which treatment each group got", "the primary result's figure for each group"]);
  });

  test("a group's figure attached to the other group is dropped; the right one stays", () => {
    const bad = goodSheet();
    bad.primaryResult.byArm = [
      { ...bad.primaryResult.byArm![0]!, value: "4.1 months" },
      { ...bad.primaryResult.byArm![1]!, value: "4.1 months" },
    ];
    const { sheet, reasons } = verifyFactSheet(bad, SOURCE);
    expect(sheet.primaryResult.byArm).toEqual([{ ...goodSheet().primaryResult.byArm![1]! }]);
    expect(reasons).toEqual([
      'primaryResult.byArm[0] (4.1 months): its quote gives 4.1 months for "capecitabine alone", not for "zentorib plus capecitabine"',
    ]);
  });

  test("a figure for an arm that does not exist is dropped", () => {
    const bad = goodSheet();
    bad.primaryResult.byArm = [{ ...bad.primaryResult.byArm![0]!, arm: 5 }];
    expect(verifyFactSheet(bad, SOURCE).sheet.primaryResult.byArm).toEqual([]);
  });
});

describe("verifyFactSheet: spin and flags", () => {
  test("a positive conclusion over a non-significant primary result is spin", () => {
    const sheet = goodSheet();
    const source = {
      ...SOURCE,
      abstract: SOURCE.abstract.replace("p=0.02", "p=0.09").replace("0.41-0.93", "0.41-1.03"),
    };
    sheet.primaryResult = {
      ...sheet.primaryResult,
      direction: "no-significant-difference",
      text: null,
      effects: [],
      byArm: undefined,
    };
    const { sheet: out } = verifyFactSheet(sheet, source);
    expect(out.primaryResult.direction).toBe("no-significant-difference");
    expect(out.flags).toEqual(["spin", "small", "primary-not-met"]);
  });

  test("a conclusion resting only on a subgroup is spin even over a significant result", () => {
    const source = {
      ...SOURCE,
      abstract: SOURCE.abstract.replace(
        "Adding zentorib to capecitabine prolonged",
        "In the subgroup with FGFR2 fusions, adding zentorib prolonged",
      ),
    };
    const sheet = goodSheet();
    sheet.conclusion = {
      text: "Zentorib helped the FGFR2 subgroup",
      positive: true,
      evidence: [at("In the subgroup with FGFR2 fusions, adding zentorib prolonged", source)],
    };
    expect(verifyFactSheet(sheet, source).sheet.flags).toContain("spin");
  });

  test("a positive conclusion with no primary result in a results paper is spin; a neutral one is not", () => {
    const sheet = goodSheet();
    sheet.primaryResult = { direction: "not-reported", text: null, evidence: [], effects: [] };
    expect(verifyFactSheet(sheet, SOURCE).sheet.flags).toContain("spin");
    sheet.conclusion = { ...sheet.conclusion!, positive: null };
    expect(verifyFactSheet(sheet, SOURCE).sheet.flags).not.toContain("spin");
  });

  test("protocol, not-randomised and small come from the verified fields", () => {
    const protocol = { ...goodSheet(), studyType: "protocol" as const };
    expect(verifyFactSheet(protocol, SOURCE).sheet.flags).toEqual(["protocol", "small"]);
    const review = { ...goodSheet(), studyType: "review" as const, participants: { randomised: null, evidence: [] } };
    expect(verifyFactSheet(review, SOURCE).sheet.flags).toEqual(["not-randomised"]);
    const retracted = { ...goodSheet(), flags: ["retracted" as const] };
    expect(verifyFactSheet(retracted, SOURCE).sheet.flags).not.toContain("retracted");
  });
});
