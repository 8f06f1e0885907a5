import { describe, expect, test } from "bun:test";
import { spanText } from "../../../../shared/fact-sheet";
import { summaryProblems } from "./check-sentences";
import { withUnclear } from "./test-sheets-more";
import { favouringRct } from "./test-sheets";
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
  test("with no words for its kind, the design cites the title", () => {
    const c = withUnclear();
    c.source = { ...c.source, title: "Bands for hot flushes" };
    c.sheet.studyType = "other";
    c.sheet.randomised = null;
    const design = writeSummaries(c.sheet, c.source).clinician[0]!;
    expect(design.text).toBe("Design: Study.");
    expect(design.evidence).toEqual([{ field: "title", start: 0, end: "Bands for hot flushes".length }]);
  });
});
