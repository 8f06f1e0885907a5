import { describe, expect, test } from "bun:test";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";
import type { FactSheet } from "../../../../shared/fact-sheet";
import { builtinSummaries } from "../builtin-summaries";
import { kindInDoubt } from "./kind-in-doubt";

const review: FactSheet = {
  studyType: "review",
  randomised: false,
  phase: null,
  population: null,
  participants: { randomised: null, evidence: [] },
  arms: [],
  primaryEndpoint: null,
  primaryResult: { direction: "not-applicable", text: null, evidence: [], effects: [] },
  harms: null,
  conclusion: null,
  flags: ["not-randomised"],
  registrations: [],
};

// Invented abstracts.
describe("a kind the abstract's own words contradict is not stated", () => {
  test("a 'review' of the authors' own series is said as a kind not read with confidence", () => {
    const source = {
      title: "Bone tumours at one hospital and a review of the literature",
      abstract: "We report our six years of experience with 80 patients treated for bone tumours at a city hospital.",
    };
    const sheet = kindInDoubt(review, source);
    expect(sheet.studyType).toBe("other");
    expect(sheet.unclear).toContain("what kind of study this was");
  });

  test("'not randomised' is not said of people the abstract says were randomised", () => {
    const source = {
      title: "Maintenance therapy in myeloma",
      abstract:
        "Other studies found longer remission. In our trial, 200 patients were randomized to maintenance or none.",
    };
    const sheet = kindInDoubt(review, source);
    expect(sheet.flags).not.toContain("not-randomised");
    expect(sheet.randomised).toBeNull();
    expect(sheet.unclear).toContain("whether people were put into groups at random");
  });

  test("a 'non-randomised trial' whose people were randomised is not told 'not formed by chance'", () => {
    const source = {
      title: "Drug C in colon cancer",
      abstract: "Sixty patients were randomly assigned to drug C or drug D.",
    };
    const sheet = kindInDoubt({ ...review, studyType: "non-randomised-trial" }, source);
    expect(sheet.studyType).toBe("other");
    expect(sheet.flags).not.toContain("not-randomised");
  });

  test("a review that speaks only of other studies stays a review", () => {
    const source = {
      title: "Chemotherapy for gastric cancer: a systematic review",
      abstract: "We searched three databases and pooled 12 randomised trials of chemotherapy for gastric cancer.",
    };
    expect(kindInDoubt(review, source)).toBe(review);
  });

  test("an observational summary never says who chose the treatments, only that chance did not", () => {
    const out = builtinSummaries({
      title: "Outcomes of limb surgery for sarcoma: a retrospective cohort study",
      abstract:
        "METHODS: This retrospective cohort study reviewed the records of 120 patients operated on between 2001 and 2010. RESULTS: Five-year survival was 60%.",
    });
    expect(out.facts.studyType).toBe("observational");
    expect(out.patientSummary).not.toContain("did not choose who got which treatment");
  });
});

readsEachInLinearTime(
  { "randomi words": "were randomi ", "our words": "our our own ", "this study words": "this retrospective this " },
  (abstract) => kindInDoubt(review, { title: "", abstract }),
);
