import { describe, expect, test } from "bun:test";
import { spanText } from "../../../../shared/fact-sheet";
import { cleanArm } from "./arm-names";
import { extractFactSheet } from "./extract-fact-sheet";
import { ABSTRACTS } from "../../../../testing/fixtures/fact-sheet/abstracts";

const arms = (input: { title: string; abstract: string }) => extractFactSheet(input).arms.map((a) => [a.role, a.name]);

describe("arms", () => {
  test('the title\'s "A versus B" names both arms, the newer first and the comparator last', () => {
    expect(arms(ABSTRACTS.titleVersus)).toEqual([
      ["intervention", "Weekly paclitaxel"],
      ["control", "three-weekly docetaxel"],
    ]);
  });

  test('"randomised to receive A (n = 52) or B (n = 51)": names without group sizes, placebo last', () => {
    const sheet = extractFactSheet(ABSTRACTS.receiveAOrB);
    expect(sheet.arms.map((a) => [a.role, a.name])).toEqual([
      ["intervention", "ginger capsules"],
      ["control", "placebo"],
    ]);
    for (const a of sheet.arms) expect(spanText(ABSTRACTS.receiveAOrB, a.evidence[0]!)).toBe(a.name);
  });

  test('"A plus B versus B alone": the add-on arm is the intervention', () => {
    expect(arms(ABSTRACTS.hazardBelowOne)).toEqual([
      ["intervention", "drug R plus chemotherapy"],
      ["control", "chemotherapy alone"],
    ]);
  });

  test("a control named first is put last", () => {
    expect(
      arms({ title: "T", abstract: "Patients were randomly assigned to receive placebo or drug V (100 mg daily)." }),
    ).toEqual([
      ["intervention", "drug V"],
      ["control", "placebo"],
    ]);
  });

  test("an observational study has no arms", () => {
    expect(arms(ABSTRACTS.registry)).toEqual([]);
  });

  test("a laboratory or animal study still names the groups it assigned", () => {
    const mice = {
      title: "Dietary rye bran and intestinal tumours in a mouse model",
      abstract:
        "Forty mice were randomly assigned to a rye bran diet or a control diet for ten weeks. Tumour counts were lower with rye bran (p = 0.01).",
    };
    const sheet = extractFactSheet(mice);
    expect(sheet.studyType).toBe("other");
    expect(sheet.arms.map((a) => [a.role, a.name])).toEqual([
      ["intervention", "rye bran diet"],
      ["control", "control diet"],
    ]);
  });

  test('"every treated group", "each arm" are not treatments', () => {
    expect(cleanArm("every treated group")).toBeUndefined();
    expect(cleanArm("each arm of the trial")).toBeUndefined();
    expect(cleanArm("all-trans retinoic acid")?.name).toBe("all-trans retinoic acid");
  });
});

describe("participants randomised", () => {
  test('numbers in words count ("Sixty-nine patients were randomly assigned")', () => {
    const sheet = extractFactSheet(ABSTRACTS.titleVersus);
    expect(sheet.participants.randomised).toBe(69);
    expect(spanText(ABSTRACTS.titleVersus, sheet.participants.evidence[0]!)).toStartWith("Sixty-nine");
  });

  test("group sizes add up only when no total is given", () => {
    expect(extractFactSheet(ABSTRACTS.receiveAOrB).participants.randomised).toBe(103);
    const withTotal = {
      title: "T",
      abstract: "A total of 110 patients were randomised to drug A (n = 52) or placebo (n = 51).",
    };
    expect(extractFactSheet(withTotal).participants.randomised).toBe(110);
  });

  test("ages, doses and years are not the number randomised; a split count is summed", () => {
    const text = {
      title: "T",
      abstract:
        "In 2012, 96 patients aged 40 were screened. Among 285 eligible patients, 143 were randomised to drug A 400 mg and 142 to placebo.",
    };
    expect(extractFactSheet(text).participants.randomised).toBe(285);
  });

  test("two hundred and ten in words", () => {
    const text = {
      title: "T",
      abstract: "Two hundred and ten women were randomly allocated to exercise or usual care.",
    };
    expect(extractFactSheet(text).participants.randomised).toBe(210);
  });

  test("fewer than 100 randomised is flagged small", () => {
    expect(extractFactSheet(ABSTRACTS.titleVersus).flags).toContain("small");
    expect(extractFactSheet(ABSTRACTS.hazardBelowOne).flags).not.toContain("small");
  });
});
