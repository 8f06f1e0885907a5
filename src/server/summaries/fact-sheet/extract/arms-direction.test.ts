import { expect, test } from "bun:test";
import { extractFactSheet } from "./extract-fact-sheet";

// Invented trial: once both arms are named, the result's words must still favour the arm they favour.
test('"p less than 0.01" is no comparative, and "fewer deaths" favours the arm with fewer deaths', () => {
  const sheet = extractFactSheet({
    title: "Randomized trial of adjuvant zelmifen in node negative breast cancer",
    abstract:
      "The paper presents results of a randomized trial of adjuvant zelmifen (40 mg daily) versus surgery alone including 1,200 women. There was a significant prolongation of the recurrence-free survival among those allocated to zelmifen (p less than 0.01), significantly fewer deaths due to breast cancer (p = 0.02) and a trend towards improved overall survival (p = 0.11).",
  });
  expect(sheet.arms.map((a) => [a.role, a.name])).toEqual([
    ["intervention", "adjuvant zelmifen"],
    ["control", "surgery alone"],
  ]);
  expect(sheet.primaryResult.direction).toBe("favours-intervention");
});
