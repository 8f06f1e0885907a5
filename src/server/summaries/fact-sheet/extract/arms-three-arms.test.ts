import { describe, expect, test } from "bun:test";
import { spanText } from "../../../../shared/fact-sheet";
import { extractFactSheet } from "./extract-fact-sheet";
import { cpuTime } from "../../../../testing/timing";

const arms = (title: string, abstract: string) =>
  extractFactSheet({ title, abstract }).arms.map((a) => [a.role, a.name]);

describe("three arms and 'with or without'", () => {
  test('a title "A with or without B versus C" names three arms, C the comparator', () => {
    expect(
      arms(
        "Docetaxel with or without zelmoratinib vs paclitaxel in lung cancer: a randomised trial",
        "METHODS: 120 patients were enrolled.\nRESULTS: Survival did not differ.",
      ),
    ).toEqual([
      ["intervention", "Docetaxel with zelmoratinib"],
      ["intervention", "Docetaxel without zelmoratinib"],
      ["control", "paclitaxel"],
    ]);
  });

  test('"with concurrent 5-fluorouracil" keeps the drug whose name opens with a digit', () => {
    const found = arms(
      "Radiotherapy with concurrent cisplatin with or without maintenance zelmoratinib versus radiotherapy with concurrent 5-fluorouracil in cervical cancer",
      "METHODS: 120 patients were enrolled.\nRESULTS: Survival did not differ.",
    );
    expect(found).toHaveLength(3);
    expect(found[2]).toEqual(["control", "radiotherapy with concurrent 5-fluorouracil"]);
  });

  test("arms coded in brackets are all read, however many, each quoted by its code", () => {
    const input = {
      title:
        "Three radiotherapy schedules with or without zelmoratinib versus radiotherapy with cisplatin in head and neck cancer",
      abstract:
        "METHODS: 90 patients were randomised to radiotherapy with cisplatin (40 mg weekly, RT-C arm), radiotherapy with zelmoratinib (200 mg daily, RT-Z arm), or the same treatment followed by maintenance zelmoratinib (RT-Z+Z arm).\nRESULTS: Survival did not differ.",
    };
    const sheet = extractFactSheet(input);
    expect(sheet.arms.map((a) => [a.role, a.name])).toEqual([
      ["intervention", "RT-Z arm"],
      ["intervention", "RT-Z+Z arm"],
      ["control", "RT-C arm"],
    ]);
    for (const a of sheet.arms) expect(spanText(input, a.evidence[0]!)).toBe(a.name);
  });
});

describe("three-arm readers on adversarial text", () => {
  const cases: Record<string, [string, string]> = {
    codedBrackets: ["T", "randomised to a (b, X arm), c (d, Y arm) or e (( ".repeat(400)],
    withOrWithout: ["a with or without b with or without c vs d ".repeat(480), "METHODS: 10 patients."],
  };
  for (const [name, [title, abstract]] of Object.entries(cases)) {
    test(`20,000 characters of ${name} take under 100 ms`, () => {
      const input = { title: title.slice(0, 20_000), abstract: abstract.slice(0, 20_000) };
      expect(cpuTime(() => extractFactSheet(input))).toBeLessThan(100);
    });
  }
});
