import { expect, test } from "bun:test";
import { favouringRct } from "../../../../testing/fixtures/fact-sheet/sheets";
import { joinPatient, writeSummaries } from "./write-summaries";

// Invented regimens: a tested arm named as a list of drugs, beside another tested arm and a comparator.
test("arms whose names are lists are said one group each, never run into one list", () => {
  const c = favouringRct();
  const [tested, control] = c.sheet.arms;
  c.sheet.arms = [
    { ...tested!, name: "zelmo, tarvo, and quinex" },
    { ...tested!, name: "zelmo and quinex" },
    { ...control!, name: "zelmo alone" },
  ];
  const patient = joinPatient(writeSummaries(c.sheet, c.source).patient);
  expect(patient).not.toContain("quinex and zelmo");
  expect(patient).toContain("The first group got zelmo, tarvo, and quinex.");
  expect(patient).toContain("The second group got zelmo and quinex.");
  expect(patient).toContain("The third group got zelmo alone.");
});

test("one listed arm against its comparator keeps the plain comparison sentence", () => {
  const c = favouringRct();
  const [tested, control] = c.sheet.arms;
  c.sheet.arms = [
    { ...tested!, name: "zelmo and tarvo" },
    { ...control!, name: "zelmo" },
  ];
  const patient = joinPatient(writeSummaries(c.sheet, c.source).patient);
  expect(patient).not.toContain("The first group got");
});
