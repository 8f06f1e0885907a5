import { describe, expect, test } from "bun:test";
import { extractFactSheet } from "./extract-fact-sheet";

// Invented trials: which sentence holds the primary result, and which way it leans.
const result = (title: string, abstract: string) => extractFactSheet({ title, abstract }).primaryResult;

describe("primary result sentence and direction", () => {
  test('"There were no differences in X, Y and Z between the groups" is a result of no significant difference', () => {
    const r = result(
      "Fish oil in parenteral nutrition after gastric surgery: a randomised trial",
      "BACKGROUND: Infections after surgery are common. The aim was to compare infectious complications with two lipid emulsions. METHODS: Ninety adults were randomly allocated to emulsion A or emulsion B. RESULTS: There were no differences in fever, infectious complications and hospital stay between the two groups. Emulsion A gave a higher rise in IgA than emulsion B (p = 0.02). CONCLUSIONS: Both emulsions are safe.",
    );
    expect(r.direction).toBe("no-significant-difference");
    expect(r.text).toStartWith("There were no differences");
  });

  test('"Some differences included ..." is not a comparison of the arms', () => {
    const r = result("Leaflet or letter for screening intention: a randomised trial", "OBJECTIVE: We tested whether a leaflet improved intention to screen than a letter did. METHODS: 300 adults were randomized to leaflet or letter. RESULTS: Some differences included a focus on screening intention in younger adults. CONCLUSIONS: Leaflets are liked.");
    expect(r.direction).toBe("not-reported");
  });

  test('an unlabelled abstract\'s "did not improve X, as compared with usual care" is the result', () => {
    const r = result(
      "Quality of life after nurse-led support: a randomised study",
      "To compare nurse-led support with usual care in improving health-related quality of life (HRQOL) in adults with lymphoma. A total of 240 adults were randomly assigned to nurse-led support or usual care. Data on HRQOL were collected at baseline and after 6 months. Nurse-led support did not improve HRQOL, as compared with usual care. Future studies should include significant numbers of older adults.",
    );
    expect(r.direction).toBe("no-significant-difference");
    expect(r.text).toStartWith("Nurse-led support did not improve HRQOL");
  });

  test("a sentence naming the endpoint itself beats one naming only another symptom", () => {
    const r = result(
      "Peppermint oil for pain after bladder surgery: a randomised trial",
      "This study tested the effects of peppermint oil on pain after bladder surgery. This randomised study recruited 80 adults. Urinary symptoms were similar in the two groups (p = 0.4). Significant differences in pain were observed, with peppermint oil being significantly more effective than placebo (p = 0.01). Peppermint oil relieves pain.",
    );
    expect(r.text).toStartWith("Significant differences in pain");
    expect(r.direction).toBe("favours-intervention");
  });

  test('"the control group reporting higher negative consequences" favours the other group', () => {
    const r = result(
      "Anxiety after allocation to a screening trial: a randomised controlled trial",
      "OBJECTIVE: To examine the psychosocial consequences of allocation to the control or the screen group. METHODS: Adults were randomised to the screen group or the control group. RESULTS: Scores were statistically significantly different on the scales for anxiety and self-blame, with the control group reporting higher negative consequences. CONCLUSIONS: Allocation matters.",
    );
    expect(r.direction).toBe("favours-intervention");
  });
});

describe("primary result on adversarial text", () => {
  const WORST: Record<string, string> = {
    differences: "There were no differences in pain and differences between did not improve pain ",
    literal: "pain pain pain were similar (p = 0.4). ",
  };
  for (const [name, text] of Object.entries(WORST)) {
    test(`20,000 characters of ${name} take under 100 ms`, () => {
      const abstract = `The primary endpoint was pain. ${text.repeat(Math.ceil(20_000 / text.length))}`.slice(0, 20_000);
      result("Drug Q for pain: a randomised trial", abstract);
      const t0 = performance.now();
      result("Drug Q for pain: a randomised trial", abstract);
      expect(performance.now() - t0).toBeLessThan(100);
    });
  }
});
