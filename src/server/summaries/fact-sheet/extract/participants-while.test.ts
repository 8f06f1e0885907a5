import { describe, expect, test } from "bun:test";
import { extractFactSheet } from "./extract-fact-sheet";

// Invented: "a total of N were randomized to A, while M were allocated to B" gives two groups' counts, not the total.
describe("a second group joined by 'while' is added to the first", () => {
  test("'A total of 120 ... randomized to A, while 115 were allocated to B' is 235 randomised", () => {
    const sheet = extractFactSheet({
      title: "Six or twelve cycles of drug C after surgery",
      abstract:
        "METHODS: A total of 120 patients were randomized to receive 12 cycles of drug C, while 115 were allocated to receive 6 cycles. RESULTS: Relapse-free survival was similar (80% vs 78%, P = 0.4).",
    });
    expect(sheet.participants.randomised).toBe(235);
  });
});
