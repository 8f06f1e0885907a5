import { describe, expect, test } from "bun:test";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";
import { builtinSummaries } from "../builtin-summaries";
import { extractFactSheet } from "./extract-fact-sheet";

// Invented abstracts. The harms line reports what happened to this trial's patients, never a plan, a remark in the
// conclusion, or what the background says of a drug.
const harmsOf = (title: string, abstract: string) => extractFactSheet({ title, abstract }).harms?.text ?? null;

describe("harms that did not happen in this trial are not its harms", () => {
  test("a sentence in the future tense is a plan", () => {
    const abstract =
      "BACKGROUND: Timing of radiosurgery is debated. METHODS: 80 adults were randomly assigned to daily or alternate-day radiosurgery. RESULTS: Local control at one year was 82% and 85% (P = 0.6). DISCUSSION: This study will also give an estimate of toxicity for each schedule.";
    expect(harmsOf("Daily or alternate-day radiosurgery: a randomised trial", abstract)).toBeNull();
  });

  test("a toxicity named as a reason in the conclusion is a remark, not a report", () => {
    const out = builtinSummaries({
      title: "Adjuvant drug M after surgery for bladder cancer: a randomised trial",
      abstract:
        "METHODS: 200 adults were randomly assigned to surgery alone or surgery then drug M. RESULTS: Survival did not differ (p=0.40). CONCLUSION: Drug M is worth using when drug N cannot be given because of its toxicity.",
    });
    expect(out.facts.harms).toBeNull();
    expect(out.patientSummary).not.toContain("The abstract reports side effects");
  });

  test("a reason with people counted in the results is a report", () => {
    const abstract =
      "METHODS: 200 adults were randomly assigned to drug M or placebo. RESULTS: Survival did not differ (p=0.40). Twenty patients stopped drug M early because of intolerance.";
    expect(harmsOf("Drug M for bladder cancer: a randomised trial", abstract)).toStartWith("Twenty patients stopped");
  });

  test("in an unlabelled abstract, a claim before the study is described is background", () => {
    const abstract =
      "Drug P is a standard in lymphoma. Drug Q may match drug P in tumour activity, with a different pattern of toxicity. A randomized trial compared drug Q with drug P in 150 adults. Response rate did not differ significantly (P = 0.5). Despite equal nausea, the other side effects of drug Q were much milder than those of drug P.";
    expect(harmsOf("Drug Q or drug P in lymphoma", abstract)).toStartWith("Despite equal nausea");
  });
});

describe("what is known, advised or not yet reported of harm is no report of it", () => {
  const abstract = (results: string, conclusion: string) =>
    `METHODS: 200 adults were randomly assigned to drug K or placebo. RESULTS: Survival did not differ (P = 0.5). ${results} CONCLUSIONS: ${conclusion}`;
  const title = "Drug K for lung cancer: a randomised trial";

  test("a harm the drug is known for, in the conclusion", () => {
    expect(harmsOf(title, abstract("", "Drug K, known for its liver toxicity, is not advised."))).toBeNull();
  });

  test("advice to future trials about harm", () => {
    expect(harmsOf(title, abstract("", "Later trials should lower the toxicity of drug K."))).toBeNull();
  });

  test("harms data not yet available", () => {
    expect(harmsOf(title, abstract("Toxicity data are not yet complete.", "Drug K is not advised."))).toBeNull();
  });

  test("a counted harm in the results still stands", () => {
    expect(
      harmsOf(
        title,
        abstract("Grade 3 rash occurred in 10% with drug K and 2% with placebo.", "Drug K is not advised."),
      ),
    ).toStartWith("Grade 3 rash occurred");
  });
});

describe("linear time", () => {
  readsEachInLinearTime(
    {
      "reasons for harms": "because of its toxicity if the side effects due to ",
      "future plans": "will toxicity will be adverse events ",
    },
    (text) => extractFactSheet({ title: "Drug M", abstract: `METHODS: Adults were randomised. CONCLUSION: ${text}` }),
  );
});
