import { expect, test } from "bun:test";
import { extractFactSheet } from "./extract-fact-sheet";
import { plainPopulation } from "../write/plain-population";

// Invented abstracts, one quirk each.
const sheet = (abstract: string, title = "A randomised trial of drug Z") => extractFactSheet({ title, abstract });

test("a comma between two describing words does not cut who took part short", () => {
  expect(
    sheet(
      "We randomly assigned patients with histologically proven, resectable gastric adenocarcinoma from 40 hospitals to drug Z or placebo.",
    ).population?.text,
  ).toBe("patients with histologically proven, resectable gastric adenocarcinoma");
  expect(
    sheet(
      "In this trial, 90 patients with colon cancer after adjuvant, long-term chemotherapy were randomised to drug Z or placebo.",
    ).population?.text,
  ).toBe("patients with colon cancer after adjuvant, long-term chemotherapy");
});

test("the last group of a list (the healthy controls) is not everyone who took part", () => {
  expect(
    sheet(
      "Sera from 40 liver cancer cases and 20 cirrhosis patients as well as 20 healthy subjects from a blood bank were randomly split into training and test sets.",
    ).population?.text ?? "",
  ).not.toContain("healthy");
});

test("a node status keeps its node: not 'positive breast cancer'", () => {
  expect(
    sheet(
      "This analysis concerns 90 node positive breast cancer patients treated by mastectomy, randomised to drug Z or placebo.",
    ).population?.text,
  ).toBe("node positive breast cancer patients treated by mastectomy");
});

test("arms named by their length in the result: more recurrences with the 24-week regimen favours the 8-week one", () => {
  const s = sheet(
    "A randomised trial assigned 300 women to either an 8-week regimen of drug Z or 24 weeks of drug Y. The rate of local recurrence was higher in the 24-week than the 8-week group, P = 0.01. Drug Y remains the conventional regimen.",
    "Short versus long adjuvant therapy: a randomised trial",
  );
  const z = s.arms.find((a) => a.name.includes("Z"));
  expect(z).toBeDefined();
  expect(s.primaryResult.direction).toBe(z!.role === "intervention" ? "favours-intervention" : "favours-control");
});

test("the patient summary keeps the disease named before the people and a describing comma", () => {
  expect(plainPopulation("lower rectal cancer patients with suspected pelvic node spread")).toBe(
    "people with lower rectal cancer and suspected pelvic node spread",
  );
  expect(plainPopulation("Gastric Cancer Surgical Patients Receiving Tube Feeding")).toBe(
    "people with gastric cancer receiving tube feeding",
  );
  expect(plainPopulation("patients with rectal cancer after preoperative, short-term radiotherapy")).toBe(
    "people with rectal cancer after preoperative, short-term radiotherapy",
  );
});

test("verbs of allocation before the people are not part of who they are", () => {
  expect(sheet("We randomly assigned adults with lung cancer to drug Z or placebo.").population?.text).toBe(
    "adults with lung cancer",
  );
});
