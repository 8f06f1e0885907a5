import { describe, expect, test } from "bun:test";
import { cpuTime } from "../../../../testing/timing";
import { extractFactSheet } from "./extract-fact-sheet";

// Invented abstracts: a null whole-trial result said in words is the primary result, not a later subgroup or
// per-adherence analysis with a p value; the authors' verdict is the sentence that says it concludes.
const sheet = (title: string, abstract: string) => extractFactSheet({ title, abstract });

describe("a null result stated in words", () => {
  test('"failed to reveal a survival benefit" beats a later significant subset', () => {
    const s = sheet(
      "Drug Q after surgery for lung cancer: a randomized trial",
      "A randomized trial of drug Q after surgery in patients with lung cancer failed to reveal a survival benefit from drug Q. The subset of older patients receiving drug Q did, however, show a significant prolongation of relapse-free survival. No dose effect was seen. Among older patients, later therapy appeared more effective in those not given early treatment.",
    );
    expect(s.primaryResult.direction).toBe("no-significant-difference");
    expect(s.primaryResult.text).toContain("failed to reveal a survival benefit");
    // The closing subset finding names no arm and says it concludes nothing: not offered as the verdict, so no spin.
    expect(s.conclusion).toBeNull();
    expect(s.flags).not.toContain("spin");
  });

  test("the intention-to-treat null beats an instrumental-variable analysis, and a conclusion on the latter is spin", () => {
    const s = sheet(
      "Yoga for tiredness during radiotherapy: a randomized controlled trial",
      "The purpose of this trial was to determine the effects of yoga on tiredness. Women (N=120) receiving radiotherapy were randomized to yoga or to usual care. The intention-to-treat analysis revealed no group differences because 30% of the usual care group did yoga. When yoga participation was considered using instrumental variables, a statistically significant (p=0.02) effect of yoga on tiredness was demonstrated. Thus, adherence to yoga may effectively reduce tiredness during radiotherapy.",
    );
    expect(s.primaryResult.direction).toBe("no-significant-difference");
    expect(s.primaryResult.text).toStartWith("The intention-to-treat analysis");
    expect(s.flags).toContain("spin");
  });
});

describe("the verdict of an unlabelled abstract", () => {
  test('"Thus, ..." is the conclusion, not a side finding that closes the abstract', () => {
    const s = sheet(
      "Drug A with or without drug B in bladder cancer: a randomized trial",
      "A randomized trial compared drug A with or without drug B in 300 adults with bladder cancer. Nausea was alike. There was no significant difference in time to progression between the arms (p = 0.4). Thus, drug B does not improve drug A in bladder cancer. Other findings were of interest. Age was linked to outcome. Stage was linked to outcome. Those who smoked did worse than those who did not.",
    );
    expect(s.conclusion?.text).toStartWith("Thus, drug B does not improve");
    expect(s.conclusion?.positive).toBe(false);
  });
});

describe("null-in-words readers on adversarial text", () => {
  const WORST: Record<string, string> = {
    failed: "failed to reveal failed to show revealed no group differences The subset of ",
    marked: "Thus, Thus, In conclusion, Among those patients, ",
    pWords: "before and after in any group P less than 0.01 p greater than 0. ",
    claims: "reduces the a b c d risk is an a-b effective can lead to a b better must be ",
    itt: "intention-to-treat per-protocol participation was considered instrumental variables ",
    ratios: "hazard ratios (HRs; 95% CI) were 0.40 (0.31-0.50) and 0.30 (0.2 aHRs were 0.4 ( ",
    subsets:
      "For stage II patients, among patients who did not receive drug Q factorial more effective than end point ",
  };
  for (const [name, text] of Object.entries(WORST)) {
    test(`20,000 characters of ${name} take under 100 ms`, () => {
      const body = text.repeat(Math.ceil(20_000 / text.length)).slice(0, 20_000);
      const abstract = `A randomized trial of drug Q. ${body}. Thus, ${body}`;
      sheet("Drug Q for pain: a randomised trial", abstract);
      expect(cpuTime(() => sheet("Drug Q for pain: a randomised trial", abstract))).toBeLessThan(100);
    });
  }
});
