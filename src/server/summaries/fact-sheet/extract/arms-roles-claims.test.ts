import { describe, expect, test } from "bun:test";
import { extractFactSheet } from "./extract-fact-sheet";

const arms = (title: string, abstract: string) =>
  extractFactSheet({ title, abstract }).arms.map((a) => [a.role, a.name]);

describe("arm roles from what the abstract says of them", () => {
  test('"A was as effective as B": B is the reference, though the title names it first', () => {
    const abstract =
      "METHODS: Patients were randomised to daily dosing or pulse dosing of drug Z.\nRESULTS: Survival was 30 and 31 weeks (P = 0.5).\nCONCLUSIONS: Pulse dosing was as effective as daily dosing.";
    expect(arms("Daily versus pulse dosing of drug Z in lung cancer", abstract)).toEqual([
      ["intervention", "pulse dosing of drug Z"],
      ["control", "daily dosing"],
    ]);
  });

  test('"A is not superior to B" makes B the comparator', () => {
    const abstract =
      "OBJECTIVE: We showed that regimen KX is not superior to regimen QT in liver metastases.\nMETHODS: Patients were randomized to regimen QT or regimen KX.";
    expect(arms("T", abstract)).toEqual([
      ["intervention", "regimen KX"],
      ["control", "regimen QT"],
    ]);
  });

  test('"the standard three weekly regimen" names the arm written "3-weekly"', () => {
    const abstract =
      "BACKGROUND: No trial has compared the standard three weekly regimen with a weekly one.\nMETHODS: Women were randomised to receive weekly drug D or 3-weekly drug D.";
    expect(arms("T", abstract)).toEqual([
      ["intervention", "weekly drug D"],
      ["control", "3-weekly drug D"],
    ]);
  });

  test('"a conventional 36-week regimen" names the arm given "36 weeks of" its drugs', () => {
    const abstract =
      "Women were randomised to receive either a 12-week hormonal regimen or 36 weeks of KLMN. Recurrence was higher with 12 weeks. Despite a conventional 36-week regimen, recurrence was common.";
    expect(arms("T", abstract)).toEqual([
      ["intervention", "hormonal"],
      ["control", "KLMN"],
    ]);
  });

  test('"A: X and Y, or B: X, Y and Z": the labelled arm without the addition is the control', () => {
    const abstract =
      "METHODS: Sites will be randomised to give either care plan A: oral fluids and mouth care, or care plan B: oral fluids, mouth care and subcutaneous fluids.";
    expect(arms("T", abstract)).toEqual([
      ["intervention", "care plan B"],
      ["control", "care plan A"],
    ]);
  });

  test('"a control version" is the comparator of the tool the title evaluates', () => {
    const abstract =
      "METHODS: A randomised comparison used a survey (n=34). The leaflet explains screening outcomes. A control version produced for comparison omits the harms section.";
    expect(arms("Development and evaluation of a screening leaflet", abstract)).toEqual([
      ["intervention", "screening leaflet"],
      ["control", "control version"],
    ]);
  });

  test('"Drug P with drug K or drug L" in a title names alternatives, not a comparator', () => {
    const abstract =
      "METHODS: Dogs were randomized to drug K or drug L, each given with drug P.\nRESULTS: Response did not differ (P = .5).";
    expect(
      arms("Drug P in combination with drug K or drug L for bladder cancer: a randomised trial", abstract),
    ).toEqual([
      ["intervention", "drug K plus drug P"],
      ["intervention", "drug L plus drug P"],
    ]);
  });

  test('"whether A differed from B" asks of both arms: neither is the comparator', () => {
    const abstract =
      "OBJECTIVE: To determine whether survival with regimen KX differed from that with regimen QT.\nMETHODS: Patients were randomized to regimen KX or regimen QT.";
    expect(arms("T", abstract).map((a) => a[0])).toEqual(["intervention", "intervention"]);
  });

  test('"randomized between A and B-containing chemotherapy": side by side in the title, and both named there, so two tested arms', () => {
    const abstract =
      "BACKGROUND: We compared adjuvant dose-dense drug-X-drug-Y and drug-Z-drug-X-drug-Y in a randomized trial.\nRESULTS: Anemia was more frequent after dose-dense treatment.";
    expect(
      arms("Toxicity in patients randomized between dose-dense and drug-Z-containing chemotherapy", abstract).map(
        (a) => a[0],
      ),
    ).toEqual(["intervention", "intervention"]);
  });

  test("the investigator's or physician's choice of treatment is the comparator", () => {
    expect(
      arms(
        "T",
        "METHODS: Patients were randomly assigned to receive drug P or the physician's choice of chemotherapy.",
      ),
    ).toEqual([
      ["intervention", "drug P"],
      ["control", "physician's choice of chemotherapy"],
    ]);
  });
});
