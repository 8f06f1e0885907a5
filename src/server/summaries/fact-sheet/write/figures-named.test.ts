import { describe, expect, test } from "bun:test";
import type { FactSheet, SourceText, Span } from "../../../../shared/fact-sheet";
import { joinPatient, writeSummaries } from "./write-summaries";

// Invented abstract: two groups' medians, with and without the outcome they measure being named.
const abstract =
  "Patients were randomized to drug A or observation. Median time was 20 months with drug A and 7 months with observation (P = 0.01).";
const source: SourceText = { title: "Drug A after surgery", abstract };
const at = (words: string): Span => ({ start: abstract.indexOf(words), end: abstract.indexOf(words) + words.length });
const result = "Median time was 20 months with drug A and 7 months with observation (P = 0.01)";

function sheet(endpoint: FactSheet["primaryEndpoint"]): FactSheet {
  return {
    studyType: "randomised-trial",
    randomised: true,
    phase: null,
    population: null,
    participants: { randomised: null, evidence: [] },
    arms: [
      { role: "intervention", name: "drug A", evidence: [at("drug A")] },
      { role: "control", name: "observation", evidence: [at("observation")] },
    ],
    primaryEndpoint: endpoint,
    primaryResult: {
      direction: "favours-intervention",
      text: result,
      evidence: [at(result)],
      effects: [],
      byArm: [
        { arm: 0, measure: "median", value: "20 months", evidence: [at("20 months")] },
        { arm: 1, measure: "median", value: "7 months", evidence: [at("7 months")] },
      ],
    },
    harms: null,
    conclusion: null,
    flags: [],
    registrations: [],
  };
}

describe("a group's figure is told to the patient only under the outcome it measures", () => {
  test("no outcome named: 'the median was 20 months' (read as survival) is not said", () => {
    const patient = joinPatient(writeSummaries(sheet(null), source).patient);
    expect(patient).not.toContain("the median was 20 months");
    expect(patient).not.toContain("the median was 7 months");
  });

  test("the outcome named as primary: each group's figure is said with it", () => {
    const endpoint = { text: "overall survival", stated: true, evidence: [at("Median time")] };
    const patient = joinPatient(writeSummaries(sheet(endpoint), source).patient);
    expect(patient).toContain("20 months");
  });
});
