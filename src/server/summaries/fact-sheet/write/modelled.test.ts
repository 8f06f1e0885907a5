import { describe, expect, test } from "bun:test";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";
import { builtinSummaries } from "../builtin-summaries";
import { modelSpan } from "./modelled";

// Invented abstracts.
describe("a model of choices is not told as a trial where everyone got one treatment", () => {
  test("a decision model of two strategies never says real groups got them", () => {
    const out = builtinSummaries({
      title: "Cost-effectiveness of extended surgery versus standard surgery for advanced stomach cancer",
      abstract:
        "OBJECTIVE: To compare standard surgery for adults with advanced stomach cancer with extended surgery. METHODS: A Markov model compared extended surgery with standard surgical treatment over ten years. RESULTS: Extended surgery cost 4000 pounds per quality-adjusted life year. CONCLUSIONS: Extended surgery is cost-effective.",
    });
    expect(out.clinicianSummary).toContain("Decision model");
    expect(out.patientSummary).toContain("computer model");
    expect(out.patientSummary).not.toMatch(/\bgot\b|took part|The study included|groups? of people/);
  });

  test("a simulation comparing two strategies says its results are a model's estimates", () => {
    const out = builtinSummaries({
      title: "Costs of two follow-up schedules after bladder cancer surgery",
      abstract:
        "METHODS: A Markov model simulated the lifetime course of bladder cancer under yearly or twice-yearly scans. RESULTS: Yearly scans cost less per quality-adjusted life year.",
    });
    expect(out.patientSummary).not.toContain("Everyone got the same treatment");
    expect(out.patientSummary).toContain("computer model");
  });

  test("a model that follows patients is not said to have given them all one treatment", () => {
    const out = builtinSummaries({
      title: "Value of yearly scans after bladder cancer surgery",
      abstract:
        "METHODS: A Markov model was built to follow patients with bladder cancer after surgery over their lifetime; data came from pilot studies. RESULTS: Yearly scans gave 6.1 quality-adjusted life years at lower cost. CONCLUSIONS: Yearly scans are good value.",
    });
    expect(out.patientSummary).not.toContain("Everyone got the same treatment");
    expect(out.patientSummary).toContain("computer model");
    expect(out.patientSummary).toContain("The authors concluded");
  });

  test("a single-arm trial that treated people still says everyone got the same treatment", () => {
    const out = builtinSummaries({
      title: "Drug K in relapsed lymphoma: a single-arm phase 2 trial",
      abstract:
        "METHODS: In this single-arm phase 2 trial, 40 patients with relapsed lymphoma received drug K. RESULTS: Half of the patients responded.",
    });
    expect(out.patientSummary).not.toContain("computer model");
  });
});

test("a model built on people the abstract counts is not said to have studied no one", () => {
  const source = {
    title: "Chemoradiation after gastric surgery: outcomes and costs",
    abstract: "We followed 120 treated patients; a Markov model then estimated costs per life year.",
  };
  expect(modelSpan(source)).toBeNull();
});

readsEachInLinearTime(
  { "markov words": "marko markov decision ", "counted words": "12 in 3 with 45 treated ", "digit lists": "1,2," },
  (abstract) => modelSpan({ title: "", abstract }),
);
