import { expect, test } from "bun:test";
import { extractFactSheet } from "./extract-fact-sheet";

// Invented: a title that names the standard first, and an abstract that says what the study compared, in its order.
test('"tamoxifen-like versus X acetate" in the title: the drug ending "-fen" shares no "acetate", and the abstract\'s "comparing X with Y" sets the roles', () => {
  const sheet = extractFactSheet({
    title: "A randomised phase III study of zelvorafen versus corbastine acetate in advanced breast cancer",
    abstract:
      "In all, 140 women were randomised in an open study comparing the progestogen corbastine acetate with zelvorafen. The response rate to corbastine acetate (25%) was not significantly different from that with zelvorafen (31%).",
  });
  expect(sheet.arms.map((a) => [a.role, a.name])).toEqual([
    ["intervention", "corbastine acetate"],
    ["control", "zelvorafen"],
  ]);
});
