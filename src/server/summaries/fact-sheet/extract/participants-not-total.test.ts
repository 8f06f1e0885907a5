import { describe, expect, test } from "bun:test";
import { cpuTime } from "../../../../testing/timing";
import { extractFactSheet } from "./extract-fact-sheet";

// Invented trials whose counts belong to one arm, a part of the trial or another trial: never the total.
const TITLE = "Drug Q or drug W for bone sarcoma: a randomised trial";
const n = (abstract: string) => extractFactSheet({ title: TITLE, abstract }).participants.randomised;

describe("counts that are not the trial's total", () => {
  test("one arm's count is not the total", () => {
    expect(
      n("METHODS: 120 patients were randomised to drug Q and the rest to drug W. RESULTS: Relapse was rare."),
    ).toBeNull();
    expect(
      n(
        "METHODS: Patients were randomised to drug Q or drug W. RESULTS: 120 patients randomised to drug Q had less relapse than those on drug W (P = 0.01).",
      ),
    ).toBeNull();
  });

  test('a trial or disease named with hyphened digits ("ZELMO-50", "COVID-19") gives no count', () => {
    expect(
      n(
        "In the phase 3 ZELMO-50 trial, patients randomized to drug Q had more responses than patients randomized to drug W (72% vs. 54%, p<0.001).",
      ),
    ).toBeNull();
    expect(n("During the pandemic, COVID-19 patients were randomised to drug Q or drug W.")).toBeNull();
    expect(n("In the ZELMO-50 trial, 212 patients were randomised to drug Q or drug W.")).toBe(212);
  });

  test('"Of 300 patients randomized, 150 in the Q arm ..." is the whole, not two groups', () => {
    expect(
      n(
        "METHODS: Patients were randomised to drug Q or drug W. RESULTS: Of 300 patients randomized, 150 in the drug Q arm relapsed. Relapse did not differ (P = 0.4).",
      ),
    ).toBe(300);
  });

  test("another trial's, a sub-study's or a subgroup's count is not this trial's total", () => {
    expect(
      n(
        "METHODS: A previous trial randomised 400 patients to drug Q. We randomised patients to drug Q or drug W. RESULTS: Relapse did not differ (P = 0.4).",
      ),
    ).toBeNull();
    expect(
      n(
        "METHODS: In a substudy, 80 patients were randomised to drug Q or drug W. RESULTS: Relapse did not differ (P = 0.4).",
      ),
    ).toBeNull();
    expect(
      n(
        "METHODS: Patients were randomised to drug Q or drug W. RESULTS: 30 patients received drug Q and 30 received drug W in the quality of life substudy. Relapse did not differ (P = 0.4).",
      ),
    ).toBeNull();
  });
});

describe("one-arm reading on adversarial text", () => {
  test("20,000 characters of allocation to one arm take under 100 ms", () => {
    const text = "120 patients randomised to the drug Q arm and ";
    const abstract = `RESULTS: ${text.repeat(Math.ceil(20_000 / text.length))}`.slice(0, 20_000);
    n(abstract);
    expect(cpuTime(() => n(abstract))).toBeLessThan(100);
  });
});
