import { describe, expect, test } from "bun:test";
import { extractFactSheet } from "./extract-fact-sheet";
import { cpuTime } from "../../../../testing/timing";

const arms = (title: string, abstract: string) =>
  extractFactSheet({ title, abstract }).arms.map((a) => [a.role, a.name]);

describe("sides of a comparison that are not treatments", () => {
  test('"the level of X in patients with A and B" gives no arms: a measure and a disease are not treatments', () => {
    const found = arms(
      "Zorbin as a marker of bowel tumours",
      "A study was performed on 90 people to compare the level of serum zorbin in patients with chronic colitis (n = 40) and colon carcinoma (n = 50). Zorbin was higher in carcinoma.",
    );
    expect(found.map(([, name]) => name)).not.toContain("level of serum zorbin");
    expect(found.map(([, name]) => name)).not.toContain("chronic colitis");
  });

  test('"younger patients were allocated to A, and older patients to B" never makes "older" an arm', () => {
    const found = arms(
      "Zelmoratinib for people with lung cancer",
      "METHODS: All patients received zelmoratinib. After stratification for age, younger patients were allocated to full zelmoratinib doses, and older patients were allocated to reduced zelmoratinib doses.",
    );
    expect(found.map(([, name]) => name?.toLowerCase())).not.toContain("older");
  });
});

describe("one regimen, three arms", () => {
  test('a single-group title "X in combination with Y and Z for ..." names the whole regimen', () => {
    expect(
      arms(
        "Phase II study of zelmoratinib in combination with capecitabine and oxaliplatin for gastric cancer",
        "METHODS: Patients received intravenous zelmoratinib (8 mg/kg) plus oral capecitabine and intravenous oxaliplatin.\nRESULTS: The response rate was 60%.",
      ),
    ).toEqual([["intervention", "zelmoratinib in combination with capecitabine and oxaliplatin"]]);
  });

  test('"to A, 12 sessions of B, or C over 6 weeks" keeps the middle arm and leaves "over" out of the last', () => {
    const found = arms(
      "Massage for fatigue: a randomised trial protocol",
      "METHODS: Participants will be randomly allocated to 12 sessions of deep massage plus usual care, 12 sessions of light touch plus usual care, or usual care alone over 6 weeks.",
    );
    expect(found.map(([, name]) => name)).toEqual([
      "deep massage plus usual care",
      "light touch plus usual care",
      "usual care alone",
    ]);
  });
});

describe("these readers on adversarial text", () => {
  const cases: Record<string, [string, string]> = {
    sessionsList: ["T", "randomly allocated to 12 sessions of a, 12 sessions of b, ".repeat(340)],
    combinationTitle: ["study of a in combination with b in combination with ".repeat(380), "METHODS: 10 patients."],
  };
  for (const [name, [title, abstract]] of Object.entries(cases)) {
    test(`20,000 characters of ${name} take under 100 ms`, () => {
      const input = { title: title.slice(0, 20_000), abstract: abstract.slice(0, 20_000) };
      expect(cpuTime(() => extractFactSheet(input))).toBeLessThan(100);
    });
  }
});

// Invented (round 11, set g): results given for patients with and without a past operation, in a one-drug study.
test('"In the prior surgery group ... In the no-surgery group ...": a history is a subgroup, not an arm', () => {
  const names = extractFactSheet({
    title: "Drug Q in patients with metastatic kidney cancer in routine practice",
    abstract:
      "Sixty patients treated with drug Q were reviewed. In the prior surgery group, median survival was 15 months. In the no-surgery group, median survival was 4 months. Drug Q was tolerable.",
  }).arms.map((a) => a.name);
  expect(names.join(" ")).not.toMatch(/prior surgery/i);
});
