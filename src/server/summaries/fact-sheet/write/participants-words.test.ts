import { describe, expect, test } from "bun:test";
import { summaryProblems } from "../../../../testing/server/summary-problems";
import { builtinSummaries } from "../builtin-summaries";

// Invented trials: the summaries say the number with what the abstract says it counts.
const TITLE = "Drug Q or drug W for bone sarcoma: a randomised trial";
const write = (abstract: string) => {
  const out = builtinSummaries({ title: TITLE, abstract });
  expect(
    summaryProblems({ clinician: out.sentences.clinician, patient: out.sentences.patient }, { title: TITLE, abstract }),
  ).toEqual([]);
  return out;
};

describe("how the summaries say the number", () => {
  test("an evaluable total is said as evaluable, and the patient hears whom the results cover", () => {
    const out = write(
      "A randomised trial compared drug Q with drug W in sarcoma. There were 120 evaluable patients, of whom 61 received drug Q while 59 patients received drug W. Relapse did not differ (P = 0.4).",
    );
    expect(out.clinicianSummary).toContain("120 evaluable");
    expect(out.clinicianSummary).not.toContain("120 randomised");
    expect(out.patientSummary).toContain("The results cover 120 people.");
  });

  test("an enrolled total is said as enrolled", () => {
    const out = write(
      "METHODS: In this randomised trial of drug Q against drug W, 135 patients with sarcoma were enrolled. RESULTS: Relapse was rarer with drug Q (P = 0.01).",
    );
    expect(out.clinicianSummary).toContain("135 enrolled");
    expect(out.clinicianSummary).not.toContain("135 randomised");
    expect(out.patientSummary).toContain("In all, 135 people took part.");
  });

  test("a total added up from the groups is said as the groups' counts, never as a number the abstract lacks", () => {
    const out = write(
      "RESULTS: Accrual closed with 70 patients randomised to drug Q (66 complete cases) and 61 to drug W (56 complete cases). Relapse did not differ (P = 0.7).",
    );
    expect(out.facts.participants.randomised).toBe(131);
    expect(out.clinicianSummary).toContain("70 + 61 randomised");
    expect(out.patientSummary).toContain("The groups had 70 and 61 people.");
    expect(`${out.clinicianSummary} ${out.patientSummary}`).not.toContain("131");
  });

  test("a total in words the number check cannot read as digits is said in the abstract's words", () => {
    const out = write(
      "A double-blind, placebo-controlled trial of drug Q was designed. One hundred fifty patients were included: 76 were given drug Q for 2 months, and 74 were given placebo. Appetite improved with drug Q (P < 0.01).",
    );
    expect(out.clinicianSummary).toContain("one hundred fifty included");
    expect(out.patientSummary).toContain("In all, one hundred fifty people took part.");
  });

  test("a total with thousands grouped by a space is said grouped by commas, and both summaries pass the number check", () => {
    for (const space of [" ", "\u2009", "\u00a0"]) {
      const out = write(
        `Between 1991 and 1997, 12${space}345 women were randomised to drug Q or drug W. Relapse did not differ (P = 0.4).`,
      );
      expect(out.clinicianSummary).toContain("12,345 randomised");
      expect(out.clinicianSummary).not.toMatch(/(?<![\d,])345 randomised/);
    }
  });

  test('"treated within the trial protocol" is said as enrolled, not as randomised', () => {
    const out = write(
      "Between 1980 and 1985 212 women were treated within the trial protocol and were allocated at random to drug Q or drug W. Relapse did not differ (P = 0.4).",
    );
    expect(out.clinicianSummary).toContain("212 enrolled");
    // Another event than taking part is not a count of the trial.
    expect(
      write(
        "A randomised trial compared drug Q with drug W. 212 women were treated for nausea. Relapse did not differ (P = 0.4).",
      ).clinicianSummary,
    ).not.toContain("212");
  });
});

describe("the number randomised among more who entered", () => {
  test("'544 entered ... (total 266) were randomised' tells patients the groups had 266, not that 266 took part in all", () => {
    const out = builtinSummaries({
      title: "Controlled trial of maintenance versus no maintenance chemotherapy in small-cell lung cancer",
      abstract:
        "A total of 544 patients was entered into a study. They were all prescribed six courses of drug Q. Patients in response (total 266) were randomised to maintenance or no maintenance chemotherapy. There was no survival advantage to either series.",
    });
    expect(out.patientSummary).toContain("The groups had 266 people in all.");
    expect(out.patientSummary).not.toContain("In all, 266 people took part.");
  });
});
