import { describe, expect, test } from "bun:test";
import { builtinSummaries } from "../builtin-summaries";
import { plainEndpoint } from "./plain-endpoint";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";

// Invented abstracts: the patient is given each group's figure, so is told what the figures measure.
describe("a patient given figures is told what they measure", () => {
  test("an endpoint read only from the result sentence is not guessed: the winner is said on one measure, without figures", () => {
    const out = builtinSummaries({
      title: "Drug Q versus observation after surgery for ovarian cancer: a randomised trial",
      abstract:
        "METHODS: Women were randomised to drug Q or observation after surgery. RESULTS: The 5-year progression-free survival rates were 60% with drug Q and 30% with observation (P = 0.02).",
    });
    const patient = out.patientSummary;
    // Round 13: an endpoint never called primary and not from the objective is not shown; figures need their measure.
    expect(out.facts.primaryEndpoint).toBeNull();
    expect(patient).not.toContain("Our best guess");
    expect(patient).not.toContain("60%");
    expect(patient).toContain(
      "People who got drug Q did better than people who got observation after surgery on one measure the study reported.",
    );
  });

  test("an N-year survival rate is a share at that time, not how long people went", () => {
    expect(plainEndpoint("8-year progression-free survival rates")).toBe(
      "how many people had no growth of the cancer by 8 years",
    );
    expect(plainEndpoint("5-year overall survival rate")).toBe("how many people were alive by 5 years");
    expect(plainEndpoint("1-year disease-free survival rate")).toBe(
      "how many people had no return of the cancer by 1 year",
    );
  });
});

describe("linear time", () => {
  readsEachInLinearTime({ "'5-year survival rate' repeated": "5-year overall survival rate " }, (text) =>
    plainEndpoint(text),
  );
});

describe("local control said of what was treated", () => {
  test("local control of brain metastases is of the treated tumours, not the cancer where it started", () => {
    expect(plainEndpoint("intracranial local control rate", "Two radiotherapy schedules for brain metastases")).toBe(
      "how well the treated tumours were kept in check",
    );
    expect(plainEndpoint("local control", "Radiotherapy for early laryngeal cancer")).toBe(
      "how well the cancer was kept in check where it started",
    );
  });
});
