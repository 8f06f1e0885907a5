import { describe, expect, test } from "bun:test";
import { cpuTime } from "../../../../testing/timing";
import { builtinSummaries } from "../builtin-summaries";
import { extractFactSheet } from "./extract-fact-sheet";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";

// Invented abstracts, one per family of design, population and endpoint misreadings on a set nobody had tuned on.
describe("the endpoint is this report's, and said as stated", () => {
  test("a background rationale ('to determine whether X reduces mortality, a trial is needed') names no endpoint", () => {
    const sheet = extractFactSheet({
      title: "First-round results of a randomised pilot of screening with test Q",
      abstract:
        "BACKGROUND: Test Q finds small tumours. To determine whether such finding can reduce gastric cancer mortality, a large randomised trial is needed. METHODS: We randomised 900 adults to test Q or usual care. RESULTS: Test Q found 12 tumours and usual care 3.",
    });
    expect(sheet.primaryEndpoint?.text ?? "").not.toContain("mortality");
  });

  test("a background sentence that states this study's own aim still names the endpoint", () => {
    const sheet = extractFactSheet({
      title: "Drug Z in bladder cancer",
      abstract:
        "INTRODUCTION: This prospective randomized study aimed to evaluate drug Z in improvement of overall survival. METHODS: 60 patients were randomised to Z or placebo. RESULTS: Median survival was 9 vs 6 months.",
    });
    expect(sheet.primaryEndpoint?.text).toContain("overall survival");
  });

  test("'The primary goals of compliance, accrual and safety are presented' calls compliance primary", () => {
    const sheet = extractFactSheet({
      title: "A randomised pilot of drug Z against placebo for polyp prevention",
      abstract:
        "METHODS: 90 patients were randomised to drug Z or placebo. RESULTS: The primary goals of compliance, accrual, and safety monitoring are presented.",
    });
    expect(sheet.primaryEndpoint?.text).toStartWith("compliance");
    expect(sheet.primaryEndpoint?.stated).toBe(true);
  });

  test("'to assess the difference in X' names X before a later 'powered to detect a difference in Y'", () => {
    const sheet = extractFactSheet({
      title: "Planned radiotherapy versus simple radiotherapy for bone metastases: study protocol",
      abstract:
        "METHODS: We will accrue 200 patients to assess the difference in patient-reported hiccups. This study is powered to detect a difference in quality of life between the arms.",
    });
    expect(sheet.primaryEndpoint?.text).toBe("patient-reported hiccups");
  });

  test("'a trial to study the effect on X of Y' names X", () => {
    const sheet = extractFactSheet({
      title: "Screening with test Q from age 45: first results",
      abstract:
        "We report here on a randomised trial to study the effect on bowel cancer mortality of invitation to test Q. In all, 9000 adults were randomised. Uptake was 60%.",
    });
    expect(sheet.primaryEndpoint?.text).toBe("bowel cancer mortality");
  });

  test("a guessed 'bowel cancer mortality' is not what a 'cancer detection rates' result speaks of", () => {
    const out = builtinSummaries({
      title: "Screening with test Q from age 45: first results",
      abstract:
        "OBJECTIVE: We report here on a randomised trial to study the effect on bowel cancer mortality of invitation to test Q. METHODS: 9000 adults were randomised to test Q or usual care. RESULTS: Cancer detection rates were 0.12% and 0.10% (p = 0.6). CONCLUSION: Screening with test Q is feasible.",
    });
    expect(out.clinicianSummary).toContain("Result (the abstract's sentence may concern another outcome)");
  });

  test("'The main endpoints were: the rate of X' is a stated primary endpoint", () => {
    const sheet = extractFactSheet({
      title: "Drug Z before transplant in relapsed leukaemia",
      abstract:
        "We gave drug Z to 40 patients. The main endpoints were: the rate of complete remissions and the proportion proceeding to transplant. The remission rate was 60%.",
    });
    expect(sheet.primaryEndpoint?.text).toStartWith("rate of complete remissions");
    expect(sheet.primaryEndpoint?.stated).toBe(true);
  });
});

describe("who took part ends where the people end", () => {
  const population = (title: string) =>
    extractFactSheet({ title, abstract: "We report 300 consecutive cases seen over ten years." }).population?.text;

  test("a clause about the team ('with experience and proper collaboration') is not the people", () => {
    expect(population("Fewer missed nodes in lymphoma patients with experience and good teamwork")).toBe(
      "lymphoma patients",
    );
  });

  test("'who are at high risk' is read whole, not cut to 'individuals who'", () => {
    const sheet = extractFactSheet({
      title: "A randomised pilot of screening with test Q",
      abstract:
        "METHODS: The feasibility of screening eligible asymptomatic individuals who are at high risk for gastric cancer was explored. 900 adults were randomised to test Q or usual care.",
    });
    expect(sheet.population?.text).toBe("asymptomatic individuals who are at high risk for gastric cancer");
  });

  test("'patients from 1980 to 2001' is a time span, not who took part", () => {
    expect(population("Survival of patients from 1980 to 2001 after surgery") ?? "").not.toContain("1980");
  });
});

describe("papers that formed no groups", () => {
  test("'Between 1990 and 2005, 400 patients underwent X' is a watched past series, not 'other'", () => {
    const sheet = extractFactSheet({
      title: "Missed nodes after sentinel biopsy in lymphoma",
      abstract:
        "OBJECTIVES: To find how often sentinel biopsy misses nodes. METHODS: Between March 1990 and May 2005, 400 lymphoma patients underwent a sentinel biopsy. RESULTS: 30 nodes were missed.",
    });
    expect(sheet.studyType).toBe("observational");
  });

  test("a meta-analysis of randomised trials is not itself randomised", () => {
    const sheet = extractFactSheet({
      title: "Drug Z in colon cancer: a meta-analysis of randomized trials",
      abstract:
        "A meta-analysis of randomized controlled trial was performed. Six trials with 500 patients were included. Drug Z reduced 1-year mortality (risk ratio 0.7, 95% CI 0.6-0.8).",
    });
    expect(sheet.studyType).toBe("review");
    expect(sheet.randomised).toBe(false);
  });

  test("a methods paper with no participants is not told as a study of people not put into groups", () => {
    const out = builtinSummaries({
      title: "Measuring costs alongside cancer trials: practical aspects",
      abstract:
        "Cost measurement needs separate counts of resources and prices. It is argued that trials and cost studies will merge further.",
    });
    expect(out.facts.studyType).toBe("other");
    expect(out.patientSummary).not.toContain("not put into groups by chance");
    expect(out.patientSummary).toContain("does not report a study of people");
  });

  test("a paper about one case is not said to report no people", () => {
    const out = builtinSummaries({
      title: "Drug Z before surgery for a stomach tumour",
      abstract: "Drug Z shrank the tumour before surgery. The value of drug Z was shown in one case.",
    });
    expect(out.patientSummary).not.toContain("does not report a study of people");
  });
});

describe("population and aim readers on adversarial text", () => {
  const WORST: Record<string, string> = {
    teamClause: "patients with experience and patients with proper ",
    whoVerb: "individuals who are individuals who were ",
    ownAim: "BACKGROUND: this a b c we a to determine this ",
    pastSeries: "between 1990 and 2005, 400 a b c d between 1990 and ",
  };
  readsEachInLinearTime(WORST, (abstract) => extractFactSheet({ title: abstract.slice(0, 2000), abstract }));
});

test("writing from 20,000 characters of near-miss counted people takes under 100 ms", () => {
  const text = "a b-c d patien one two three-year ";
  const abstract = text.repeat(Math.ceil(20_000 / text.length)).slice(0, 20_000);
  const write = () => builtinSummaries({ title: "Costs of trials", abstract });
  write();
  expect(cpuTime(write)).toBeLessThan(100);
});
