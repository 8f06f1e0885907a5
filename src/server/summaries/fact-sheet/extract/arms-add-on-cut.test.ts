import { describe, expect, test } from "bun:test";
import { extractFactSheet } from "./extract-fact-sheet";
import { cpuTime } from "../../../../testing/timing";

const arms = (title: string, abstract: string) =>
  extractFactSheet({ title, abstract }).arms.map((a) => [a.role, a.name]);

describe("an add-on is not cut into a substitute", () => {
  const title =
    "A Randomized Comparison of Radiotherapy with Induction Zelmoratinib with Radiotherapy Alone for Head and Neck Cancer";

  test('"Comparison of A with B with A alone": no "with" of the title is taken to divide the arms', () => {
    const found = arms(title, "METHODS: 80 patients were enrolled.\nRESULTS: Survival did not differ.");
    expect(found).not.toContainEqual(["intervention", "Radiotherapy"]);
    expect(found.map(([, n]) => n)).not.toContain("Induction Zelmoratinib with Radiotherapy Alone");
  });

  test('"one cycle of X and two cycles of Y with Z (Arm A)" is not cut to X, the add-on alone', () => {
    const found = arms(
      title,
      "METHODS: Patients were randomly divided to receive either one cycle of zelmoratinib induction chemotherapy and two cycles of the same adjuvant chemotherapy with radiotherapy (Arm A) or only radiotherapy (Arm B).",
    );
    expect(found.map(([, n]) => n)).not.toContain("zelmoratinib induction chemotherapy");
  });
});

test("20,000 characters of 'comparison of a with b and two cycles of' take under 100 ms", () => {
  const text = "Comparison of a with b and two cycles of c with ".repeat(420).slice(0, 20_000);
  const input = { title: text, abstract: `METHODS: randomly divided to receive either ${text}` };
  expect(cpuTime(() => extractFactSheet(input))).toBeLessThan(100);
});
