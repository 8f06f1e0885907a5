import { describe, expect, test } from "bun:test";
import { cpuTime } from "../../../../testing/timing";
import { extractFactSheet } from "./extract-fact-sheet";

const arms = (title: string, abstract: string) =>
  extractFactSheet({ title, abstract }).arms.map((a) => [a.role, a.name]);
const ONE_GROUP = "Forty patients were enrolled. The response rate was 60%.";

describe("a single-group study's regimen named in its title is the arm, whole", () => {
  test('"A phase II trial of 1st-line drug-K plus drug-L treatment for ..."', () => {
    expect(
      arms("A phase II trial of 1st-line modified-KLOX plus drugumab treatment for metastatic bowel cancer", ONE_GROUP),
    ).toEqual([["intervention", "modified-KLOX plus drugumab treatment"]]);
  });

  test('"A, B and C (ABC) as salvage treatment in ..."', () => {
    expect(arms("Drug-A, Drugine and Drugumab Ozo (ADO) as Salvage Treatment in Advanced Leukemia", ONE_GROUP)).toEqual(
      [["intervention", "Drug-A, Drugine and Drugumab Ozo (ADO)"]],
    );
  });

  test('"X chemotherapy with drug in patients with ..."', () => {
    expect(arms("Intra-operative chemotherapy with drugplatin in patients with ovarian cancer", ONE_GROUP)).toEqual([
      ["intervention", "Intra-operative chemotherapy with drugplatin"],
    ]);
  });

  test("a title about a measure, a comparison or a randomised trial names no single regimen", () => {
    expect(arms("Quality of life in patients given drugplatin chemotherapy", ONE_GROUP)).toEqual([]);
    expect(arms("Anaemia during drugplatin chemotherapy in patients with ovarian cancer", ONE_GROUP)).toEqual([]);
    expect(
      arms(
        "A phase II trial of drugumab treatment for bowel cancer",
        "Forty patients were randomized. Response was 60%.",
      )
        .flat()
        .includes("drugumab treatment"),
    ).toBe(false);
  });

  test("20,000 characters of a title-like opening take under 100 ms", () => {
    const title = "A phase II trial of drug-KX plus ".repeat(700).slice(0, 20_000);
    extractFactSheet({ title: title.slice(0, 2000), abstract: ONE_GROUP });
    expect(cpuTime(() => extractFactSheet({ title, abstract: ONE_GROUP }))).toBeLessThan(100);
  });
});
