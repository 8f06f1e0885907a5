import { describe, expect, test } from "bun:test";
import { builtinSummaries } from "../builtin-summaries";

// Invented abstracts.
describe("a patient summary that names no people and no groups says what the paper is about", () => {
  test("a review is told by its own title, quoted", () => {
    const out = builtinSummaries({
      title: "Radiotherapy for bone pain: a systematic review",
      abstract: "We searched two databases for trials of radiotherapy for bone pain. Most trials found pain relief.",
    });
    expect(out.facts.studyType).toBe("review");
    expect(out.patientSummary).toContain('The paper is called "Radiotherapy for bone pain: a systematic review".');
  });

  test("a trial whose groups are named does not repeat its title", () => {
    const out = builtinSummaries({
      title: "Drug A versus drug B for lung cancer",
      abstract: "Patients with lung cancer were randomly assigned to drug A or drug B. Survival was similar (P = 0.4).",
    });
    expect(out.patientSummary).not.toContain("The paper is called");
  });
});
