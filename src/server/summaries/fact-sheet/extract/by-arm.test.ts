import { describe, expect, test } from "bun:test";
import { spanText, type ArmFact } from "../../../../shared/fact-sheet";
import { readSource } from "../source/read-source";
import { figuresByArm } from "./by-arm";

const arms: ArmFact[] = [
  { role: "intervention", name: "interferon plus chemotherapy", evidence: [] },
  { role: "control", name: "chemotherapy alone", evidence: [] },
];
const read = (text: string) => {
  const source = { title: "T", abstract: `RESULTS: ${text}` };
  const s = readSource(source).sentences[1]!;
  return figuresByArm(s, arms).map((f) => [arms[f.arm]!.name, f.value, spanText(source, f.evidence[0]!)]);
};

describe("each group's figure", () => {
  test("a figure followed by its arm", () => {
    expect(read("Progression occurred in 31% with interferon and 52% with chemotherapy alone (p = 0.01).")).toEqual([
      ["interferon plus chemotherapy", "31%", "31%"],
      ["chemotherapy alone", "52%", "52%"],
    ]);
  });

  test('"x and y months for A and B, respectively" in the order the arms are named', () => {
    expect(
      read(
        "Median survival was 17 and 48 months for the chemotherapy alone and interferon groups, respectively (p = 0.03).",
      ),
    ).toEqual([
      ["chemotherapy alone", "17 months", "17"],
      ["interferon plus chemotherapy", "48 months", "48 months"],
    ]);
  });

  test('"longer with A (median x vs y)": the other figure is the other arm', () => {
    expect(read("Survival was longer with interferon (median 48 vs 17 months; HR 0.6, 95% CI 0.4 to 0.9).")).toEqual([
      ["interferon plus chemotherapy", "48 months", "48"],
      ["chemotherapy alone", "17 months", "17 months"],
    ]);
  });

  test("figures whose groups are not said are left out, as are intervals and p values", () => {
    expect(read("Response rates were 40% and 38% (p = 0.7).")).toEqual([]);
    expect(read("Between the study and control groups: 25.6 and 34.1% respectively.")).toEqual([]);
  });

  test("past a bracketed interval, and each arm named just before its figure", () => {
    expect(
      read(
        "Response was 31% (95% CI 20 to 42) in the interferon group versus 52% (40 to 64) in the chemotherapy alone group (p = 0.01), and 3-year survival was 45% and 40%.",
      ),
    ).toEqual([
      ["interferon plus chemotherapy", "31%", "31%"],
      ["chemotherapy alone", "52%", "52%"],
    ]);
    expect(
      read(
        "Survival did not differ (interferon, 3.7 months, 95% CI 3.2 to 4.2, vs chemotherapy alone, 3.6 months; HR 0.94, 95% CI 0.81 to 1.10).",
      ),
    ).toEqual([
      ["interferon plus chemotherapy", "3.7 months", "3.7 months"],
      ["chemotherapy alone", "3.6 months", "3.6 months"],
    ]);
  });
});
