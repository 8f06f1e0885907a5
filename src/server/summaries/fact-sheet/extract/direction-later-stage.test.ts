import { describe, expect, test } from "bun:test";
import { emptyFactSheet } from "../../../../shared/fact-sheet";
import { builtinSummaries } from "../builtin-summaries";
import { directionWords } from "../write/result-words";

// Invented: induction randomised between two arms, responders randomised again to maintenance or none.
const twice = (result: string) =>
  builtinSummaries({
    title: "Zetamab maintenance after ABC salvage with or without zetamab: a randomized study",
    abstract: `Patients were randomized to 4 courses of ABC alone or combined with zetamab (Z-ABC). Responding patients underwent a second randomization for Z-maintenance. ${result} Hence Z-maintenance is effective after Z-ABC.`,
  });

describe("a trial randomised twice: the later randomisation's result is not pinned on the listed arms", () => {
  test("a result naming neither listed arm gets no direction, and no arm is said to have done better", () => {
    const out = twice("Response duration was significantly prolonged by Z-maintenance after Z-ABC (P = .001).");
    expect(out.facts.primaryResult.direction).toBe("not-reported");
    expect(out.clinicianSummary).not.toMatch(/Result: favours/);
    expect(out.clinicianSummary).toContain("Response duration was significantly prolonged by Z-maintenance");
  });

  test("a result that names the first randomisation keeps its direction", () => {
    const out = twice("In the first randomization, remission was significantly more frequent with Z-ABC (P = .01).");
    expect(out.facts.primaryResult.direction).toBe("favours-intervention");
  });

  test("the clinician is told why no direction is drawn, in the reader's terms", () => {
    const out = twice("Response duration was significantly prolonged by Z-maintenance after Z-ABC (P = .001).");
    expect(out.clinicianSummary).toContain(
      "Result: the trial was randomised twice and this sentence names neither listed arm, so no direction is drawn.",
    );
  });
});

describe("a quote that tests groups is not told 'no between-group comparison'", () => {
  test('"There were no significant differences in complications for laparoscopic and open surgery"', () => {
    const sheet = emptyFactSheet({
      studyType: "observational",
      primaryResult: {
        direction: "not-applicable",
        text: "There were no significant differences in complications for laparoscopic surgery and open procedures.",
        evidence: [],
        effects: [],
      },
    });
    expect(directionWords(sheet, undefined, undefined)).not.toContain("no between-group comparison");
  });
});
