import { describe, expect, test } from "bun:test";
import { phaseFromText, phaseFromTypes, phaseOf } from "./phase";

describe("phase", () => {
  test("from publication types", () => {
    expect(phaseFromTypes(["Journal Article", "Clinical Trial, Phase III"])).toBe("Phase 3");
    expect(phaseFromTypes(["Clinical Trial, Phase II", "Clinical Trial, Phase I"])).toBe("Phase 1/2");
    expect(phaseFromTypes(["Clinical Trial, Phase IV"])).toBe("Phase 4");
    expect(phaseFromTypes(["Clinical Trial", "Randomized Controlled Trial"])).toBeUndefined();
  });

  test.each([
    ["A randomised phase III trial of X", "Phase 3"],
    ["In this phase 3, double-blind trial", "Phase 3"],
    ["a multicentre phase II/III study", "Phase 2/3"],
    ["This phase 1b dose-escalation study", "Phase 1b"],
    ["an open-label phase Ib/II trial", "Phase 1b/2"],
    ["A phase-II study", "Phase 2"],
    ["the phase I-II trial", "Phase 1/2"],
    ["a phase IIb randomized trial", "Phase 2b"],
    ["Phase 2 KEYNOTE-189 trial", "Phase 2"],
  ])("from text: %s → %s", (text, phase) => {
    expect(phaseFromText(text)).toBe(phase);
  });

  test.each([
    "Phase II metabolism of the drug",
    "cells in G1 phase 2 hours later. The trial",
    "the acute phase",
    "phase III enzymes were measured in a study",
  ])("not a trial phase: %s", (text) => {
    expect(phaseFromText(text)).toBeUndefined();
  });

  test("publication type wins over text; title before abstract", () => {
    expect(phaseOf(["Clinical Trial, Phase II"], ["A phase 3 trial", ""])).toBe("Phase 2");
    expect(phaseOf([], ["A phase 1 study", "a phase 3 trial"])).toBe("Phase 1");
    expect(phaseOf([], ["Title", "a phase 3 trial"])).toBe("Phase 3");
  });
});
