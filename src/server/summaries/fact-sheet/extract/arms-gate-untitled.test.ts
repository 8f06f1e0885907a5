import { describe, expect, test } from "bun:test";
import { builtinSummaries } from "../builtin-summaries";
import { readSource } from "../source/read-source";
import { extractFactSheet } from "./extract-fact-sheet";
import { soleArmUntitled } from "./arms-gate-untitled";

// Invented records: an uncontrolled trial whose title names its chemotherapy, whose methods name the surgery before entry.
const TITLE = "Feasibility of adjuvant zelmoratinib/oxaliplatin followed by zelmoratinib for stage III biliary cancer";
const ABSTRACT =
  "BACKGROUND: Recurrence after surgery is common. METHODS: Patients with stage III biliary cancer who underwent " +
  "hepatic lobectomy were enrolled. Zelmoratinib/oxaliplatin was started within 8 weeks. The primary endpoint was the " +
  "completion rate. RESULTS: Forty patients were enrolled. The completion rate was 80%. Grade 3 neutropenia occurred " +
  "in 20%. CONCLUSIONS: The regimen is feasible.";
const sentences = (title: string, abstract: string) => readSource({ title, abstract }).sentences;

describe("one arm the title does not name is not shown as the study's treatment", () => {
  test("the surgery before entry is withheld, and the reader is told the treatment was not read", () => {
    const sheet = extractFactSheet({ title: TITLE, abstract: ABSTRACT });
    expect(sheet.arms).toEqual([]);
    expect(sheet.unclear).toContain("which treatment the study tested");
    const out = builtinSummaries({ title: TITLE, abstract: ABSTRACT });
    expect(out.patientSummary).not.toContain("lobectomy");
    expect(out.patientSummary).toContain("which treatment the study tested");
  });

  test("a word of the name in the title keeps it, whole or by a hyphened part", () => {
    expect(soleArmUntitled("zelmoratinib", sentences(TITLE, ABSTRACT))).toBe(false);
    const title = "CanStop: a telephone-delivered programme for smokers with head and neck cancer";
    expect(soleArmUntitled("telephone coaching sessions", sentences(title, "Smokers received calls."))).toBe(false);
  });

  test("a short form counts by the long form the abstract defines for it", () => {
    const title = "Late effects of accelerated hyperfractionated radiotherapy in glioma";
    const abstract =
      "Patients received accelerated hyperfractionated radiotherapy (AHRT) with drug Q. AHRT was given twice daily.";
    expect(soleArmUntitled("AHRT", sentences(title, abstract))).toBe(false);
    expect(soleArmUntitled("hepatic lobectomy", sentences(title, abstract))).toBe(true);
  });

  test("words of stage, disease or schedule alone do not tie a name to the title", () => {
    const title = "Daily oral drug Q for stage III gastric cancer";
    expect(soleArmUntitled("stage III cancer lobectomy, daily", sentences(title, "Text."))).toBe(true);
  });

  test("a long hostile name and title are read in linear time", () => {
    const title = `${"zelmoratinib ".repeat(2000)}(AB`;
    const name = "AB".repeat(5000);
    const started = performance.now();
    soleArmUntitled(name, sentences(title, `${"(AB ".repeat(5000)}`));
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
