import { describe, expect, test } from "bun:test";
import { spanText } from "../../../../shared/fact-sheet";
import { summaryProblems } from "../../../../testing/server/summary-problems";
import { withUnclear } from "../../../../testing/fixtures/fact-sheet/sheets-more";
import { favouringRct } from "../../../../testing/fixtures/fact-sheet/sheets";
import { joinClinician, joinPatient, writeSummaries } from "./write-summaries";

describe("a sheet that claims more than its spans hold", () => {
  test("a sentence whose number is not in its evidence is left out of both summaries", () => {
    const c = favouringRct();
    c.sheet.arms[0] = { ...c.sheet.arms[0]!, name: "zelmoratinib 250 mg plus chemotherapy" };
    const w = writeSummaries(c.sheet, c.source);
    expect(joinClinician(w.clinician)).not.toContain("250");
    expect(joinPatient(w.patient)).not.toContain("250");
    expect(joinClinician(w.clinician)).not.toContain("Arms:");
    expect(summaryProblems(w, c.source)).toEqual([]);
  });
  test("an N the participants' spans do not hold is not stated", () => {
    const c = favouringRct();
    c.sheet.participants = { ...c.sheet.participants, randomised: 321 };
    const w = writeSummaries(c.sheet, c.source);
    expect(joinPatient(w.patient)).not.toContain("321");
    expect(joinClinician(w.clinician)).not.toContain("321");
  });
  test("a count added up from the arms is not stated, but who took part still is", () => {
    const c = favouringRct();
    c.sheet.participants = { randomised: 624, evidence: c.sheet.participants.evidence };
    c.sheet.flags = ["small"];
    const w = writeSummaries(c.sheet, c.source);
    expect(joinClinician(w.clinician)).toContain("Participants: adults with advanced gallbladder cancer.");
    expect(joinClinician(w.clinician)).toContain("Small trial.");
    expect(joinPatient(w.patient)).toContain("The study included adults with advanced gallbladder cancer.");
    expect(joinClinician(w.clinician) + joinPatient(w.patient)).not.toContain("624");
  });
  test("a number in an 'unclear' item is not stated as a general line", () => {
    const c = withUnclear();
    c.sheet.unclear = ["the 5-year survival rate"];
    const w = writeSummaries(c.sheet, c.source);
    expect(joinClinician(w.clinician) + joinPatient(w.patient)).not.toContain("5-year");
  });
});

describe("the design line's words and spans", () => {
  test("rests on the words that say random and name the phase", () => {
    const c = favouringRct();
    const design = writeSummaries(c.sheet, c.source).clinician[0]!;
    const words = design.evidence.map((s) => spanText(c.source, s));
    expect(words).toContain("phase III");
    expect(words.some((w) => /^randomi[sz]ed$|^randomly$/i.test(w))).toBe(true);
  });
  test("a phase the text never names is left out rather than shown without a source", () => {
    const c = withUnclear();
    c.sheet.phase = "3";
    const design = writeSummaries(c.sheet, c.source).clinician[0]!;
    expect(design.text).toBe("Design: Randomised controlled trial.");
  });
  test("with no words for its kind, the kind is withheld as not read, never called 'Study'", () => {
    const c = withUnclear();
    c.source = { ...c.source, title: "Bands for hot flushes" };
    c.sheet.studyType = "other";
    c.sheet.randomised = null;
    const w = writeSummaries(c.sheet, c.source);
    const clinician = w.clinician.map((s) => s.text);
    expect(clinician.some((t) => t.startsWith("Design:"))).toBe(false);
    expect(clinician).toContain("Not read with confidence from the abstract: what kind of study this was.");
    expect(w.patient.map((s) => s.text)).toContain(
      "We could not be sure from the abstract about what kind of study this was.",
    );
  });
});

describe("a retracted paper", () => {
  test("is said first to patients and as a caveat to clinicians, resting on the word that says so", () => {
    const c = favouringRct();
    c.source = { ...c.source, title: `RETRACTED: ${c.source.title}` };
    c.sheet.flags = ["retracted"];
    const w = writeSummaries(c.sheet, c.source);
    expect(w.patient[0]!.text).toBe("This paper has been withdrawn (retracted), so its results may not be true.");
    expect(w.patient[0]!.evidence).toEqual([{ field: "title", start: 0, end: "RETRACTED".length }]);
    expect(joinClinician(w.clinician)).toContain("Retracted: the paper has been withdrawn.");
  });
});

describe("the direction never names the wrong winner", () => {
  test("favours-control puts the control first as the group that did better", () => {
    const c = favouringRct();
    c.sheet.primaryResult.direction = "favours-control";
    const patient = joinPatient(writeSummaries(c.sheet, c.source).patient);
    expect(patient).toContain(
      "People who got chemotherapy alone did better than people who got zelmoratinib plus chemotherapy",
    );
    expect(joinClinician(writeSummaries(c.sheet, c.source).clinician)).toContain(
      "Result: favours the control (chemotherapy alone);",
    );
  });
  test("non-inferior says about as well, not better", () => {
    const c = favouringRct();
    c.sheet.primaryResult.direction = "non-inferior";
    const w = writeSummaries(c.sheet, c.source);
    expect(joinPatient(w.patient)).toContain(
      "Zelmoratinib plus chemotherapy worked about as well as chemotherapy alone",
    );
    expect(joinPatient(w.patient)).not.toContain("did better");
    expect(joinClinician(w.clinician)).toContain(
      "Result: zelmoratinib plus chemotherapy non-inferior to chemotherapy alone;",
    );
  });
  test("with no comparator arm, a difference is reported without a winner", () => {
    const c = favouringRct();
    c.sheet.arms = c.sheet.arms.map((a) => ({ ...a, role: "intervention" as const }));
    c.sheet.primaryResult.byArm = [];
    const patient = joinPatient(writeSummaries(c.sheet, c.source).patient);
    expect(patient).toContain(
      "The study found a clear difference between the groups in how long before the cancer grew or spread.",
    );
    expect(patient).not.toContain("did better");
  });
});

test("'non-randomised' is never cited as the words that say random", () => {
  const c = favouringRct();
  const lead = "Unlike earlier non-randomised series, ";
  c.source = { ...c.source, title: "Zelmoratinib in gallbladder cancer", abstract: lead + c.source.abstract };
  const shift = (s: { start: number; end: number }) => ({
    ...s,
    start: s.start + lead.length,
    end: s.end + lead.length,
  });
  c.sheet.arms = c.sheet.arms.map((a) => ({ ...a, evidence: a.evidence.map(shift) }));
  c.sheet.participants = { ...c.sheet.participants, evidence: c.sheet.participants.evidence.map(shift) };
  const random = writeSummaries(c.sheet, c.source).patient.find(
    (s) => s.text === "People were put into groups at random.",
  )!;
  expect(random.evidence.map((s) => spanText(c.source, s))).toEqual(["randomly"]);
});
