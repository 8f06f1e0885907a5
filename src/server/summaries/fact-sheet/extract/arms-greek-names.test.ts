import { expect, test } from "bun:test";
import { extractFactSheet } from "./extract-fact-sheet";

// Invented: a drug name may open with a Greek letter, and "no maintenance therapy" is a comparator like "no treatment".
test('"randomized to receive α-zelferon (ZF) or no maintenance therapy": both arms, the untreated one as control', () => {
  const arms = extractFactSheet({
    title: "Maintenance zelferon in myeloma: a randomised trial",
    abstract:
      "In this randomised trial, 200 patients in remission were randomized to receive α-zelferon (ZF) or no maintenance therapy. Survival did not differ between the two groups (P = 0.6).",
  }).arms.map((a) => `${a.role}: ${a.name}`);
  expect(arms).toEqual(["intervention: α-zelferon", "control: no maintenance therapy"]);
});
