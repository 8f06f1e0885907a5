import { expect, test } from "bun:test";
import { fleschKincaidGrade } from "../../readability";
import { favouringRct } from "../../../../testing/fixtures/fact-sheet/sheets";
import { joinPatient, writeSummaries } from "./write-summaries";

// Invented regimens: long multi-drug names whose syllables alone push a sentence past grade 8.
const LONG = [
  "cyclophosphamide, methotrexate and fluorouracil followed by epirubicin",
  "doxorubicin and cyclophosphamide followed by paclitaxel",
];

test("long regimen names are said once each, then the groups are called by place, keeping grade 8", () => {
  const c = favouringRct();
  c.sheet.arms = c.sheet.arms.map((a, i) => ({ ...a, name: LONG[i]! }));
  const patient = joinPatient(writeSummaries(c.sheet, c.source).patient);
  expect(fleschKincaidGrade(patient)).toBeLessThanOrEqual(8);
  expect(patient).toContain("The study compared two groups.");
  expect(patient).toContain(`The first group got ${LONG[0]}.`);
  expect(patient).toContain(`The second group got ${LONG[1]}.`);
  expect(patient).toContain("People in the first group did better");
});

test("short names keep the plain comparison sentence", () => {
  const c = favouringRct();
  const patient = joinPatient(writeSummaries(c.sheet, c.source).patient);
  expect(patient).not.toContain("The first group got");
});

test("an add-on design (Y plus X against Y) says what both groups got, then what the first also got", () => {
  const c = favouringRct();
  const base = "doxorubicin and cyclophosphamide followed by paclitaxel and trastuzumab";
  const names = [`${base} plus intraperitoneal zelmoratinib`, base];
  c.sheet.arms = c.sheet.arms.map((a, i) => ({ ...a, name: names[i]! }));
  const patient = joinPatient(writeSummaries(c.sheet, c.source).patient);
  expect(fleschKincaidGrade(patient)).toBeLessThanOrEqual(8);
  expect(patient).toContain(`Both groups got ${base}. The first group also got intraperitoneal zelmoratinib.`);
  expect(patient).toContain("The second group did not.");
});
