import { expect, test } from "bun:test";
import { armWords, peopleOf } from "./arms";
import { favouringRct } from "../../../../testing/fixtures/fact-sheet/sheets";
import { joinPatient, writeSummaries } from "./write-summaries";

const arm = (name: string) => ({ role: "intervention" as const, name, evidence: [] });

test("treatments are things people got; groups are places people were", () => {
  expect(peopleOf([arm("zelmoratinib")])).toBe("people who got zelmoratinib");
  expect(peopleOf([arm("Control Group")])).toBe("people in the control group");
  expect(peopleOf([arm("arm B")])).toBe("people in arm B");
  expect(armWords("the experimental group")).toBe("the experimental group");
  expect(armWords("Gemcitabine Plus Placebo")).toBe("gemcitabine plus placebo");
});

test("a trial whose arms are named as groups reads as groups in the patient summary", () => {
  const c = favouringRct();
  c.sheet.arms = c.sheet.arms.map((a, i) => ({ ...a, name: i === 0 ? "intervention group" : "control group" }));
  const patient = joinPatient(writeSummaries(c.sheet, c.source).patient);
  expect(patient).toContain("The study compared the intervention group with the control group.");
  expect(patient).toContain("People in the intervention group did better than people in the control group");
  expect(patient).toContain(
    "People in the intervention group: the cancer took a median of 48 months to grow or spread.",
  );
});
