import { describe, expect, test } from "bun:test";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";
import { builtinSummaries } from "../builtin-summaries";
import { readSource } from "../source/read-source";
import { verifyFactSheet } from "../verify";
import { unsoundArms } from "./arms-gate";
import { extractFactSheet } from "./extract-fact-sheet";

// Invented abstracts, one per cue that the abstract's comparison is more than the pair of arms read, or that an arm
// read is one part of a regimen.
const UNCLEAR = "Not read with confidence from the abstract: which treatment each group got.";
const PATIENT_UNCLEAR = "We could not be sure from the abstract about which treatment each group got.";
const summaries = (title: string, abstract: string) => builtinSummaries({ title, abstract });
const arm = (name: string, role: "intervention" | "control" = "intervention") => ({ role, name, evidence: [] });
const gate = (names: string[], title: string, abstract: string) =>
  unsoundArms(
    names.map((n) => arm(n)),
    readSource({ title, abstract }).sentences,
    "randomised-trial",
  );

describe("a pair of arms is not shown when the abstract states a larger comparison", () => {
  test('"four treatments" evaluated: no "compared two groups", no Arms line', () => {
    const out = summaries(
      "Zelmoratinib for advanced bowel cancer: a reappraisal",
      "We evaluated four treatments, placebo, zelmoratinib plus placebo, corbastine, and zelmoratinib plus corbastine, in 900 patients with advanced bowel cancer. Survival did not differ significantly between zelmoratinib and placebo (P = 0.4).",
    );
    expect(out.patientSummary).not.toContain("compared two groups");
    expect(out.clinicianSummary).not.toContain("Arms:");
    expect(out.patientSummary).not.toContain("does not report a study of people");
  });

  test('"four groups" that are subgroups of people do not refuse the pair', () => {
    const abstract =
      "Women were randomised to a tailored letter or a standard letter. Attendance differed between the four groups of prior screening history (P < 0.001), not by letter.";
    expect(gate(["tailored letter", "standard letter"], "Tailored letters for screening", abstract)).toBeUndefined();
  });

  test("a 2 × 2 factorial design is not held by one pair of arms", () => {
    const abstract =
      "In a 2 × 2 factorial design, 400 patients were randomised. Survival was longer with zelmoratinib than with placebo.";
    expect(gate(["zelmoratinib", "placebo"], "Zelmoratinib and exercise in bowel cancer", abstract)).toBeDefined();
  });

  test("people entered into two trials hold two comparisons; data drawn from two trials is one", () => {
    const title = "Zelmoratinib for nausea";
    const two =
      "Forty patients were entered into two double-blind trials of zelmoratinib against placebo or corbastine.";
    const pooled = "Outcomes of zelmoratinib were compared with corbastine using data from two separate trials.";
    expect(gate(["zelmoratinib", "placebo"], title, two)).toBeDefined();
    expect(gate(["zelmoratinib", "corbastine"], title, pooled)).toBeUndefined();
  });
});

describe("one randomised choice per stratum is more than one pair", () => {
  const title = "Adjuvant zelmoratinib for operable breast cancer";
  const strata =
    "Premenopausal women were randomised to receive either ovarian ablation or zelmoratinib. Postmenopausal women were randomised to receive either zelmoratinib or no systemic treatment. Survival did not differ (P = 0.3).";

  test("the pair from the first stratum is not shown; no Arms line, an honest abstention", () => {
    const out = summaries(title, strata);
    expect(out.clinicianSummary).not.toContain("Arms: zelmoratinib vs ovarian ablation");
    expect(out.patientSummary).not.toContain("compared zelmoratinib with ovarian ablation");
    expect(out.clinicianSummary).toContain(UNCLEAR);
  });

  test("two sentences that randomise to the same two arms are one comparison", () => {
    const same =
      "Women were randomised to receive either zelmoratinib or placebo. In the second year, women were randomised to continue zelmoratinib or placebo.";
    const names = ["zelmoratinib", "placebo"];
    const sentences = readSource({ title, abstract: same }).sentences;
    expect(
      unsoundArms(
        names.map((n) => arm(n)),
        sentences,
        "randomised-trial",
      ),
    ).toBeUndefined();
  });
});

describe("an arm named as one part of a regimen the abstract joins is not shown", () => {
  const title = "Corbastine combined with zelmoratinib versus corbastine alone for nausea: a randomized trial";
  const abstract = "In all, 200 patients were randomised. Vomiting was less frequent with the combination (P = 0.01).";

  test('"X combined with Y" read as "Y": refused; the regimen named whole is kept', () => {
    expect(gate(["zelmoratinib", "corbastine alone"], title, abstract)).toBeDefined();
    expect(gate(["corbastine combined with zelmoratinib", "corbastine alone"], title, abstract)).toBeUndefined();
  });

  test("with the arms withheld, no group's figure is left pointing at an arm, and the verifier keeps the sheet whole", () => {
    const t =
      "Randomized trial of lorpadine in combination with corbastine or zelmoratinib for bladder cancer in adults";
    const a =
      "Fifty adults were randomized to corbastine or zelmoratinib, each with lorpadine. The median progression-free interval was 106 days in the corbastine group and 73.5 days in the zelmoratinib group (P = .47).";
    const sheet = extractFactSheet({ title: t, abstract: a });
    expect(sheet.arms).toEqual([]);
    expect(sheet.primaryResult.byArm).toBeUndefined();
    expect(verifyFactSheet(sheet, { title: t, abstract: a }).dropped).toEqual([]);
  });

  test('the base arm beside "A plus B" is not a part cut off: "CMF plus drug" against "CMF"', () => {
    const t = "Adjuvant CMF plus zelmoratinib versus CMF versus observation in breast cancer";
    expect(gate(["CMF", "CMF plus zelmoratinib", "observation"], t, "Patients were randomised.")).toBeUndefined();
  });

  test('"each in combination with" joins no agent to the word "each"', () => {
    const t = "A comparison of corbastine with zelmoratinib, each in combination with lorpadine, in leukaemia";
    expect(gate(["lorpadine/corbastine", "lorpadine/zelmoratinib"], t, "Patients were randomised.")).toBeUndefined();
  });
});

describe("a group that went without treatment is the comparator", () => {
  test('"follow-up without adjuvant chemotherapy" is the control, and "respectively" is no part of a name', () => {
    const out = summaries(
      "A pilot study of adjuvant zelmoratinib for bone sarcoma",
      "Forty patients were allocated at random to two groups receiving respectively follow-up plus zelmoratinib or follow-up without primary adjuvant chemotherapy. Survival did not differ (P = 0.6).",
    );
    const arms = out.facts.arms.map((a) => `${a.role}: ${a.name}`);
    expect(arms).toEqual([
      "intervention: follow-up plus zelmoratinib",
      "control: follow-up without primary adjuvant chemotherapy",
    ]);
    expect(out.clinicianSummary).not.toContain("respectively follow-up");
  });
});

describe("the summaries say so when the arms are withheld", () => {
  test('the added agent alone is never "compared with" the base: both summaries abstain instead', () => {
    const out = summaries(
      "Corbastine combined with zelmoratinib versus corbastine alone for nausea: a randomized trial",
      "In all, 200 patients were randomised. Vomiting was less frequent with zelmoratinib (P = 0.01).",
    );
    expect(out.patientSummary).not.toContain("compared zelmoratinib with corbastine alone");
    expect(out.patientSummary).not.toContain("People who got zelmoratinib did better");
    expect(out.clinicianSummary).not.toContain("Arms: zelmoratinib vs");
    expect(out.clinicianSummary).toContain(UNCLEAR);
    expect(out.patientSummary).toContain(PATIENT_UNCLEAR);
  });

  test('counted groups ("the four treatment groups") are people: never "does not report a study of people"', () => {
    const out = summaries(
      "Orchidectomy for advanced prostate cancer: a reappraisal",
      "Four treatments were evaluated in 1,903 stage III and IV prostatic cancer patients. Survival curves did not differ for the four treatment groups.",
    );
    expect(out.patientSummary).not.toContain("does not report a study of people");
  });
});

describe("the arm-count and regimen gates on adversarial text", () => {
  readsEachInLinearTime(
    {
      "endless counts": "one of four three treatments 2 x 2 factorial into two double trials ",
      "endless joins": "drug plus drug combined with drug in combination with drug + ",
    },
    (abstract) => gate(["drug", "other drug"], abstract.slice(0, 2000), abstract),
    "Randomised ",
  );
});
