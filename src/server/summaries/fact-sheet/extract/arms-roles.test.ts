import { describe, expect, test } from "bun:test";
import { extractFactSheet } from "./extract-fact-sheet";

const arms = (title: string, abstract: string) =>
  extractFactSheet({ title, abstract }).arms.map((a) => [a.role, a.name]);

describe("arm roles", () => {
  test("a head-to-head trial that calls neither arm standard has two tested arms, no control", () => {
    expect(
      arms(
        "T",
        "METHODS: Adults with bladder tumours were randomised to vorintide or brexalimab.\nRESULTS: Responses were similar (p = 0.4).",
      ),
    ).toEqual([
      ["intervention", "vorintide"],
      ["intervention", "brexalimab"],
    ]);
  });

  test('"Compared with A, B ..." names A as the comparator wherever the sentence stands', () => {
    const abstract =
      "METHODS: Patients were randomised to a tunnelled line or a port.\nRESULTS: Infections were rarer with ports.\nCONCLUSIONS: Compared with tunnelled lines, ports may be the better option.";
    expect(arms("T", abstract)).toEqual([
      ["intervention", "port"],
      ["control", "tunnelled line"],
    ]);
  });

  test('"two standard regimens" set side by side outweigh the order of "A versus B"', () => {
    const title = "Regimen K versus regimen L in advanced gastric cancer";
    const abstract =
      "BACKGROUND: We compared two standard regimens.\nMETHODS: Patients were randomised to regimen K or regimen L.";
    expect(arms(title, abstract)).toEqual([
      ["intervention", "regimen K"],
      ["intervention", "regimen L"],
    ]);
  });

  test('"R-ABC" against "ABC": the regimen with a drug joined on is tested, the base regimen is the control', () => {
    expect(arms("T", "METHODS: Patients were randomised to ABC or R-ABC.")).toEqual([
      ["intervention", "R-ABC"],
      ["control", "ABC"],
    ]);
  });

  test("three arms may hold two comparators, each a control", () => {
    const abstract =
      "METHODS: Adults will be randomised to the coaching website (n = 150), information only (n = 150) or the control group (n = 30).";
    expect(arms("T", abstract)).toEqual([
      ["intervention", "coaching website"],
      ["control", "information only"],
      ["control", "control group"],
    ]);
  });

  test("arms defined group by group keep the roles the abstract gives them", () => {
    const abstract =
      "METHODS: Ninety adults were randomised. In the control arm patients received drug P, the experimental arm received drug Q.";
    expect(arms("T", abstract)).toEqual([
      ["intervention", "drug Q"],
      ["control", "drug P"],
    ]);
  });

  test('"nihil" (no further treatment) names a control arm', () => {
    expect(arms("T", "METHODS: Women in remission were randomised to consolidation drug W or nihil.")).toEqual([
      ["intervention", "consolidation drug W"],
      ["control", "nihil"],
    ]);
  });

  test("the arm the authors call standard anywhere in the abstract is the control", () => {
    const abstract =
      "BACKGROUND: Keyhole resection may be gentler than the conventional 'open' approach.\nMETHODS: Patients will be randomized to open resection or keyhole resection.";
    expect(arms("T", abstract)).toEqual([
      ["intervention", "keyhole resection"],
      ["control", "open resection"],
    ]);
  });

  test("'X alone' beside an arm adding to X, with a sham, is a comparator", () => {
    const roles = (abstract: string) => Object.fromEntries(arms("T", abstract).map(([role, name]) => [name, role]));
    const sham = roles(
      "METHODS: Patients were randomized to receive antiemetics and acupressure wristbands, sham wristbands, or antiemetics alone.",
    );
    expect(sham["antiemetics alone"]).toBe("control");
    expect(sham["sham wristbands"]).toBe("control");
    // (Beside placebo or observation "X alone" is tested against it: dev and sets a to s unchanged by this rule.)
  });
});

describe("arm names", () => {
  test('"36 weeks of X" names X, not "of X"', () => {
    expect(
      arms("T", "METHODS: Women received either a 12-week hormonal regimen or 36 weeks of QRT.").map((a) => a[1]),
    ).toEqual(["hormonal", "QRT"]);
  });

  test('"A, B, and C chemotherapy or D" is not read as arms: the next allocation sentence names them', () => {
    const abstract =
      "METHODS: We randomly assigned patients to receive drug E, drug C, and drug X chemotherapy or chemotherapy plus drug B.\nRESULTS: 400 patients were randomly assigned to receive chemotherapy alone (n=200) or chemotherapy plus drug B (n=200).";
    expect(arms("T", abstract)).toEqual([
      ["intervention", "chemotherapy plus drug B"],
      ["control", "chemotherapy alone"],
    ]);
  });

  test('a plural "groups" shared by both arms is not part of the last name', () => {
    expect(
      arms(
        "T",
        "METHODS: Sixty adults were randomly assigned into either tube feeding or intravenous feeding groups.",
      ).map((a) => a[1]),
    ).toEqual(["tube feeding", "intravenous feeding"]);
  });

  test('an objective\'s "outcomes of A versus B in ..." names the arms when the methods do not', () => {
    const abstract =
      "OBJECTIVE: We assessed the survival of drug T versus platinum doublet chemotherapy in pretreated adults.\nMETHODS: In this open trial, 120 patients were randomised 1:1.";
    expect(arms("T", abstract)).toEqual([
      ["intervention", "drug T"],
      ["control", "platinum doublet chemotherapy"],
    ]);
  });

  test('"... as compared with B" does not make "as" an arm', () => {
    const abstract =
      "OBJECTIVE: To compare the effect of coaching, group exercise and a combination of the two on wellbeing as compared with standard care.\nMETHODS: Patients were randomly assigned to one of the four alternatives.";
    expect(arms("T", abstract).map((a) => a[1])).not.toContain("as");
  });

  test("an arm with no distinctive word of its own is not taken as missing from the title", () => {
    expect(
      arms(
        "Chemotherapy versus hormone therapy in locally advanced cancer",
        "METHODS: Sixty women were randomised to receive primary hormone therapy or chemotherapy.",
      ),
    ).toEqual([
      ["intervention", "primary hormone therapy"],
      ["intervention", "chemotherapy"],
    ]);
  });

  test('a title\'s "for <condition> compared to B" names no arm: the condition is not a treatment', () => {
    expect(
      arms(
        "Effect of two online programmes for chronic insomnia compared to an active control: a randomised trial",
        "METHODS: 150 adults were randomised.",
      ),
    ).toEqual([]);
  });

  test("the arm the authors call new or experimental leaves the other as the comparator", () => {
    expect(
      arms("T", "METHODS: Patients were randomised to drug L (n = 50) or drug K (experimental arm, n = 50)."),
    ).toEqual([
      ["intervention", "drug K"],
      ["control", "drug L"],
    ]);
  });

  test('"care as usual" is a comparator wherever it stands', () => {
    expect(
      arms(
        "T",
        "METHODS: Patients were randomised to care as usual or a nurse-led exercise programme. RESULTS: Fatigue fell.",
      ),
    ).toEqual([
      ["intervention", "nurse-led exercise programme"],
      ["control", "care as usual"],
    ]);
  });
});
