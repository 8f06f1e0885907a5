import { describe, expect, test } from "bun:test";
import { spanText, type FactSheet } from "../../../shared/fact-sheet";
import { studyBadges } from "./badges";
import { factRows, unclearNotes } from "./fact-rows";
import { FACTS, SOURCE } from "../../../testing/fixtures/fact-sheet/client-sheet";

const row = (facts: FactSheet, key: string) => factRows(facts, SOURCE).find((r) => r.key === key);

describe("factRows", () => {
  test("rows in reading order with the sheet's words", () => {
    const rows = factRows(FACTS, SOURCE);
    expect(rows.map((r) => r.label)).toEqual([
      "Design",
      "Participants",
      "Arms",
      "Primary endpoint",
      "Result",
      "Harms",
      "Registration",
    ]);
    expect(row(FACTS, "design")?.text).toBe("Randomised trial, phase 3");
    expect(row(FACTS, "participants")?.text).toBe("Adults with resected stage II colon cancer; 612 randomised");
    expect(row(FACTS, "arms")?.text).toBe("zelorant vs observation");
    expect(row(FACTS, "result")?.details).toEqual([
      "zelorant: 3-year DFS 81%",
      "observation: 3-year DFS 79%",
      "HR 0.91 (95% CI 0.70-1.18; p = 0.47)",
    ]);
  });

  test("a missing fact leaves its row out; an unstated primary endpoint says so", () => {
    const facts: FactSheet = {
      ...FACTS,
      harms: null,
      population: null,
      participants: { randomised: null, evidence: [] },
      registrations: [],
      primaryEndpoint: { ...FACTS.primaryEndpoint!, stated: false },
    };
    const labels = factRows(facts, SOURCE).map((r) => r.label);
    expect(labels).not.toContain("Harms");
    expect(labels).not.toContain("Participants");
    expect(labels).not.toContain("Registration");
    expect(row(facts, "endpoint")?.note).toBe("Not stated as primary in the abstract");
  });

  test("a study that is not a trial says whether allocation was random", () => {
    const facts: FactSheet = { ...FACTS, studyType: "observational", randomised: false, phase: null };
    expect(row(facts, "design")?.text).toBe("Observational study, not randomised");
  });

  test("the registration row points at the id where the abstract writes it", () => {
    const reg = row(FACTS, "registration")!;
    expect(reg.evidence.map((s) => spanText(SOURCE, s))).toEqual(["NCT09876543"]);
  });

  test("unclear facts become notes", () => {
    expect(unclearNotes({ ...FACTS, unclear: ["the number randomised", " "] })).toEqual([
      "Not read with confidence from the abstract: the number randomised.",
    ]);
  });
});

describe("studyBadges", () => {
  test("each flag its badge; a non-significant primary result is 'not met' even without the flag", () => {
    const labels = (facts: FactSheet) => studyBadges(facts).map((b) => b.label);
    expect(labels(FACTS)).toEqual(["Primary endpoint not met", "Conclusion goes beyond the primary result"]);
    expect(
      labels({
        ...FACTS,
        flags: ["not-randomised", "protocol"],
        primaryResult: { ...FACTS.primaryResult, direction: "not-applicable" },
      }),
    ).toEqual(["Not a randomised trial", "Protocol: no results yet"]);
    expect(
      labels({ ...FACTS, flags: [], primaryResult: { ...FACTS.primaryResult, direction: "favours-intervention" } }),
    ).toEqual([]);
  });
});
