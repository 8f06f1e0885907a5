import { describe, expect, test } from "bun:test";
import { extractFactSheet } from "./extract-fact-sheet";

const METHODS = "METHODS: Patients were randomly assigned to the two groups.\nRESULTS: Survival was similar (p = 0.4).";
const arms = (title: string, abstract = METHODS) =>
  extractFactSheet({ title, abstract }).arms.map((a) => [a.role, a.name]);

describe("arms in titles", () => {
  test('"comparison of A and B", "Comparison of A with B" name both arms', () => {
    expect(arms("A randomised comparison of QRX and PLM in bladder cancer").map((a) => a[1])).toEqual(["QRX", "PLM"]);
    expect(
      arms("Comparison of QRX with PLM as first-line treatment for bladder cancer: a randomized trial").map(
        (a) => a[1],
      ),
    ).toEqual(["QRX", "PLM"]);
  });

  test('"Drug-based versus other-based chemotherapy": the hyphenated word shares the noun', () => {
    expect(arms("Platinum-based versus taxane-based chemotherapy in ovarian cancer").map((a) => a[1])).toEqual([
      "Platinum-based chemotherapy",
      "taxane-based chemotherapy",
    ]);
  });

  test("'orally administered A with intravenously administered B': the route words are not the names, a lone adverb never one", () => {
    expect(
      arms("Comparison of orally administered agent M with intravenously administered agent G for liver imaging"),
    ).toEqual([
      ["intervention", "agent M"],
      ["control", "agent G"],
    ]);
    expect(arms("Comparison of drug M given orally with drug M given intravenously").flat()).not.toContain("orally");
  });
});

describe("arms left out rather than misread", () => {
  test('"+/-" binds the words right before it, not a phrase further back', () => {
    const abstract =
      "METHODS: Patients are randomly assigned to resection followed by drug F for 6 months or drug X and drug B for 3 months, or to drug F and drug B +/- drug I.";
    expect(arms("T", abstract).some(([, name]) => name!.startsWith("resection") && name!.includes("drug I"))).toBe(
      false,
    );
  });

  test("a name cut mid-word at the end of the reading window is dropped", () => {
    const abstract = `METHODS: Patients were randomised to drug F or drug ${"k".repeat(300)}.`;
    expect(arms("T", abstract).some(([, name]) => name!.startsWith("drug k"))).toBe(false);
  });

  test('"A (doses) for four cycles followed by B": a name cut before "followed by" is not given as the arm', () => {
    const abstract =
      "METHODS: Women were randomly assigned to receive ABC (drug a 500 mg/m^2, drug b 50 mg/m^2) for four cycles followed by drug T (75 mg/m^2) for four cycles (n=900) or ABC for eight cycles (n=900).";
    expect(arms("T", abstract).map((a) => a[1])).not.toContain("ABC");
  });

  test('"either the standard or the avoidance plan": "standard" shares the noun after the other arm', () => {
    expect(
      arms(
        "T",
        "METHODS: Patients will be randomized in a 1:1 ratio to receive either the standard or the sparing plan.",
      ),
    ).toEqual([
      ["intervention", "sparing plan"],
      ["control", "standard plan"],
    ]);
  });

  test('a name ending in a describing word ("radiotherapy with concurrent") was cut from its drug and is not given', () => {
    const names = arms(
      "Radiotherapy with concurrent drug W versus radiotherapy with concurrent 5-drug V in lung cancer",
    ).flat();
    expect(names.some((n) => /concurrent$/.test(n!))).toBe(false);
  });

  test('"drug F 500 mg, drug M 25 mg and drug C 10 mg (FMC)": a dosed list is not cut to its first drug', () => {
    const abstract =
      "METHODS: Patients were randomised to receive either no further treatment or oral drug F 500 mg, drug M 25 mg and drug C 10 mg on day 1 (FMC) every 21 days.";
    expect(arms("T", abstract).flat()).not.toContain("oral drug F");
    expect(arms("T", "METHODS: Patients were randomised to drug F 500 mg daily or placebo.")).toEqual([
      ["intervention", "drug F"],
      ["control", "placebo"],
    ]);
  });
});
