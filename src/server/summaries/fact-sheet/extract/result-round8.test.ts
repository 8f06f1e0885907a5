import { describe, expect, test } from "bun:test";
import { builtinSummaries } from "../builtin-summaries";
import { extractFactSheet } from "./extract-fact-sheet";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";

// Invented abstracts: a closing caveat, an equivalence verdict, a vague endpoint sentence.
const sheet = (abstract: string, title = "Drug A or placebo after surgery: a randomized trial") =>
  extractFactSheet({ title, abstract });

describe("the conclusion, harms and result lines read the right sentence", () => {
  test("a closing caveat on who was not eligible is not the authors' verdict", () => {
    const s = sheet(
      "We randomized 400 women to drug A or placebo. Recurrence was lower with drug A (20% vs 30%; P < 0.001). Thus, drug A is justified in women like those studied. Since women with small tumors were not eligible for this study, no information is available for them.",
    );
    expect(s.conclusion?.text).toBe("Thus, drug A is justified in women like those studied.");
  });

  test("'as safe and effective as' in the conclusion is not a harms report", () => {
    const s = sheet(
      "METHODS: 120 patients were randomized to drug A or placebo. RESULTS: Pain scores did not differ between the groups (P = 0.6). CONCLUSION: Drug A is as safe and effective as placebo.",
    );
    expect(s.harms).toBeNull();
  });

  test("a conclusion that is also the harms verdict is shown once, as the conclusion", () => {
    const out = builtinSummaries({
      title: "Drug A or placebo after surgery: a randomized trial",
      abstract:
        "METHODS: 120 patients were randomized to drug A or placebo. RESULTS: Pain was lower with drug A (P = 0.01). CONCLUSION: Drug A was found to be safe.",
    });
    expect(out.clinicianSummary).toContain("Authors' conclusion: Drug A was found to be safe.");
    expect(out.clinicianSummary).not.toContain("Harms:");
  });

  test("the results' opening null comparison beats a vague sentence on the endpoint's words", () => {
    const s = sheet(
      "METHODS: 120 patients were randomized to drug A or drug B. Pain relief was the primary endpoint of treatment benefit. RESULTS: There was no difference in the time to pain relief up to 12 months. Retreatment for recurrent pain did not reflect a difference between the groups in treatment benefit.",
      "Drug A versus drug B for bone pain",
    );
    expect(s.primaryResult.text).toBe("There was no difference in the time to pain relief up to 12 months.");
    expect(s.primaryResult.direction).toBe("no-significant-difference");
  });

  test("a guessed endpoint's trend yields to a difference called statistically significant without a p value", () => {
    const s = sheet(
      "AIMS: To compare drug A with drug B regarding response and toxicities. METHODS: 100 patients were randomized to drug A or drug B. RESULTS: More patients on drug A responded (90%) than on drug B (50%), and this was statistically significant. There was a trend toward more toxicities with drug A.",
      "Drug A versus drug B: a randomized trial",
    );
    expect(s.primaryResult.text).toContain("this was statistically significant");
    expect(s.primaryResult.direction).toBe("favours-intervention");
  });

  test("why a growth factor was given is not the harms line; the harm's own short form that happened is", () => {
    const s = sheet(
      "Growth factor (GF) use and febrile neutropenia (FN) were examined in 300 patients given regimen A or regimen B. GFs were given to 150 (50%) patients. Indications for use were: prevent dose delay (80%); treat FN (20%). One or more FN episodes occurred in 40% of patients.",
      "Growth factor usage with regimen A or regimen B",
    );
    expect(s.harms?.text).toBe("One or more FN episodes occurred in 40% of patients.");
  });

  test("an economic evaluation's base-case figure is its result, not a scenario that changes an assumption", () => {
    const s = sheet(
      "METHODS: A cost-utility analysis used data from a randomised trial of 60 people. RESULTS: The cost per QALY for the base-case analysis was 12,000 euros. Adjusting for differences at baseline increased the cost to 90,000 euros per QALY.",
      "A cost-utility analysis of a rehabilitation service",
    );
    expect(s.primaryResult.text).toBe("The cost per QALY for the base-case analysis was 12,000 euros.");
  });

  const WORST: Record<string, string> = {
    caveat: "were not eligible for this no information is ",
    asSafe: "CONCLUSION: A is as safe as safe as safe and ",
    indication: "febrile neutropenia (FN) Indications for use were: FN 5% ",
    trend: "RESULTS: not a b significant, a trend non-significant significant trend ",
  };
  readsEachInLinearTime(WORST, (abstract) => sheet(abstract));
});
