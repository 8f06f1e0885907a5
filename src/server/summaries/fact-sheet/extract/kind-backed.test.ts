import { describe, expect, test } from "bun:test";
import { hostileText } from "../../../../testing/hostile-text";
import { cpuTime } from "../../../../testing/timing";
import { builtinSummaries } from "../builtin-summaries";
import { readSource } from "../source/read-source";
import { extractFactSheet } from "./extract-fact-sheet";
import { backedKind } from "./kind-backed";

// Invented abstracts: two groups compared with no word of chance, with and without a word of a study of its own.
const COHORT = {
  title: "Zelmoratinib versus corbastine after resection of bile duct cancer",
  abstract:
    "Forty patients received zelmoratinib and 38 patients received corbastine after resection. Survival was longer with zelmoratinib than with corbastine (P = 0.03).",
};
const PHASE_TWO = {
  title: "Zelmoratinib versus corbastine after resection of bile duct cancer: a phase II study",
  abstract: COHORT.abstract,
};

describe("a non-randomised trial is stated only with a word of an intervention study", () => {
  test("groups compared with no such word: the kind is not read, and no one is told it was a trial", () => {
    const sheet = extractFactSheet(COHORT);
    expect(sheet.studyType).toBe("other");
    const out = builtinSummaries(COHORT);
    expect(out.clinicianSummary).not.toContain("Non-randomised trial");
    expect(out.clinicianSummary).toContain("Not read with confidence from the abstract: what kind of study this was.");
  });

  test('"a phase II study" backs it', () => {
    expect(extractFactSheet(PHASE_TWO).studyType).toBe("non-randomised-trial");
  });

  test("other kinds pass untouched", () => {
    const sentences = readSource(COHORT).sentences;
    expect(backedKind("observational", sentences)).toBe("observational");
    expect(backedKind("randomised-trial", sentences)).toBe("randomised-trial");
  });

  test("20,000 characters of near-cues take under 100 ms", () => {
    const sentences = [{ ...readSource(COHORT).sentences[0]!, text: hostileText("non-randomised phase single ") }];
    expect(cpuTime(() => backedKind("non-randomised-trial", sentences))).toBeLessThan(100);
  });
});
