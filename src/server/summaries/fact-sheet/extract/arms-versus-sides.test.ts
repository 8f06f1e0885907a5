import { describe, expect, test } from "bun:test";
import { cpuTime } from "../../../../testing/timing";
import { extractFactSheet } from "./extract-fact-sheet";

const RESULTS = "Patients were randomised. Survival differed between the arms (P = 0.01).";
const arms = (title: string, abstract = RESULTS) =>
  extractFactSheet({ title, abstract }).arms.map((a) => [a.role, a.name]);

describe('each side of "versus" in a title is a whole arm', () => {
  test('"and" inside a side joins the parts of one regimen, which adds to the other side', () => {
    expect(
      arms("Closure of a randomized trial: excision and adjuvant radiotherapy versus radiotherapy in lip tumours"),
    ).toEqual([
      ["intervention", "excision and adjuvant radiotherapy"],
      ["control", "radiotherapy"],
    ]);
    expect(arms("Trial of drug K and drug L versus drug M in myeloma")).toEqual([
      ["intervention", "drug K and drug L"],
      ["control", "drug M"],
    ]);
  });

  test('what is measured ("Efficacy and safety of") or a phrase with no opener is not joined to an arm', () => {
    expect(arms("Efficacy and safety of drug K versus drug M").map((a) => a[1])).toEqual(["drug K", "drug M"]);
    expect(arms("Outcomes in patients given excision and radiotherapy versus radiotherapy").flat()).not.toContain(
      "patients given excision and radiotherapy",
    );
  });

  test('a modifier across "versus" takes the whole regimen after the other one: "oral versus intravenous X and Y"', () => {
    expect(arms("Oral versus intravenous drug K and drug L treatment in myeloma").map((a) => a[1])).toEqual([
      "Oral drug K and drug L treatment",
      "intravenous drug K and drug L treatment",
    ]);
  });

  test('"a trial was established to compare A with B" does not call A the established (standard) regimen', () => {
    const abstract =
      "A trial was established to compare excision plus adjuvant radiotherapy with radiotherapy alone. Survival differed (P = 0.01).";
    expect(arms("Excision and adjuvant radiotherapy versus radiotherapy: a randomized trial", abstract)).toEqual([
      ["intervention", "Excision and adjuvant radiotherapy"],
      // The comparator by the abstract's own name for it.
      ["control", "radiotherapy alone"],
    ]);
  });
});

describe('"X, either alone or followed by Y"', () => {
  test("X alone is the comparator and X followed by Y the tested arm", () => {
    const abstract =
      "Sixty patients were randomized to receive nodal radiation, either alone or followed by four cycles of drug Q therapy. Relapses were fewer with sequential therapy (P < 0.01).";
    expect(arms("Radiation and drugs in lymphoma", abstract)).toEqual([
      ["intervention", "nodal radiation followed by drug Q therapy"],
      ["control", "nodal radiation alone"],
    ]);
  });
});

describe("versus-side readers on adversarial text", () => {
  const cases: Record<string, string> = {
    joinedTitle: "trial: a and b versus c and d versus ".repeat(560),
    aloneOr: "randomized to receive a, either alone or followed by b, either alone or with ".repeat(260),
    sharedModifier: "oral versus intravenous a and b and c and d plus e ".repeat(400),
  };
  for (const [name, text] of Object.entries(cases)) {
    test(`20,000 characters of ${name} take under 100 ms`, () => {
      const abstract = text.slice(0, 20_000);
      extractFactSheet({
        title: abstract.slice(0, 200),
        abstract: abstract.slice(0, 2000),
      });
      expect(cpuTime(() => extractFactSheet({ title: abstract.slice(0, 2000), abstract }))).toBeLessThan(100);
    });
  }
});
