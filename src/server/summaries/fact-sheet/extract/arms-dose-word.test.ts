import { expect, test } from "bun:test";
import { extractFactSheet } from "./extract-fact-sheet";

// Invented: a title that writes the dose word once, on the second arm.
test('"standard versus high-dose drug Q" names the first arm "standard-dose drug Q", not "standard drug Q"', () => {
  const arms = extractFactSheet({
    title: "A randomized trial comparing standard versus high-dose zelmorubicin induction in leukaemia",
    abstract:
      "Of 300 patients, 150 received standard-dose zelmorubicin and 150 high-dose zelmorubicin. Remission was more frequent with high-dose zelmorubicin (P = .01).",
  }).arms;
  expect(arms.map((a) => a.name)).toContain("standard-dose zelmorubicin induction");
});
