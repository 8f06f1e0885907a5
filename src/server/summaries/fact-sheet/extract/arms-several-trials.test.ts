import { describe, expect, test } from "bun:test";
import { extractFactSheet } from "./extract-fact-sheet";
import { verifyFactSheet } from "../verify";
import { writeSummaries } from "../write/write-summaries";
import { cpuTime } from "../../../../testing/timing";

const twoTrials = {
  title: "Zelmoratinib in advanced gastric cancer: presentation of two new trials (ALDERA and BRIMOS)",
  abstract:
    "METHODS: In these two randomized phase II trials, 300 patients will be recruited. Patients are randomly assigned to surgery followed by docetaxel or perioperative zelmoratinib and surgery (ALDERA), or to induction chemotherapy with FOLFOX +/− zelmoratinib for 6 months. Primary endpoint is survival at 2 years in the ALDERA trial and response in the BRIMOS trial.\nTRIAL REGISTRATION: ALDERA: NCT01234567, BRIMOS: NCT07654321",
};

describe("an abstract reporting two trials", () => {
  test("lists every trial's arms, each named for its trial, none set against another trial's as its comparator", () => {
    // As the verifier keeps them: every name is quoted ("+/−" quotes no "without").
    const { sheet } = verifyFactSheet(extractFactSheet(twoTrials), twoTrials);
    expect(sheet.arms.map((a) => [a.role, a.name])).toEqual([
      ["intervention", "perioperative zelmoratinib and surgery (ALDERA)"],
      ["intervention", "surgery followed by docetaxel (ALDERA)"],
      ["intervention", "induction chemotherapy with FOLFOX with zelmoratinib"],
      ["intervention", "induction chemotherapy with FOLFOX"],
    ]);
    const clinician = writeSummaries(sheet, twoTrials)
      .clinician.map((s) => s.text)
      .join(" ");
    expect(clinician).toContain(
      "Arms: ALDERA: perioperative zelmoratinib and surgery vs surgery followed by docetaxel; induction chemotherapy",
    );
  });

  test("the clinician's arms line sets arms side by side only within their own trial", () => {
    const input = {
      title: twoTrials.title,
      abstract: twoTrials.abstract.replace("for 6 months.", "for 6 months, stratified by centre in the BRIMOS trial."),
    };
    const sheet = extractFactSheet(input);
    const clinician = writeSummaries(sheet, input)
      .clinician.map((s) => s.text)
      .join(" ");
    expect(clinician).toContain(
      "Arms: ALDERA: perioperative zelmoratinib and surgery vs surgery followed by docetaxel; BRIMOS: induction chemotherapy with FOLFOX with zelmoratinib vs induction chemotherapy with FOLFOX.",
    );
  });

  test("with results, the patient summary names no winner between arms of different trials", () => {
    const input = {
      title: "Zelmoratinib in gastric cancer: results of two randomized trials (ALDERA and BRIMOS)",
      abstract:
        "METHODS: In these two randomized phase II trials, 300 patients were randomly assigned to surgery followed by docetaxel or perioperative zelmoratinib and surgery (ALDERA), or to FOLFOX +/− zelmoratinib in the BRIMOS trial.\nRESULTS: In ALDERA, survival was longer with perioperative zelmoratinib (HR 0.70, P = 0.01). In BRIMOS, response did not differ (P = 0.40).",
    };
    const { sheet } = verifyFactSheet(extractFactSheet(input), input);
    expect(sheet.arms.every((a) => a.role === "intervention")).toBe(true);
    const patient = writeSummaries(sheet, input)
      .patient.map((s) => s.text)
      .join(" ");
    expect(patient).not.toMatch(/did better|did worse/);
  });

  test("one trial that mentions two earlier studies keeps its comparator", () => {
    const sheet = extractFactSheet({
      title: "Zelmoratinib versus placebo in gastric cancer: the ALDERA trial",
      abstract:
        "BACKGROUND: Two earlier studies (MONA and KELPIE) were small.\nMETHODS: 200 patients were randomly assigned to zelmoratinib or placebo.\nRESULTS: Survival was longer with zelmoratinib (P = 0.01).",
    });
    expect(sheet.arms.map((a) => a.role)).toEqual(["intervention", "control"]);
  });

  test("20,000 characters of trial names and signs take under 100 ms", () => {
    const abstract = "METHODS: two trials (ABCD and EFGH), ABCD trial, to a +/− b +/− c (ABCD), or to ".repeat(260);
    expect(cpuTime(() => extractFactSheet({ title: "T", abstract: abstract.slice(0, 20_000) }))).toBeLessThan(100);
  });
});
