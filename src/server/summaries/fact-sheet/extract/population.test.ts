import { expect, test } from "bun:test";
import { extractFactSheet } from "./extract-fact-sheet";

// Invented abstracts.
const population = (abstract: string) =>
  extractFactSheet({ title: "A randomised trial of drug Z", abstract }).population?.text;

test('"up to" and number ranges do not end who took part; "to" before a verb does', () => {
  expect(
    population(
      "We randomly assigned 120 patients with gastric cancer and up to three peritoneal nodules to drug Z or placebo.",
    ),
  ).toBe("patients with gastric cancer and up to three peritoneal nodules");
  expect(population("Patients aged 18 to 70 years were randomly assigned to drug Z or placebo.")).toBe(
    "Patients aged 18 to 70 years",
  );
  expect(population("We randomised 80 women with ovarian cancer to receive drug Z or placebo.")).toBe(
    "women with ovarian cancer",
  );
});
