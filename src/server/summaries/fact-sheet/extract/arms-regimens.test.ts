import { describe, expect, test } from "bun:test";
import { extractFactSheet } from "./extract-fact-sheet";

const arms = (title: string, abstract: string) =>
  extractFactSheet({ title, abstract }).arms.map((a) => [a.role, a.name]);

describe("arms named as whole regimens", () => {
  test("a short form defined as a combination names the combination, never its last drug", () => {
    const title =
      "Kalotecan plus high-dose 5-fluorouracil and folinate (KFF) vs 5-fluorouracil, folinate and mepotoside (MFF)";
    const abstract =
      "METHODS: A randomised comparison of kalotecan plus high-dose 5-fluorouracil (5-FU) and folinate (FA) (KFF) with mepotoside plus 5-FU/FA (MFF) in bowel cancer. In all, 40 patients received KFF and 41 MFF.\nRESULTS: Response rates were 30% with KFF and 17% with MFF (P = 0.07).";
    const names = arms(title, abstract).map((a) => a[1]);
    // "mepotoside" alone is one drug of MFF: a reader would think the comparator was that drug on its own.
    expect(names).toEqual([
      "Kalotecan plus high-dose 5-fluorouracil and folinate (KFF)",
      "mepotoside plus 5-FU/FA (MFF)",
    ]);
  });

  test('"the control arm received A and <dose> B, the experimental arm the above regimen with C": both arms keep A and B', () => {
    const abstract =
      "METHODS: We randomised 120 women after surgery. In the control arm women received 75 mg m^−2drug A and 500 mg m^−2drug B, the experimental arm included the above regimen with drug C 1 mg on days 1 and 8.\nRESULTS: Relapse was less frequent with drug C (P = 0.02).";
    expect(arms("Drug C in first-line therapy of ovarian cancer: a randomised trial", abstract)).toEqual([
      ["intervention", "drug A and drug B plus drug C"],
      ["control", "drug A and drug B"],
    ]);
  });

  test("a single-arm study of a combination the title names: the arm is the combination, not the first drug dosed", () => {
    const abstract =
      "METHODS: Patients received 400 mg drug S daily. Drug P was given at one of three dose levels into the hepatic artery.\nRESULTS: Two dose-limiting toxicities occurred among 18 patients.";
    const title =
      "Phase I study of combination chemotherapy using drug S and arterial infusion with drug P for liver cancer";
    expect(arms(title, abstract)).toEqual([["intervention", "drug S and arterial infusion with drug P"]]);
  });

  test('"randomized to the study group in which X was used or in the control group without X": a clean control name', () => {
    const abstract =
      "METHODS: In this trial, 150 patients were randomized either to the study group in which the sponge K was used or in the control group without sponge K.\nRESULTS: Infections occurred in 10% and 20% (P = 0.04).";
    const names = arms("Sponge K in pelvic surgery: a randomized study", abstract).map((a) => a[1]);
    expect(names).toContain("control group without sponge K");
    expect(names.some((n) => /^in\b/.test(n!))).toBe(false);
  });
});

describe("arms named only in the aim", () => {
  test('a two-arm protocol that "aims to evaluate the effects of X on patients treated with Y": Y plus X against Y, not one arm', () => {
    const abstract =
      "METHODS: TRIALX is an open randomized phase III study with two arms that aims to evaluate the effects of warmed peritoneal lavage with drug Q on patients with stomach cancer treated with surgery. At the end of surgery, patients will be randomized. Primary endpoint will be overall survival.";
    expect(arms("TRIALX: surgery and warmed peritoneal lavage in stomach cancer", abstract)).toEqual([
      ["intervention", "surgery plus warmed peritoneal lavage with drug Q"],
      ["control", "surgery"],
    ]);
  });

  test('a randomised protocol that "aims to evaluate the effects of X", its other arm unsaid: X is its tested arm, not "no arms"', () => {
    const abstract =
      "METHODS: TRIALX is an open randomized phase III study that aims to evaluate the effects of warmed peritoneal lavage with drug Q on patients with stomach cancer. At the end of surgery, patients will be randomized.";
    expect(arms("TRIALX: warmed peritoneal lavage in stomach cancer", abstract)).toEqual([
      ["intervention", "warmed peritoneal lavage with drug Q"],
    ]);
  });

  test("a single-group study's aim names no arm for it: its own treatment stays the arm", () => {
    const abstract =
      "OBJECTIVE: This study aims to evaluate the effects of drug Q on fatigue. METHODS: Twenty patients received drug Q twice daily.";
    expect(arms("Drug Q for fatigue", abstract)).toEqual([["intervention", "drug Q"]]);
  });
});

describe("roles from the stated objective", () => {
  test("the arm the primary objective names is tested, the standard one listed first is the comparator", () => {
    const abstract =
      "METHODS: Patients are randomly assigned to resection of lung metastases followed by postoperative DRUGCO or perioperative DRUGCOX and zumab. The primary objective of this trial is to evaluate the efficacy of DRUGCOX and zumab in metastatic lung cancer.";
    expect(arms("Treatment with zumab and DRUGCOX in lung cancer: a new trial", abstract)).toEqual([
      ["intervention", "perioperative DRUGCOX and zumab"],
      ["control", "resection of lung metastases followed by postoperative DRUGCO"],
    ]);
  });
});
