import { expect, test } from "bun:test";
import { extractFactSheet } from "../extract/extract-fact-sheet";
import { joinPatient, writeSummaries } from "./write-summaries";

test("arms read from a title in capitals are written in the lower case the abstract uses for them", () => {
  const source = {
    title: "RANDOMIZED TRIAL OF ZELBATIN PLUS MORPLATIN WITH OR WITHOUT QUINTARUBICIN IN OVARIAN CANCER",
    abstract:
      "Women with ovarian cancer were given zelbatin plus morplatin (ZM) with or without quintarubicin. Of 300 patients, 150 received ZM and 150 received ZM plus quintarubicin. Progression-free interval did not differ.",
  };
  const sheet = extractFactSheet(source);
  const out = writeSummaries(sheet, source);
  const patient = joinPatient(out.patient);
  expect(patient).toContain("zelbatin plus morplatin with quintarubicin");
  expect(patient).not.toContain("ZELBATIN");
});
