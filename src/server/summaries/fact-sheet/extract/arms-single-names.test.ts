import { expect, test } from "bun:test";
import { extractFactSheet } from "./extract-fact-sheet";

// Invented single-group studies: what everyone got, named by a capitalised title or given to "smokers".
const names = (title: string, abstract: string) => extractFactSheet({ title, abstract }).arms.map((a) => a.name);

test('"Phase II Trial of the Use of Zelcitabine and 5-Fluorouracil in the Treatment of ...": the regimen is the one arm', () => {
  expect(
    names(
      "Phase II Trial of the Use of Zelcitabine and 5-Fluorouracil in the Treatment of Advanced Gallbladder Cancer",
      "In this phase II trial, we used the combination to treat 30 patients. The response rate was 25% (95% CI 10%-40%).",
    ),
  ).toEqual(["Zelcitabine and 5-Fluorouracil"]);
});

test('"smokers who received 12 weeks of open-label zelnicline": the drug, without its design word, is the one arm', () => {
  const found = names(
    "Zelnicline for smokers with cancer",
    "Methods: Data from 120 smokers who received 12 weeks of open-label zelnicline were analysed. Results: In all, 40% stopped smoking at week 12.",
  );
  expect(found).toEqual(["zelnicline"]);
});
