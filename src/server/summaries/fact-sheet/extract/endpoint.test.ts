import { describe, expect, test } from "bun:test";
import { extractFactSheet } from "./extract-fact-sheet";

const endpoint = (abstract: string, title = "T") => extractFactSheet({ title, abstract }).primaryEndpoint;

describe("primary endpoint", () => {
  test("named as primary: the phrase after it, cut where the clause's verb or the secondary endpoints begin", () => {
    expect(endpoint("METHODS: Patients were randomised to A or B. The primary outcome was progression-free survival and the method of analysis was intention-to-treat.")).toMatchObject({ text: "progression-free survival", stated: true });
    expect(endpoint("METHODS: The primary end point was overall survival, and secondary end points were response and toxicity.")).toMatchObject({ text: "overall survival", stated: true });
  });

  test('"X (primary outcome)" takes the phrase before the bracket, up to its verb', () => {
    expect(endpoint("METHODS: Fatigue severity was rated weekly on a 0-10 scale (primary outcome).")).toMatchObject({ text: "Fatigue severity", stated: true });
  });

  test('"the primary and the secondary outcomes were A and B, respectively" gives A', () => {
    expect(endpoint("METHODS: The primary and the secondary outcomes of this study were physical activity level and physical fitness, respectively.")?.text).toStartWith("physical activity level");
  });

  test("not named: what the objective centres on, without the verbs around it", () => {
    expect(endpoint("OBJECTIVE: To determine whether walking reduces fatigue in women with breast cancer.\nMETHODS: Women were randomised to walking or usual care.")).toMatchObject({ text: "fatigue", stated: false });
    expect(endpoint("OBJECTIVE: We assessed the effect of a diet on the frequency of micronuclei in sputum.")).toMatchObject({ text: "frequency of micronuclei in sputum", stated: false });
  });

  test("a review has none", () => {
    expect(extractFactSheet({ title: "A systematic review of drug K", abstract: "We reviewed 12 trials of drug K. Overall survival improved." }).primaryEndpoint).toBeNull();
  });
});
