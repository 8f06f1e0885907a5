import { describe, expect, test } from "bun:test";
import { cpuTime } from "../../../../testing/timing";
import { builtinSummaries } from "../builtin-summaries";
import { extractFactSheet } from "./extract-fact-sheet";

// Invented trials: a direction rests only on a comparison of the whole randomised groups.
const sheet = (title: string, abstract: string) => extractFactSheet({ title, abstract });

describe("direction rests on a between-group comparison", () => {
  test("a change inside one group, before and after, sets no direction and is said to compare no groups", () => {
    const title = "Group teaching on bowel screening: a randomised controlled trial";
    const abstract =
      "METHODS: 200 adults were randomized into intervention (n=100) and control (n=100) groups. RESULTS: Knowledge scores rose after the teaching (P<0.01) in the intervention group. In the control group, scores did not change (P=0.40). CONCLUSION: Group teaching improves knowledge of bowel screening.";
    const facts = sheet(title, abstract);
    expect(facts.primaryResult.direction).toBe("not-reported");
    const out = builtinSummaries({ title, abstract });
    expect(out.clinicianSummary).toContain("does not report a between-group comparison of the main outcome");
    expect(out.facts.flags).not.toContain("primary-not-met");
    // A positive conclusion over no between-group result goes beyond it.
    expect(out.facts.flags).toContain("spin");
  });

  test('"increased significantly (P>0.05)" contradicts itself and sets no direction', () => {
    const r = sheet(
      "Drug Q against placebo for appetite: a randomised trial",
      "METHODS: Eighty adults were randomly assigned to drug Q or placebo. RESULTS: Appetite increased significantly with drug Q compared with placebo (P>0.05). CONCLUSION: More work is needed.",
    ).primaryResult;
    expect(r.direction).toBe("not-reported");
  });

  test("a subgroup's result does not set the direction when the whole trial's result is reported", () => {
    const r = sheet(
      "Reminder letters or none for mammography: a randomised trial",
      "METHODS: 400 women were randomly assigned to reminder letters or no letters. RESULTS: The letters did not affect attendance overall. Among those women who had never attended before, letters raised attendance more than no letters (P = .01). CONCLUSIONS: Letters may help some women.",
    ).primaryResult;
    expect(r.direction).toBe("no-significant-difference");
    expect(r.text).toStartWith("The letters did not affect attendance");
  });

  test("a subgroup's result alone sets no direction", () => {
    const r = sheet(
      "Exercise or usual care for fatigue: a randomised trial",
      "METHODS: 150 adults with lymphoma were randomly assigned to exercise or usual care. RESULTS: In women aged 60 or older, fatigue was lower with exercise than with usual care (P = 0.02). CONCLUSIONS: Exercise should be offered.",
    );
    expect(r.primaryResult.direction).toBe("not-reported");
    const out = builtinSummaries({
      title: "Exercise or usual care for fatigue: a randomised trial",
      abstract:
        "METHODS: 150 adults with lymphoma were randomly assigned to exercise or usual care. RESULTS: In women aged 60 or older, fatigue was lower with exercise than with usual care (P = 0.02). CONCLUSIONS: Exercise should be offered.",
    });
    expect(out.clinicianSummary).toContain("reported only for a subgroup, not for the whole trial");
  });

  test("a ratio said of one named group still compares the groups", () => {
    const r = sheet(
      "Zelotinib or chemotherapy for lung cancer: a randomised trial",
      "METHODS: 200 adults were randomly assigned to zelotinib or chemotherapy. RESULTS: A significant improvement in overall survival was observed for the zelotinib group (HR = 0.41, 95% CI 0.27-0.62, p < 0.0001). CONCLUSIONS: Zelotinib prolongs survival.",
    ).primaryResult;
    expect(r.direction).toBe("favours-intervention");
  });

  test('"Among 249 evaluated patients with ..." counts the people analysed, not a subgroup', () => {
    const r = sheet(
      "Zelotinib or interferon for melanoma: a randomised trial",
      "METHODS: 300 adults were randomly assigned to zelotinib or interferon. RESULTS: Among 249 evaluated patients with stage III melanoma, response was higher with zelotinib compared with interferon (25% versus 2%; P<0.0001). CONCLUSIONS: Zelotinib is active.",
    ).primaryResult;
    expect(r.direction).toBe("favours-intervention");
  });

  test("figures for the two groups in one sentence stay a between-group result", () => {
    const r = sheet(
      "Drug Q or placebo after surgery: a randomised trial",
      "METHODS: 120 adults were randomly assigned to drug Q or placebo. RESULTS: Three-year survival improved from 40% in controls to 55% in the drug Q group (P = 0.02). CONCLUSIONS: Drug Q helps.",
    ).primaryResult;
    expect(r.direction).toBe("favours-intervention");
  });
});

describe("the result is about the question asked", () => {
  const title =
    "Effects of drug Q on cause-specific mortality and cancer incidence: a randomised placebo-controlled trial";
  const abstract =
    "BACKGROUND: There are concerns that drug Q may cause non-cardiac mortality. METHODS: 5000 adults were randomly allocated to drug Q or placebo. RESULTS: There was a significant 20% (95% CI 10-30) reduction in cardiac deaths, along with a non-significant reduction in non-cardiac deaths, and a significant reduction in all-cause mortality (p = 0.001). No significant excess of non-cardiac mortality was seen overall. CONCLUSION: These findings give reassurance that drug Q does not produce adverse effects on non-cardiac mortality. Drug Q also reduced cardiac deaths.";

  test("the sentence on the outcome the background asks about beats one on another outcome with a p value", () => {
    const r = sheet(title, abstract).primaryResult;
    expect(r.text).toStartWith("No significant excess of non-cardiac mortality");
    expect(r.direction).toBe("no-significant-difference");
  });

  test('"no harm" said of a null question of harm is not spin', () => {
    const facts = builtinSummaries({
      title: "Drug Q and non-cardiac mortality: a randomised placebo-controlled trial",
      abstract:
        "METHODS: 5000 adults were randomly allocated to drug Q or placebo. The primary endpoint was non-cardiac mortality. RESULTS: Non-cardiac mortality did not differ between the groups (p = 0.6). CONCLUSION: These findings give reassurance that drug Q does not produce adverse effects on non-cardiac mortality.",
    }).facts;
    expect(facts.primaryResult.direction).toBe("no-significant-difference");
    expect(facts.flags).not.toContain("spin");
    expect(facts.flags).not.toContain("primary-not-met");
  });
});

describe("spin rests on the same comparison", () => {
  test("a conclusion repeating an untested comparison of the arms is not spin, and the comparison is quoted", () => {
    const title = "Quality-adjusted survival in a randomised phase III trial of zelotinib versus interferon";
    const abstract =
      "BACKGROUND: In a phase III trial, 300 adults were randomly assigned to zelotinib or interferon. METHODS: Time with and without symptoms was partitioned and weighted. RESULTS: Quality-adjusted survival was longer with zelotinib than with interferon, although grade 3 rashes were more common with zelotinib. CONCLUSION: Patients given zelotinib had longer clinical benefit, defined as quality-adjusted survival, than those given interferon.";
    const out = builtinSummaries({ title, abstract });
    expect(out.facts.primaryResult.direction).toBe("not-reported");
    expect(out.facts.primaryResult.text).toStartWith("Quality-adjusted survival was longer with zelotinib");
    expect(out.facts.flags).not.toContain("spin");
  });

  test("a positive conclusion over a subgroup's result alone is spin", () => {
    const title = "Exercise or usual care for fatigue: a randomised trial";
    const abstract =
      "METHODS: 150 adults with lymphoma were randomly assigned to exercise or usual care. RESULTS: In women aged 60 or older, fatigue was lower with exercise than with usual care (P = 0.02). CONCLUSIONS: Exercise should be offered.";
    expect(builtinSummaries({ title, abstract }).facts.flags).toContain("spin");
  });
});

describe("between-group readers on adversarial text", () => {
  const WORST: Record<string, string> = {
    groups: "in the a b c group in the intervention arm increased after the intervention from baseline ",
    subgroup: "among the heavier older drinking women aged among those patients who in women aged 5 ",
    significant: "not significantly non-significant significant significantly (P>0.05) ",
    aim: "concerns whether drug Q causes severe chronic pain, mild pain, pain-related pain ",
    moreThan: "drug Q was greater longer more less higher with drug Q and lower ",
  };
  for (const [name, text] of Object.entries(WORST)) {
    test(`20,000 characters of ${name} take under 100 ms`, () => {
      const body = text.repeat(Math.ceil(20_000 / text.length));
      const abstract = `${name === "aim" ? "BACKGROUND" : "RESULTS"}: ${body}`.slice(0, 20_000);
      sheet("Drug Q for pain: a randomised trial", abstract);
      expect(cpuTime(() => sheet("Drug Q for pain: a randomised trial", abstract))).toBeLessThan(100);
    });
  }
});
