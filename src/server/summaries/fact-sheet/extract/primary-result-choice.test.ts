import { describe, expect, test } from "bun:test";
import { extractFactSheet } from "./extract-fact-sheet";
import { cpuTime } from "../../../../testing/timing";

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
    const r = result(
      "Leaflet or letter for screening intention: a randomised trial",
      "OBJECTIVE: We tested whether a leaflet improved intention to screen than a letter did. METHODS: 300 adults were randomized to leaflet or letter. RESULTS: Some differences included a focus on screening intention in younger adults. CONCLUSIONS: Leaflets are liked.",
    );
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

  test("vaccine efficacy whose interval excludes 0 favours the vaccine", () => {
    const r = result(
      "Vaccine K against oral papillomavirus: a randomised trial",
      "METHODS: Women were randomised to vaccine K or a control vaccine. RESULTS: Three years later there were 20 oral infections in the control group and two in the vaccine group, for an estimated VE of 88·5% (95% CI = 52% to 99%). CONCLUSIONS: Vaccine K may prevent oral infection.",
    );
    expect(r.effects[0]).toMatchObject({ measure: "VE", value: "88·5", ci: "52–99" });
    expect(r.direction).toBe("favours-intervention");
  });

  test("for a progression-free survival endpoint, the PFS estimate with its interval beats an overall-survival sentence and a one-sided p", () => {
    const r = result(
      "Drug Q versus drug W in advanced sarcoma: a randomised phase III trial",
      "The trial tested whether drug Q improves progression-free survival (PFS) compared with drug W. Patients were randomized (1:1) to drug Q or drug W. No evidence supported the hypothesis that drug Q improved PFS (one-sided P = 0.998). PFS was shorter with drug Q than drug W (median 2.1 vs. 3.9 months; HR, 1.52; 95% CI, 1.20–1.93; P = 0.001). Median overall survival (11.0 vs. 14.2 months; HR, 1.10; P = 0.41) did not differ. Drug Q should not be used.",
    );
    expect(r.text).toStartWith("PFS was shorter");
    expect(r.direction).toBe("favours-control");
  });

  test('"X being significantly more effective than Y" favours X even when the outcome is pain', () => {
    const r = result(
      "Mint oil or lemon oil for pain after surgery: a randomised trial",
      "This study tested the effects of mint oil on pain. Adults were randomised to mint oil or placebo. Significant differences in pain were observed, with mint oil being significantly more effective than placebo (p = 0.01). Mint oil relieves pain.",
    );
    expect(r.direction).toBe("favours-intervention");
  });

  test("a secondary analysis that sets the randomised arms against each other keeps its direction; one that only names them does not", () => {
    const title = "Screening card return at six months: a secondary analysis of the randomised BETA trial";
    const compared = extractFactSheet({
      title,
      abstract:
        "METHODS: Adults were randomised to a mailed reminder or usual care. RESULTS: At 6 months, 61.2% in the intervention group returned cards compared with 45.0% in the control group (P < 0.001). CONCLUSIONS: Reminders help.",
    });
    expect(compared.studyType).toBe("secondary-analysis");
    expect(compared.primaryResult.direction).toBe("favours-intervention");
    const named = extractFactSheet({
      title,
      abstract:
        "METHODS: Adults were randomised to a mailed reminder or usual care. RESULTS: Among reminder-eligible adults in usual care practices, the card test had a sensitivity of 80.1% (95% CI 70.2 to 88.0). CONCLUSIONS: The card test is accurate.",
    });
    expect(named.primaryResult.direction).toBe("not-applicable");
  });

  test("with no result sentence, a conclusion without statistics is no result; with its own p value it is", () => {
    const base =
      "The trial randomized older women to hormone Q or placebo. Reported here is the number needed to treat. For every 40 women randomized to hormone Q, one less fracture occurred.";
    expect(
      result(
        "Hormone Q in older women: a randomized trial",
        `${base} These outcomes strongly suggest that a similar course of hormone Q results in significant benefit.`,
      ).direction,
    ).toBe("not-reported");
    expect(
      result(
        "Hormone Q in older women: a randomized trial",
        `${base} We conclude that hormone Q is more effective in reducing fractures than placebo (P = 0.002).`,
      ).direction,
    ).toBe("favours-intervention");
  });

  test("an interval ending exactly at 1.00 with P = 0.046 is significant", () => {
    const r = result(
      "Drug Q versus drug W for breathlessness in lung cancer: a randomised trial",
      "METHODS: Patients were randomised to drug Q or drug W as needed. The primary endpoint was weeks with well-controlled breathlessness.\nRESULTS: For weeks with well-controlled breathlessness, drug Q was superior to drug W (34.4% vs. 31.1%; odds ratio, 1.14; 95% CI, 1.00 to 1.30; P=0.046).",
    );
    expect(r.direction).toBe("favours-intervention");
  });
});

describe("primary result on adversarial text", () => {
  const WORST: Record<string, string> = {
    differences: "There were no differences in pain and differences between did not improve pain ",
    literal: "pain pain pain were similar (p = 0.4). ",
    estimates: "PFS HR 1.2 (95% CI 1.1 to 1.3) VE of 90% (95% CI = 60% to ",
    shortForms: "nPFS (nPFS) DRR drr OS were similar (p = 0.4). ",
    pairs: "pain was higher with drug Q than placebo (1.0 vs. 2.0 months; ",
    relative: "27% lower pain than placebo (95% CI: 9-41%) 3% higher ",
  };
  for (const [name, text] of Object.entries(WORST)) {
    test(`20,000 characters of ${name} take under 100 ms`, () => {
      const abstract = `The primary endpoint was pain. ${text.repeat(Math.ceil(20_000 / text.length))}`.slice(
        0,
        20_000,
      );
      result("Drug Q for pain: a randomised trial", abstract);
      expect(cpuTime(() => result("Drug Q for pain: a randomised trial", abstract))).toBeLessThan(100);
    });
  }
});
