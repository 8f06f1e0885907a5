import { describe, expect, test } from "bun:test";
import { spanText } from "../../../../shared/fact-sheet";
import { extractFactSheet } from "./extract-fact-sheet";
import { cpuTime } from "../../../../testing/timing";

const arms = (title: string, abstract: string) =>
  extractFactSheet({ title, abstract }).arms.map((a) => [a.role, a.name]);

describe("more ways abstracts name their arms", () => {
  test('"either the intervention (X) or control (usual care) group": each side named by its bracket', () => {
    expect(
      arms(
        "T",
        "METHODS: Participants were randomised to either the intervention (a 6-week walking programme) or control (usual care) group.",
      ),
    ).toEqual([
      ["intervention", "walking programme"],
      ["control", "usual care"],
    ]);
  });

  test('"group 1 (n=30; X) or group 2 (n=30; Y)": the group size before the treatment is not its name', () => {
    expect(
      arms(
        "T",
        "METHODS: Patients were randomly assigned to group 1 (n=30; intrathecal morphine) or group 2 (n=30; intravenous morphine).",
      ),
    ).toEqual([
      ["intervention", "intrathecal morphine"],
      ["intervention", "intravenous morphine"],
    ]);
  });

  test('"either immediate or delayed surgery": the timing word shares the noun', () => {
    expect(arms("T", "METHODS: Patients were randomly assigned to either immediate or delayed surgery.")).toEqual([
      ["intervention", "immediate surgery"],
      ["intervention", "delayed surgery"],
    ]);
  });

  test('"3 or 6 months of adjuvant chemotherapy": two arms by duration, each quoted from the whole phrase', () => {
    const input = {
      title: "T",
      abstract: "METHODS: Patients were randomized to receive 3 or 6 months of adjuvant chemotherapy.",
    };
    const sheet = extractFactSheet(input);
    expect(sheet.arms.map((a) => [a.role, a.name])).toEqual([
      ["intervention", "3 months of adjuvant chemotherapy"],
      ["intervention", "6 months of adjuvant chemotherapy"],
    ]);
    expect(spanText(input, sheet.arms[0]!.evidence[0]!)).toBe("3 or 6 months of adjuvant chemotherapy");
  });

  test('"randomly assigned to use X cream or Y cream": the verb of use is not part of the name', () => {
    const names = arms("T", "METHODS: Patients were randomly assigned to use drug Q cream or drug R cream daily.").map(
      ([, name]) => name,
    );
    expect(names[0]).toBe("drug Q cream");
  });

  test('"to compare the efficacies of X and Y": what is said of the arms is not their name', () => {
    const names = arms(
      "Outcomes after drug Q or drug R in older patients: a cohort study",
      "OBJECTIVE: The objective of this randomized trial was to compare the efficacies of drug Q and drug R in patients aged 70 years or more.",
    ).map(([, name]) => name);
    expect(names.join(" | ")).not.toMatch(/efficac/i);
  });

  test('"to A or B or C": three arms, each whole, the last ending before "from the first day of"', () => {
    const sheet = extractFactSheet({
      title: "T",
      abstract:
        "METHODS: 120 patients were randomly assigned to use drug Q cream or drug R cream or moisturizing base cream from the first day of radiotherapy.",
    });
    expect(sheet.studyType).toBe("randomised-trial");
    expect(sheet.arms.map((a) => a.name)).toEqual(["drug Q cream", "drug R cream", "moisturizing base cream"]);
  });

  test("three arms offered with 'or' twice that the reader cannot name whole are withheld, not shown as two", () => {
    const sheet = extractFactSheet({
      title: "Drug Q 0.1% cream and drug R 1% cream to prevent radiation dermatitis: a randomized trial",
      abstract:
        "METHODS: 120 patients were randomly assigned to use drug Q 0.1% cream or drug R 1% cream or moisturizing base cream from the first day of radiotherapy.",
    });
    expect(sheet.arms.length === 0 || sheet.arms.length === 3).toBe(true);
    // Doses of one drug and "for 3 years or until recurrence" offer no third arm.
    const two = extractFactSheet({
      title: "Drug Q after liver surgery: a randomized trial",
      abstract:
        "METHODS: 800 patients will be randomized to drug Q 160 mg once daily or placebo, for a period of 3 years or until disease recurrence.",
    });
    expect(two.arms.map((a) => a.name)).toEqual(["drug Q", "placebo"]);
  });

  test('"either E coli– or Erwinia-asparaginase": a suspended en dash waits for the second arm\'s ending', () => {
    expect(
      arms(
        "T",
        "METHODS: The trial randomized 700 children to either E coli– or Erwinia-asparaginase at the same dose.",
      ).map(([, name]) => name),
    ).toEqual(["E coli–asparaginase", "Erwinia-asparaginase"]);
  });
});

describe("phrasing readers on adversarial text", () => {
  const cases: Record<string, string> = {
    durations: "randomized to 3 or 6 months of 3 or 6 weeks of ".repeat(420),
    bracketGroups: "assigned to group 1 (n=30; a) or group 2 (n=30; b) or ".repeat(330),
    orChain: "randomly assigned to drug 0.1 or drug 0.2 or ".repeat(450),
    suspendedDashes: "randomized to either E coli– or X– or Erwinia-asparaginase ".repeat(330),
  };
  for (const [name, text] of Object.entries(cases)) {
    test(`20,000 characters of ${name} take under 100 ms`, () => {
      const abstract = text.slice(0, 20_000);
      // A short run first warms the code up, so the long runs time compiled code (as text-scanning-time does).
      extractFactSheet({ title: abstract.slice(0, 200), abstract: abstract.slice(0, 2000) });
      expect(cpuTime(() => extractFactSheet({ title: abstract.slice(0, 2000), abstract }))).toBeLessThan(100);
    });
  }
});
