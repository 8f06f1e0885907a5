import { describe, expect, test } from "bun:test";
import { extractFactSheet } from "./extract-fact-sheet";

// Invented abstracts. The harms line holds a report of harms, never the efficacy result shown as one.
describe("the harms line is not the primary result", () => {
  test("an efficacy result on complications gives way to the sentence reporting adverse effects", () => {
    const sheet = extractFactSheet({
      title: "Tube feeding or drip feeding after bowel surgery: a randomised trial",
      abstract:
        "METHODS: 300 adults were randomly assigned to tube feeding or drip feeding. The primary endpoint was postoperative complications. RESULTS: Postoperative complications occurred in 40 (27%) patients fed by tube versus 60 (40%) fed by drip (p=0.02). Adverse effects occurred in 50 (33%) patients fed by tube versus 20 (13%) fed by drip (p<0.001).",
    });
    expect(sheet.primaryResult.text).toStartWith("Postoperative complications occurred");
    expect(sheet.harms?.text).toStartWith("Adverse effects occurred");
  });

  test("a trial of toxicity itself, with no other harms sentence, still shows its result as the harms", () => {
    const sheet = extractFactSheet({
      title: "Cream A or cream B for radiation skin toxicity: a randomised trial",
      abstract:
        "METHODS: 120 women were randomly assigned to cream A or cream B. The primary endpoint was skin toxicity of grade 2 or more. RESULTS: Skin toxicity of grade 2 or more occurred in 30% with cream A and 45% with cream B (P = 0.04).",
    });
    expect(sheet.harms?.text).toStartWith("Skin toxicity of grade 2");
  });

  test("a drug lowering a harm named by its short form is its benefit, not a harm", () => {
    const sheet = extractFactSheet({
      title: "Growth factor support during chemotherapy: a randomised trial",
      abstract:
        "METHODS: 200 adults were randomly assigned to growth factor G or no support; febrile neutropenia (FN) was recorded. RESULTS: Growth factor G reduced FN incidence to 8% from 20%.",
    });
    expect(sheet.harms?.text ?? "").not.toContain("reduced FN incidence");
  });
});

describe("a sentence of method or of who was counted is not a harms report", () => {
  const harms = (results: string) =>
    extractFactSheet({
      title: "Device T for bone pain: a randomised crossover study",
      abstract: `METHODS: 30 adults were randomly assigned to device T or a sham device. RESULTS: ${results}`,
    }).harms?.text;

  test('"tolerability and adverse events were also evaluated" gives way to what was found', () => {
    expect(
      harms("Recruitment, tolerability and adverse events were also evaluated. Device T was well tolerated."),
    ).toBe("Device T was well tolerated.");
  });

  test('"all were evaluable for response and toxicity" gives way to what was found', () => {
    expect(harms("All 30 patients were evaluable for response and toxicity. Toxicity was mild in both groups.")).toBe(
      "Toxicity was mild in both groups.",
    );
  });
});

// Invented unlabelled abstracts: the closing verdict is the authors' judgement, not a report of harms.
describe("a closing verdict that weighs the treatment is not its harms report", () => {
  const body =
    "To compare drug Q and drug R in leukaemia, untreated patients were randomly allocated to drug Q or drug R. End points were survival, response and tolerance. Remission was more frequent with drug Q (60% vs 45%, p = 0.01). Median survival did not differ (60 and 62 months). For patients with leukaemia, drug Q and drug R both provided similar survival.";
  test("'a trend toward better tolerance that may influence the choice' is not read as harms", () => {
    const sheet = extractFactSheet({
      title: "Drug Q or drug R in leukaemia",
      abstract: `${body} However, there was an increase in remission rate and a trend toward a better tolerance of drug Q over drug R that may influence the choice between these regimens.`,
    });
    expect(sheet.harms).toBeNull();
  });

  test("a closing plain report ('There was no added toxicity.') still is", () => {
    const sheet = extractFactSheet({
      title: "Drug Q or drug R in leukaemia",
      abstract: `${body} There was no added toxicity.`,
    });
    expect(sheet.harms?.text).toBe("There was no added toxicity.");
  });
});
