import { describe, expect, test } from "bun:test";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";
import { builtinSummaries } from "../builtin-summaries";
import { anotherSignificantResult } from "./another-significant";

// Invented abstracts that name no primary endpoint. A spin flag says the conclusion goes beyond the primary result;
// when the reader cannot tell which result is primary, it may not say so.
const trial = (results: string) =>
  builtinSummaries({
    title: "Drug H after surgery for kidney cancer",
    abstract: `We conducted a randomized, placebo-controlled trial of drug H after surgery in 900 adults with kidney cancer. ${results} Thus, drug H after surgery is justified in adults like those in this trial.`,
  });

describe("no spin flag from a null sentence when the reader does not know the primary endpoint", () => {
  test("a null result beside a significant one: no spin, no 'more positive' line for patients", () => {
    const out = trial(
      "No survival advantage was seen at five years (80 percent vs. 81 percent; P = 0.4). Recurrence-free survival was significantly longer with drug H than with placebo (70 percent vs. 60 percent; P < 0.001).",
    );
    expect(out.facts.flags).not.toContain("spin");
    expect(out.patientSummary).not.toContain("more positive than the main result supports");
  });

  test("a null result with no significant comparison anywhere keeps its spin flag", () => {
    const out = trial(
      "No survival advantage was seen at five years (80 percent vs. 81 percent; P = 0.4). Recurrence-free survival did not differ either (P = 0.3).",
    );
    expect(out.facts.flags).toContain("spin");
  });
});

describe("linear time", () => {
  readsEachInLinearTime({ "p values": "P < 0.001 P = 0.4 subgroup P less than " }, (text) =>
    anotherSignificantResult({ title: "Drug H", abstract: `RESULTS: ${text}` }, ""),
  );
});
