import { describe, expect, test } from "bun:test";
import type { ArmFact } from "../../src/shared/fact-sheet";
import { definedAbbreviations, goldArmFound } from "./arm-match";

const arm = (role: ArmFact["role"], name: string): ArmFact => ({ role, name, evidence: [] });
const gold = [
  { role: "intervention" as const, name: "open total gastrectomy", keyTerms: ["conventional open approach"] },
  { role: "control" as const, name: "minimally invasive total gastrectomy", keyTerms: ["minimally invasive"] },
];

describe("gold arm matching", () => {
  test("a key term spelt with a defined abbreviation, a Greek letter or a hyphen still names the arm", () => {
    const defined = definedAbbreviations("Patients received low dose cyclophosphamide (CPA) with the vaccine.");
    const g = {
      role: "intervention" as const,
      name: "vaccine plus cyclophosphamide",
      keyTerms: ["low dose cyclophosphamide"],
    };
    expect(goldArmFound(g, [g], [arm("intervention", "vaccine with low dose CPA")], defined)).toBe(true);
    const ifn = { role: "control" as const, name: "interferon-alfa", keyTerms: ["IFN-α"] };
    expect(goldArmFound(ifn, [ifn], [arm("control", "IFN alfa")], [])).toBe(true);
    const none = { role: "control" as const, name: "no transfusion", keyTerms: ["no transfusion"] };
    expect(goldArmFound(none, [none], [arm("control", "no-transfusion arm")], [])).toBe(true);
  });

  test("our name made of the gold arm's own words, with one the other arm lacks, names it; a shared word alone does not", () => {
    expect(goldArmFound(gold[0]!, gold, [arm("intervention", "open gastrectomy")], [])).toBe(true);
    expect(goldArmFound(gold[0]!, gold, [arm("intervention", "gastrectomy")], [])).toBe(false);
    expect(goldArmFound(gold[0]!, gold, [arm("intervention", "open gastrectomy with drains")], [])).toBe(false);
    // A fuller name holding the gold name whole names the same arm.
    expect(goldArmFound(gold[0]!, gold, [arm("intervention", "elective open total gastrectomy")], [])).toBe(true);
  });

  test("the role must agree, and a role word is not what tells arms apart", () => {
    expect(goldArmFound(gold[0]!, gold, [arm("control", "open gastrectomy")], [])).toBe(false);
    const ctl = { role: "control" as const, name: "control regimen", keyTerms: ["FEC for eight cycles"] };
    expect(goldArmFound(ctl, [ctl], [arm("control", "control group")], [])).toBe(false);
  });

  test("a gold arm without key terms asks only for an arm of its role", () => {
    const g = { role: "control" as const, name: "control arm (not described)", keyTerms: [] };
    expect(goldArmFound(g, [g], [arm("control", "usual care")], [])).toBe(true);
    expect(goldArmFound(g, [g], [arm("intervention", "training")], [])).toBe(false);
  });

  test("an abbreviation's long form is read back letter by letter, not taken from unrelated words", () => {
    expect(definedAbbreviations("after reflectance confocal microscopy (RCM) in clinic")).toEqual([
      ["reflectance confocal microscopy", "rcm"],
    ]);
    expect(definedAbbreviations("patients were seen (n = 40)")).toEqual([]);
  });
});

describe("a short form in brackets after a name", () => {
  test("counts by its word: 'tamoxifen (TAM)' names the gold arm 'late tamoxifen' with key term 'late TAM'", () => {
    const gold = [
      {
        role: "intervention" as const,
        name: "late tamoxifen 20 mg/day for 2 years",
        keyTerms: ["TAM 20 mg/day", "late TAM"],
      },
      { role: "control" as const, name: "follow-up alone", keyTerms: ["follow-up alone"] },
    ];
    const ours = [
      { role: "intervention" as const, name: "tamoxifen (TAM)", evidence: [] },
      { role: "control" as const, name: "follow-up alone", evidence: [] },
    ];
    expect(gold.every((g) => goldArmFound(g, gold, ours, []))).toBe(true);
  });
});
