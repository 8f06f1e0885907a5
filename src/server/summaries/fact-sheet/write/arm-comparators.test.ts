import { expect, test } from "bun:test";
import { at, favouringRct } from "../../../../testing/fixtures/fact-sheet/sheets";
import { joinPatient, writeSummaries } from "./write-summaries";

test("two comparators ('A alone', 'B alone' against A plus B) are named side by side, neither as the one beaten", () => {
  const c = favouringRct();
  const [tested, control] = c.sheet.arms as [(typeof c.sheet.arms)[0], (typeof c.sheet.arms)[0]];
  c.sheet.arms = [
    tested,
    control,
    { role: "control", name: "zelmoratinib alone", evidence: [at(c.source, "zelmoratinib")] },
  ];
  const out = writeSummaries(c.sheet, c.source);
  const clinician = out.clinician.map((s) => s.text).join(" ");
  const patient = joinPatient(out.patient);
  expect(clinician).toContain("Arms: zelmoratinib plus chemotherapy vs chemotherapy alone vs zelmoratinib alone.");
  // Before, the second comparator was listed among the tested arms and the first alone was "beaten".
  expect(clinician).not.toContain("zelmoratinib plus chemotherapy / chemotherapy alone");
  expect(patient).not.toContain("than people who got chemotherapy alone");
  expect(patient).not.toContain("than people in the second group");
});
