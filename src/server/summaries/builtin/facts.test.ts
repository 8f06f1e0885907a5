import { describe, expect, test } from "bun:test";
import { findArms } from "./arms";
import { readDesign } from "./design";
import { findPrimaryEndpoint, firstOutcome } from "./endpoints";
import { findEnrolment } from "./participants";
import { abstractSentences, parseSections } from "./sections";

// Invented abstract text.
describe("parseSections", () => {
  test("labels on their own lines, inline after a full stop, and none", () => {
    expect(parseSections("BACKGROUND: Why. METHODS: How.\nRESULTS: What.\nA closing note.")).toEqual([
      { label: "BACKGROUND", text: "Why." },
      { label: "METHODS", text: "How." },
      { label: "RESULTS", text: "What." },
      { label: "", text: "A closing note." },
    ]);
  });

  test("an unstructured abstract gets roles from its wording", () => {
    const roles = abstractSentences(
      "Drug X blocks a growth signal. We randomly assigned 80 patients to drug X or placebo. Response rate was 40% vs 20% (p=0.03). These results suggest drug X is active.",
    ).map((s) => s.role);
    expect(roles).toEqual(["background", "methods", "results", "conclusion"]);
  });
});

describe("facts", () => {
  const sentences = (text: string) => abstractSentences(text);

  test.each([
    ["METHODS: 364 patients with resectable disease were randomly assigned to drug A or surgery alone.", "364", "randomised"],
    ["RESULTS: Of 239 registered patients, 216 were randomly assigned to drug A or drug B.", "216", "randomised"],
    ["RESULTS: Ninety-six patients were enrolled and 91 patients were randomised to drug A or drug B.", "91", "randomised"],
    ["METHODS: We enrolled 210 men aged 50-70.", "210", "included"],
    ["METHODS: A total of 330 patients will be enrolled over 7 years.", "330", "planned"],
  ])("enrolment in %p", (text, count, verb) => {
    const design = readDesign("", text, text, [], !/will be/.test(text));
    expect(findEnrolment(sentences(text), design.protocol)).toMatchObject({ count, verb });
  });

  test("'350 to drug A and 320 to placebo' is not a total", () => {
    expect(findEnrolment(sentences("RESULTS: We randomly assigned 350 patients to receive drug A and 320 to receive placebo."))).toBeUndefined();
  });

  test("arms from the randomisation sentence, cut before doses and schedules", () => {
    const arms = findArms("", sentences("METHODS: Patients were randomly assigned (1:1) to receive oral placebo or drugalin (150 mg per day) until progression."));
    expect(arms.map((a) => a.name)).toEqual(["oral placebo", "drugalin"]);
  });

  test("arms from the title when the abstract does not say", () => {
    expect(findArms("Drug A Versus Drug B in Advanced Gastric Cancer", []).map((a) => a.name)).toEqual(["drug A", "drug B"]);
  });

  test("design, phase and blinding", () => {
    const d = readDesign("A randomised phase II/III trial", "In this double-blind, placebo-controlled study at 12 centres", "double-blind placebo 12 centres");
    expect(d).toMatchObject({ randomised: true, phase: { text: "phase II/III", highest: 3 }, blinding: "double-blind", placebo: true, multicentre: true });
  });

  test("the primary endpoint phrase, trimmed", () => {
    expect(findPrimaryEndpoint(sentences("METHODS: The primary endpoint was progression-free survival (PFS), assessed by central review."))).toBe("progression-free survival (PFS)");
  });

  test("the first outcome a sentence reports, cut before the next", () => {
    expect(firstOutcome("PFS was 6.1 vs 2.9 months and overall survival was 12.1 vs 5.9 months.")).toEqual({ kind: "pfs", text: "PFS was 6.1 vs 2.9 months and " });
    expect(firstOutcome("Sensitivity for response was 90%.").kind).toBe("other");
  });
});
