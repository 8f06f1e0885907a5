import { describe, expect, test } from "bun:test";
import { extractFactSheet } from "./extract-fact-sheet";
import { verifyFactSheet } from "../verify";
import { writeSummaries } from "../write/write-summaries";
import { cpuTime } from "../../../../testing/timing";

/** The arms as the verifier keeps them, and the patient summary written from the verified sheet. */
function read(abstract: string, title = "T") {
  const input = { title, abstract };
  const { sheet } = verifyFactSheet(extractFactSheet(input), input);
  const patient = writeSummaries(sheet, input)
    .patient.map((s) => s.text)
    .join(" ");
  return { arms: sheet.arms.map((a) => [a.role, a.name]), patient };
}

describe("a control arm named only by what it went without", () => {
  test("a two-arm trial whose aim names only X, given to patients treated with Y: Y plus X against Y, kept by the verifier", () => {
    const { arms } = read(
      "METHODS: This randomized study with two arms aims to evaluate the effects of intraperitoneal zelmoratinib with heat on patients with gastric cancer, treated with gastrectomy. Patients will be randomized at the end of surgery.",
    );
    expect(arms).toEqual([
      ["intervention", "gastrectomy plus intraperitoneal zelmoratinib with heat"],
      ["control", "gastrectomy"],
    ]);
  });

  test('"randomized to receive X or not": the other arm is "no X", not "not"', () => {
    expect(
      read(
        "METHODS: 200 patients undergoing gastrectomy were randomized to receive intraperitoneal zelmoratinib or not.\nRESULTS: Survival was longer (P = 0.01).",
      ).arms,
    ).toEqual([
      ["intervention", "intraperitoneal zelmoratinib"],
      ["control", "no intraperitoneal zelmoratinib"],
    ]);
  });

  test('"the study group in which X was used or the control group without X": X against the control group as written', () => {
    const { arms, patient } = read(
      "METHODS: 150 patients were randomized either to the study group in which a zelmoratinib sponge was used or in the control group without sponge.\nRESULTS: Infections did not differ.",
    );
    expect(arms).toEqual([
      ["intervention", "zelmoratinib sponge"],
      ["control", "control group without sponge"],
    ]);
    expect(patient).toContain("compared zelmoratinib sponge with the control group without sponge");
  });

  test('"surgery with X or without X" and "with versus without X": the comparator keeps the surgery', () => {
    const expected = [
      ["intervention", "surgery with intraperitoneal heat"],
      ["control", "surgery without intraperitoneal heat"],
    ];
    const results = "\nRESULTS: Survival was longer (P = 0.01).";
    expect(
      read(
        `METHODS: 200 patients were randomized to surgery with intraperitoneal heat or without intraperitoneal heat.${results}`,
      ).arms,
    ).toEqual(expected);
    expect(
      read(`METHODS: 200 patients were randomized to surgery with versus without intraperitoneal heat.${results}`).arms,
    ).toEqual(expected);
    expect(
      read(
        `METHODS: 200 patients took part.${results}`,
        "Surgery with versus without intraperitoneal heat in ovarian cancer",
      ).arms.map(([role, name]) => [role, name!.toLowerCase()]),
    ).toEqual(expected);
  });

  test('the verifier still refuses "no X" when no other arm gives X', () => {
    const input = { title: "T", abstract: "METHODS: 90 patients were randomized to zelmoratinib or placebo." };
    const sheet = extractFactSheet(input);
    const forged = { ...sheet, arms: [sheet.arms[0]!, { ...sheet.arms[1]!, name: "no docetaxel" }] };
    expect(verifyFactSheet(forged, input).sheet.arms.map((a) => a.name)).toEqual(["zelmoratinib"]);
  });

  test("20,000 characters of groups in which things were used take under 100 ms", () => {
    const abstract =
      "randomized to the study group in which a b c was used or not, two arms aims to evaluate the effects of ".repeat(
        200,
      );
    expect(cpuTime(() => extractFactSheet({ title: "T", abstract: abstract.slice(0, 20_000) }))).toBeLessThan(100);
  });
});
