import { describe, expect, test } from "bun:test";
import { spanText } from "../../../../shared/fact-sheet";
import { extractFactSheet } from "./extract-fact-sheet";
import { cpuTime } from "../../../../testing/timing";

const arms = (title: string, abstract: string) =>
  extractFactSheet({ title, abstract }).arms.map((a) => [a.role, a.name]);

describe("arms of other designs", () => {
  test("a 2 × 2 factorial trial: each factor's active arm, the shared placebo once", () => {
    const abstract =
      "METHODS: In a 2 × 2 factorial design, 1800 adults were randomly assigned to fish oil or placebo and to vitamin K or placebo.\nRESULTS: Neither reduced falls.";
    expect(arms("T", abstract)).toEqual([
      ["intervention", "fish oil"],
      ["intervention", "vitamin K"],
      ["control", "placebo"],
    ]);
  });

  test('a crossover trial: "received A and B in random order" names both treatments, each quoted', () => {
    const input = {
      title: "T",
      abstract:
        "METHODS: In this randomised crossover trial, 24 patients received nasal fentanyl and placebo spray in random order.\nRESULTS: Pain fell more with fentanyl.",
    };
    const sheet = extractFactSheet(input);
    expect(sheet.arms.map((a) => [a.role, a.name])).toEqual([
      ["intervention", "nasal fentanyl"],
      ["control", "placebo spray"],
    ]);
    for (const a of sheet.arms) expect(spanText(input, a.evidence[0]!)).toBe(a.name);
  });

  test('a capital letter ends a name: "drug A", "vitamin A" are not cut to "drug"', () => {
    expect(
      arms(
        "Vitamin A or placebo for skin toxicity during radiotherapy: a randomised trial",
        "METHODS: Ninety adults took part.",
      ),
    ).toEqual([
      ["intervention", "Vitamin A"],
      ["control", "placebo"],
    ]);
    expect(
      arms(
        "T",
        "OBJECTIVE: We compared drug A with drug B in older adults.\nMETHODS: Patients were randomised to drug B or drug A.",
      ),
    ).toEqual([
      ["intervention", "drug A"],
      ["control", "drug B"],
    ]);
  });
});

describe("comparators named in shared words or brackets", () => {
  test("when both arms share a control word, the words that differ decide: placebo plus care is the control", () => {
    expect(
      arms(
        "T",
        "METHODS: Patients were randomly assigned in a 2:1 ratio to drug W plus best supportive care or placebo plus best supportive care.",
      ),
    ).toEqual([
      ["intervention", "drug W plus best supportive care"],
      ["control", "placebo plus best supportive care"],
    ]);
  });

  test('"the control group (usual care, n = 30)" is named by what it got', () => {
    const abstract =
      "METHODS: Sixty patients were randomly assigned to the intervention group (a 12-week home walking programme, n = 30) or the control group (usual care, n = 30).";
    expect(arms("T", abstract)).toEqual([
      ["intervention", "home walking programme"],
      ["control", "usual care"],
    ]);
  });

  test("a capitalised describing word in a title shares the noun after the other arm", () => {
    expect(
      arms(
        "Accelerated compared with conventional radiotherapy for head and neck cancer",
        "METHODS: 300 adults were randomised.",
      ),
    ).toEqual([
      ["intervention", "Accelerated radiotherapy"],
      ["control", "conventional radiotherapy"],
    ]);
  });
});

describe("add-on trials written in signs", () => {
  test('"A +/− B" and "A ± B": A with B is tested, A alone is the control', () => {
    expect(
      arms("T", "METHODS: Women were randomised to 4–6 cycles of (neo)adjuvant chemotherapy (CT) +/− drug G (G)."),
    ).toEqual([
      ["intervention", "adjuvant chemotherapy with drug G"],
      ["control", "adjuvant chemotherapy"],
    ]);
    expect(arms("T", "METHODS: Patients were randomised to radiotherapy ± drug C.")).toEqual([
      ["intervention", "radiotherapy with drug C"],
      ["control", "radiotherapy"],
    ]);
  });
});

describe("add-on trials named by what they add", () => {
  test('a title\'s "A in addition to B" gives A plus B against B', () => {
    expect(
      arms(
        "Drug Y in addition to standard chemotherapy for small-cell lung cancer: a randomised trial",
        "METHODS: 400 patients were randomised 1:1.",
      ),
    ).toEqual([
      ["intervention", "Drug Y plus standard chemotherapy"],
      ["control", "standard chemotherapy"],
    ]);
  });

  test('an objective\'s "the addition of A to B" does the same', () => {
    expect(
      arms(
        "T",
        "OBJECTIVE: To test the addition of drug V to radiotherapy in older adults.\nMETHODS: 200 patients were randomised.",
      ),
    ).toEqual([
      ["intervention", "drug V plus radiotherapy"],
      ["control", "radiotherapy"],
    ]);
  });
});

describe("groups labelled by number", () => {
  test('"group 1 received A and group 2 received B" and "arm 1, A plus B; arm 2, A alone"', () => {
    expect(
      arms(
        "T",
        "METHODS: Patients were randomly assigned to two groups: group 1 received drug P and group 2 received drug Q.",
      ),
    ).toEqual([
      ["intervention", "drug P"],
      ["intervention", "drug Q"],
    ]);
    expect(
      arms(
        "T",
        "METHODS: Patients were randomized to one of two arms: arm 1, drug A plus drug B; arm 2, drug A alone.",
      ),
    ).toEqual([
      ["intervention", "drug A plus drug B"],
      ["control", "drug A alone"],
    ]);
  });
});

describe("cluster trials", () => {
  test('clinics "randomised to implement X or to continue usual practice": the verbs are not part of the names', () => {
    expect(
      arms(
        "T",
        "METHODS: Sixteen clinics were randomised to implement the exercise referral pathway or to continue usual practice.",
      ),
    ).toEqual([
      ["intervention", "exercise referral pathway"],
      ["control", "usual practice"],
    ]);
  });
});

describe("dose-ranging trials", () => {
  test("arms that differ only by dose keep their doses, each name quoted as written", () => {
    const input = {
      title: "T",
      abstract: "METHODS: Adults were randomized to drug R 10 mg, drug R 20 mg, or placebo once daily.",
    };
    const sheet = extractFactSheet(input);
    expect(sheet.arms.map((a) => [a.role, a.name])).toEqual([
      ["intervention", "drug R 10 mg"],
      ["intervention", "drug R 20 mg"],
      ["control", "placebo"],
    ]);
    expect(spanText(input, sheet.arms[1]!.evidence[0]!)).toBe("drug R 20 mg");
  });
});

describe("design readers on adversarial text", () => {
  const cases: Record<string, string> = {
    factorial: "factorial: patients were randomly assigned to a or placebo and to b or placebo and to ".repeat(230),
    randomOrder: "patients received a and b and c in random ".repeat(470),
    doses: "randomized to drug R 10 mg, drug R 10 mg, or ".repeat(450),
    addition: `OBJECTIVE: ${"the addition of a in addition to b added to the addition of ".repeat(330)}`,
    labelDefined: "group 1 received a and group 2 received b and arm 3, ".repeat(380),
  };
  for (const [name, text] of Object.entries(cases)) {
    test(`20,000 characters of ${name} take under 100 ms`, () => {
      const abstract = text.slice(0, 20_000);
      expect(cpuTime(() => extractFactSheet({ title: "T", abstract }))).toBeLessThan(100);
    });
  }
});
