import { describe, expect, test } from "bun:test";
import { spanText } from "../../../shared/fact-sheet";
import { verifyFactSheet } from "./verify";
import { at, goodSheet, SOURCE } from "../../../testing/fixtures/fact-sheet/verify-trial";

describe("verifyFactSheet: a correct sheet", () => {
  test("passes with nothing dropped; flags are recomputed (68 randomised is small)", () => {
    const { sheet, dropped, reasons } = verifyFactSheet({ ...goodSheet(), flags: ["spin", "protocol"] }, SOURCE);
    expect(dropped).toEqual([]);
    expect(reasons).toEqual([]);
    expect(sheet).toEqual({ ...goodSheet(), flags: ["small"] });
    expect(sheet.unclear).toBeUndefined();
  });
});

describe("verifyFactSheet: spans", () => {
  test("a span past the end of the abstract drops the fact and says who took part is unclear", () => {
    const bad = goodSheet();
    bad.population!.evidence = [{ start: SOURCE.abstract.length - 5, end: SOURCE.abstract.length + 20 }];
    const { sheet, dropped, reasons } = verifyFactSheet(bad, SOURCE);
    expect(sheet.population).toBeNull();
    expect(dropped).toEqual(["who took part"]);
    expect(sheet.unclear).toEqual(["who took part"]);
    expect(reasons[0]).toContain("points outside");
  });

  test("an empty or reversed span, or a blank one, is no evidence", () => {
    for (const span of [
      { start: 10, end: 10 },
      { start: 20, end: 12 },
      { start: SOURCE.abstract.indexOf(" "), end: SOURCE.abstract.indexOf(" ") + 1 },
    ]) {
      const bad = goodSheet();
      bad.harms!.evidence = [span];
      expect(verifyFactSheet(bad, SOURCE).sheet.harms).toBeNull();
    }
  });

  test("evidence running to more than 3,000 characters is no quote of one fact", () => {
    const long = { ...SOURCE, abstract: `${SOURCE.abstract} ${"Filler words. ".repeat(300)}` };
    const bad = goodSheet();
    bad.harms!.evidence = [{ start: 0, end: long.abstract.length }];
    const { sheet, reasons } = verifyFactSheet(bad, long);
    expect(sheet.harms).toBeNull();
    expect(reasons).toEqual(["harms: its quotes run to more than 3000 characters; quote only the words that state it"]);
  });

  test("a title span is checked against the title", () => {
    const ok = goodSheet();
    ok.arms[1]!.evidence = [
      {
        field: "title",
        start: SOURCE.title.indexOf("capecitabine alone"),
        end: SOURCE.title.indexOf("capecitabine alone") + 18,
      },
    ];
    expect(verifyFactSheet(ok, SOURCE).sheet.arms).toHaveLength(2);
    ok.arms[1]!.evidence = [{ field: "title", start: 0, end: SOURCE.title.length + 1 }];
    expect(verifyFactSheet(ok, SOURCE).sheet.arms.map((a) => a.role)).toEqual(["intervention"]);
  });
});

describe("verifyFactSheet: numbers", () => {
  test("a number not in the fact's own evidence drops the fact", () => {
    const bad = goodSheet();
    bad.harms = { ...bad.harms!, text: "Grade 3 or worse rash in 21% with zentorib" };
    const { sheet, dropped, reasons } = verifyFactSheet(bad, SOURCE);
    expect(sheet.harms).toBeNull();
    expect(dropped).toEqual(["the side effects (harms)"]);
    expect(reasons).toEqual(['harms: the number "21" is not in its quotes']);
  });

  test("a number elsewhere in the abstract but not in this fact's evidence still fails", () => {
    const bad = goodSheet();
    bad.population = { ...bad.population!, text: "68 adults with advanced biliary tract cancer" };
    expect(verifyFactSheet(bad, SOURCE).sheet.population).toBeNull();
  });

  test("the number randomised must be written in its evidence, in digits or words", () => {
    const words = verifyFactSheet(goodSheet(), SOURCE);
    expect(words.sheet.participants.randomised).toBe(68);
    const bad = goodSheet();
    bad.participants.randomised = 86;
    const { sheet, dropped } = verifyFactSheet(bad, SOURCE);
    expect(sheet.participants).toEqual({ randomised: null, evidence: [] });
    expect(dropped).toEqual(["the number of people randomised"]);
    expect(sheet.flags).not.toContain("small");
  });

  test("an effect whose p value is not in the result's evidence is dropped, the rest stays", () => {
    const bad = goodSheet();
    bad.primaryResult.effects = [...bad.primaryResult.effects, { measure: "OR", value: "0.48", p: "p=0.003" }];
    const { sheet, dropped } = verifyFactSheet(bad, SOURCE);
    expect(sheet.primaryResult.effects).toEqual(goodSheet().primaryResult.effects);
    expect(sheet.primaryResult.direction).toBe("favours-intervention");
    expect(dropped).toEqual(["a figure of the primary result"]);
  });

  test("a result text with an invented number drops the whole primary result", () => {
    const bad = goodSheet();
    bad.primaryResult.text = "Median PFS 7.4 vs 4.1 months";
    const { sheet, dropped } = verifyFactSheet(bad, SOURCE);
    expect(sheet.primaryResult).toEqual({ direction: "not-reported", text: null, evidence: [], effects: [] });
    expect(dropped).toEqual(["the result of the primary comparison"]);
    // A dropped result is unknown, not unreported: no spin is claimed from it.
    expect(sheet.flags).not.toContain("spin");
  });
});

describe("verifyFactSheet: registrations and phase", () => {
  test("a registration is kept when the source has it (spaces ignored), dropped when invented", () => {
    const sheet = { ...goodSheet(), registrations: ["NCT09876543", "NCT01111111"] };
    const result = verifyFactSheet(sheet, SOURCE);
    expect(result.sheet.registrations).toEqual(["NCT09876543"]);
    expect(result.dropped).toEqual(["a trial registration number"]);
  });

  test("a phase needs the word phase in the source", () => {
    const source = { ...SOURCE, title: SOURCE.title.replace("phase 2 ", "") };
    const { sheet, dropped } = verifyFactSheet(goodSheet(), source);
    expect(sheet.phase).toBeNull();
    expect(dropped).toContain("the trial phase");
  });
});

describe("verifyFactSheet: spans of a kept fact still point at their words", () => {
  test("every kept span reads back as text of the source", () => {
    const { sheet } = verifyFactSheet(goodSheet(), SOURCE);
    expect(spanText(SOURCE, sheet.participants.evidence[0]!)).toBe("Sixty-eight patients were randomised");
    expect(spanText(SOURCE, at("capecitabine alone"))).toBe("capecitabine alone");
  });
});

describe("verifyFactSheet: the number randomised as the sum of its groups", () => {
  const source = {
    title: "Tolvexan or placebo after surgery",
    abstract: "Patients were randomly assigned to tolvexan (n = 41) or placebo (n = 39). Twenty-two centres took part.",
  };
  const evidence = [{ start: source.abstract.indexOf("tolvexan (n"), end: source.abstract.indexOf("39)") + 3 }];
  const sheet = (randomised: number) => ({
    ...goodSheet(),
    participants: { randomised, evidence },
    phase: null,
    population: null,
    arms: [],
    primaryEndpoint: null,
    harms: null,
    conclusion: null,
    registrations: [],
    primaryResult: { direction: "not-reported" as const, text: null, evidence: [], effects: [] },
  });

  test("group counts that add up to it support it; a sum they do not make does not", () => {
    expect(verifyFactSheet(sheet(80), source).sheet.participants.randomised).toBe(80);
    expect(verifyFactSheet(sheet(41), source).sheet.participants.randomised).toBe(41);
    expect(verifyFactSheet(sheet(81), source).sheet.participants.randomised).toBeNull();
    expect(verifyFactSheet(sheet(102), source).sheet.participants.randomised).toBeNull(); // 80 + 22 centres: outside the evidence
  });
});
