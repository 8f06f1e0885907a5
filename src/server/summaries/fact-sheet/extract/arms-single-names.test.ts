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

test('"Single-agent Zelcitabine in the Treatment of ...": the drug is the one arm', () => {
  expect(
    names(
      "Single-agent Zelcitabine in the Treatment of Advanced Gallbladder Cancers: a Phase II Study",
      "Methods: In all, 23 patients with advanced gallbladder cancer were enrolled. Results: The response rate was 20% (95% CI 5%-35%).",
    ),
  ).toEqual(["Zelcitabine"]);
});

test('"Three-week schedule of A plus B in patients with ...": the regimen is the one arm', () => {
  expect(
    names(
      "Three-week schedule of zelotecan plus cisplatin in patients with untreated small-cell lung cancer",
      "Methods: In all, 40 patients were enrolled in this phase II study. Results: The response rate was 60% (95% CI 45%-75%).",
    ),
  ).toEqual(["zelotecan plus cisplatin"]);
});

test("patients who had received no prior chemotherapy: who was eligible gives way to the title's drug", () => {
  expect(
    names(
      "Phase II study of zelcitabine in patients with advanced liver cancer",
      "Methods: Twenty patients who had received no prior systemic chemotherapy and with measurable tumours were enrolled. Results: The response rate was 15% (95% CI 3%-30%).",
    ),
  ).toEqual(["zelcitabine"]);
});

test("an abstract reading missing a drug of the title's regimen gives way to the title's regimen", () => {
  expect(
    names(
      "Chemotherapy with zelplatin and vinorelbine for elderly patients with lung cancer",
      "Methods: In this pilot phase II trial, all patients received CT with vinorelbine 25 mg/m2 on days 1 and 8 and zelplatin 60 mg/m2 on day 1. Results: The response rate was 30% (95% CI 15%-45%).",
    ),
  ).toEqual(["zelplatin and vinorelbine"]);
});
