import { describe, expect, test } from "bun:test";
import { spanText } from "../../../../shared/fact-sheet";
import { extractFactSheet } from "./extract-fact-sheet";
import { cpuTime } from "../../../../testing/timing";

const arms = (title: string, abstract: string) =>
  extractFactSheet({ title, abstract }).arms.map((a) => [a.role, a.name]);

describe("labelled arms", () => {
  test('"A (arm A) or B (arm B)": each label marks the phrase before it, doses left out of the names', () => {
    const input = {
      title: "T",
      abstract:
        "METHODS: Patients were randomly assigned to receive drug K 5 mg/m2 followed by drug L on day 1 (arm A), or drug M 20 mg followed by drug K (arm B).",
    };
    const sheet = extractFactSheet(input);
    expect(sheet.arms.map((a) => [a.role, a.name])).toEqual([
      ["intervention", "drug K followed by drug L"],
      ["intervention", "drug M followed by drug K"],
    ]);
    expect(spanText(input, sheet.arms[1]!.evidence[0]!)).toBe("drug M 20 mg followed by drug K");
  });

  test("a dose that tells two labelled arms apart stays in their names", () => {
    expect(
      arms("T", "METHODS: Patients received drug Q 400 mg weekly (Arm A) or drug Q 800 mg weekly (Arm B).").map(
        (a) => a[1],
      ),
    ).toEqual(["drug Q 400 mg weekly", "drug Q 800 mg weekly"]);
  });

  test('"Group A (using the device; n = 40) versus Group B (not using the device)": the bracket names each group, the one without it is the control', () => {
    expect(
      arms(
        "T",
        "METHODS: Ninety patients were randomly divided into 2 groups: Group A (using the device; n = 40) versus Group B (not using the device; n = 50).",
      ),
    ).toEqual([
      ["intervention", "using the device"],
      ["control", "not using the device"],
    ]);
  });

  test("a bracket holding a recipe list is left to the title", () => {
    const title = "DRUGA-X versus DRUGB-X in colon cancer: a randomised trial";
    const abstract =
      "METHODS: Patients were randomized in: group A (drug a, drug x, every 3 weeks) and group B (drug b, drug x, every 2 weeks).";
    expect(arms(title, abstract).map((a) => a[1])).toEqual(["DRUGA-X", "DRUGB-X"]);
  });
});

describe("arms listed without an allocation verb", () => {
  test('"Patients inhaled 2% A, 2% B, or vehicle (control group)": a list ending in a comparator gives three arms', () => {
    expect(
      arms(
        "T",
        "Sixty adults were randomised. Patients inhaled 2% rosemary, 2% cineole, or vehicle (control group) for 10 minutes.",
      ),
    ).toEqual([
      ["intervention", "rosemary"],
      ["intervention", "cineole"],
      ["control", "vehicle"],
    ]);
  });

  test("a list that does not end in a comparator is not read as arms", () => {
    expect(
      arms(
        "T",
        "METHODS: Ninety adults were randomised. Patients received drug A, drug B, or drug C as rescue medication.",
      ),
    ).toEqual([]);
  });

  test('a generic "intervention" arm takes the treatment the title\'s "trial of X" names', () => {
    const title =
      "Study protocol: a randomised controlled trial of a web-based coaching programme to improve sleep in adults";
    const abstract =
      "METHODS: Adults will be randomised to the intervention (n = 100), information only (n = 100) or the control group (n = 20).";
    expect(arms(title, abstract).map((a) => a[1])).toEqual([
      "web-based coaching programme",
      "information only",
      "control group",
    ]);
  });
});

describe("single-group studies", () => {
  test("a study that allocated no one has one arm: the treatment its patients received", () => {
    expect(
      arms(
        "Drug N in relapsed myeloma: a phase 1 study",
        "METHODS: Twenty patients received 400 mg drug N daily.\nRESULTS: Four patients responded.",
      ),
    ).toEqual([["intervention", "drug N"]]);
  });

  test('"The intervention included four video coaching sessions": a single-group programme is named by what it was made of', () => {
    const abstract =
      "METHODS: Thirty carers were recruited from clinics. The intervention included four video coaching sessions and a workbook. RESULTS: Stress scores fell.";
    expect(arms("Coaching for carers: a pilot study", abstract)).toEqual([
      ["intervention", "video coaching sessions and a workbook"],
    ]);
  });

  test("a randomised trial whose arms are not named gets none rather than one", () => {
    expect(
      arms(
        "T",
        "METHODS: Patients were randomly assigned to two groups. All patients received drug N.\nRESULTS: Outcomes were similar.",
      ),
    ).toEqual([]);
  });
});

describe("arm readers on adversarial text", () => {
  const cases: Record<string, string> = {
    labels: "drug A 5 mg (arm A) or drug B (arm B), ".repeat(500),
    labelsFirst: "Group A (x; Group B (y; ".repeat(800),
    comparedWith: "Compared with drug A, drug B or drug C ".repeat(500),
    standard: "the standard standard conventional usual ".repeat(500),
    twoOf: "We compared two of two standard of two aaaa ".repeat(450),
    givenList: "Patients received 1% a, 2% b, 3% c, ".repeat(600),
  };
  for (const [name, text] of Object.entries(cases)) {
    test(`20,000 characters of ${name} take under 100 ms`, () => {
      const abstract = text.slice(0, 20_000);
      expect(cpuTime(() => extractFactSheet({ title: abstract.slice(0, 2000), abstract }))).toBeLessThan(100);
    });
  }
});

// Invented (round 11, set g): an aim that names its measure before the labelled arms.
test('"to compare pain scores after A (arm B), B (arm C), or C (arm A)": the measure is no part of the first arm', () => {
  const found = arms(
    "Nerve block or wound infiltration after hip surgery: a randomised trial",
    "METHODS: In this randomized trial, adults were enrolled in order to compare pain scores after nerve block (arm B), wound infiltration (arm C), or standard opioids (arm A). RESULTS: Pain did not differ.",
  );
  expect(found.map(([, name]) => name)).toEqual(["nerve block", "wound infiltration", "standard opioids"]);
});
