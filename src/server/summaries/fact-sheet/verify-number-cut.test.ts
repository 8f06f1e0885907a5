import { expect, test } from "bun:test";
import { extractFactSheet } from "./extract/extract-fact-sheet";
import { verifyFactSheet } from "./verify";
import { goodSheet, SOURCE } from "../../../testing/fixtures/fact-sheet/verify-trial";

// A span that ends or starts inside a number shows a number the text does not hold ("6." of "6.4", "4" of "41").
test("a fact whose evidence cuts through a number is dropped, never shown as checked", () => {
  const sheet = goodSheet();
  const at = SOURCE.abstract.indexOf("6.4 months");
  const cut = { text: "median 6.", evidence: [{ start: at - 7, end: at + 2 }] };
  expect(SOURCE.abstract.slice(at - 7, at + 2)).toEndWith(" 6.");
  const { sheet: verified } = verifyFactSheet({ ...sheet, population: cut }, SOURCE);
  expect(verified.population).toBeNull();
  const whole = { text: "median 6.4", evidence: [{ start: at - 7, end: at + 3 }] };
  expect(verifyFactSheet({ ...sheet, population: whole }, SOURCE).sheet.population?.text).toBe("median 6.4");
});

test("a population naming a trial with a decimal in its name keeps the whole name", () => {
  const sheet = extractFactSheet({
    title: "Long-term outcome of patients in the ZX-12.5 trial, the first randomized study of drug Q",
    abstract:
      "We report the outcome of patients included in the ZX-12.5 study, which compared drug W to drug Q plus W in 399 patients. Ten-year survival was 44% and 28%.",
  });
  const text = sheet.population?.text ?? "";
  expect(text).not.toMatch(/12\.$/);
  if (text.includes("ZX")) expect(text).toContain("ZX-12.5");
});
