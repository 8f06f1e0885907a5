import { describe, expect, test } from "bun:test";
import { readsEachInLinearTime } from "../../../../testing/hostile-text";
import { builtinSummaries } from "../builtin-summaries";
import { deniedHarmsLines, deniesHarm } from "./harms-denied";
import { extractFactSheet } from "../extract/extract-fact-sheet";

// Invented abstracts: a harms sentence that denies harm is never told to a patient as "reports side effects".
describe("a harms sentence that denies harm", () => {
  test("'no complications were noted' is not told as side effects reported", () => {
    const out = builtinSummaries({
      title: "Dye mapping of lymph nodes in womb cancer",
      abstract:
        "METHODS: Sixty women with womb cancer had dye mapping before surgery. RESULTS: The detection rate was 90%. No complications or allergic reactions were noted.",
    });
    expect(out.patientSummary).not.toContain("The abstract reports side effects");
    expect(out.patientSummary).toMatch(/No complications or allergic reactions were noted|were not seen/);
  });

  test("toxicity alike in both arms is said as no clear difference, not as side effects reported", () => {
    const out = builtinSummaries({
      title: "Drug Q with or without drug R in bowel cancer: a randomised trial",
      abstract:
        "METHODS: 200 patients with bowel cancer were randomised to drug Q plus drug R or drug Q alone. RESULTS: Progression-free survival was longer with drug Q plus drug R (HR 0.7, 95% CI 0.5-0.9, p = 0.01). Postoperative haematological and gastrointestinal grade 3 or 4 toxicities did not differ significantly between the groups (p = 0.40). CONCLUSIONS: Drug R adds benefit.",
    });
    expect(out.patientSummary).not.toContain("The abstract reports side effects");
  });

  test("a denial of one harm, told without its words, says some side effects were not seen, never all", () => {
    const sheet = extractFactSheet({
      title: "Drug Q for lung cancer: a phase II study",
      abstract:
        "METHODS: Forty patients with lung cancer took drug Q. RESULTS: The response rate was 30%. No lung toxicity was observed.",
    });
    expect(sheet.harms?.text).toBe("No lung toxicity was observed.");
    const line = deniedHarmsLines(sheet, false)?.[0]?.text ?? "";
    expect(line).toContain("some side effects were not seen");
    expect(line).not.toContain("of the kind it names");
  });

  test("a sentence that reports some harm beside a denial still counts as reporting harm", () => {
    expect(deniesHarm("Grade 3 neutropenia occurred in 12% of patients, but no toxic deaths were reported.")).toBe(
      false,
    );
    expect(deniesHarm("Nausea was more frequent with drug Q; no grade 4 events occurred.")).toBe(false);
    expect(deniesHarm("No serious adverse events were reported.")).toBe(true);
    expect(deniesHarm("Toxicity did not differ between the arms.")).toBe(true);
  });
});

describe("the denial reader on adversarial text", () => {
  readsEachInLinearTime({ negations: "no no not 1 of ", digits: "9 9 9 9 " }, (text) => deniesHarm(text));
});

describe("harms alike to other studies' are not alike between groups", () => {
  test("'the safety profile was similar to that reported in earlier trials' is a comparison with other reports", () => {
    const sheet = {
      harms: {
        text: "The safety profile was not different from that reported in earlier clinical trials.",
        evidence: [],
      },
      arms: [],
    } as unknown as Parameters<typeof deniedHarmsLines>[0];
    const lines = deniedHarmsLines(sheet, false);
    expect(lines?.[0]?.text).toBe(
      "The abstract compares the side effects with other reports; ask your care team what this means for you.",
    );
  });
});
