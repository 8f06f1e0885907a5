import { describe, expect, test } from "bun:test";
import { extractFactSheet } from "./extract-fact-sheet";
import { ABSTRACTS } from "../../../../testing/fixtures/fact-sheet/abstracts";

describe("study type and randomisation", () => {
  test("a protocol: future tense and no results, planned number, no result, protocol flag, registration without spaces", () => {
    const sheet = extractFactSheet(ABSTRACTS.protocol);
    expect(sheet.studyType).toBe("protocol");
    expect(sheet.participants.randomised).toBe(200);
    expect(sheet.primaryResult.direction).toBe("not-reported");
    expect(sheet.flags).toContain("protocol");
    expect(sheet.registrations).toEqual(["NCT01234567"]);
    expect(sheet.harms).toBeNull();
  });

  test("a biomarker analysis of a randomised trial is a secondary analysis whose direction is not applicable", () => {
    const sheet = extractFactSheet(ABSTRACTS.secondary);
    expect(sheet.studyType).toBe("secondary-analysis");
    expect(sheet.randomised).toBe(true);
    expect(sheet.phase).toBe("3");
    // No total is given, so the group sizes add up.
    expect(sheet.participants.randomised).toBe(415);
    expect(sheet.primaryResult.direction).toBe("not-applicable");
    expect(sheet.flags).not.toContain("not-randomised");
  });

  test('a registry study that says "no randomized data" is observational and not randomised', () => {
    const sheet = extractFactSheet(ABSTRACTS.registry);
    expect(sheet.studyType).toBe("observational");
    expect(sheet.randomised).toBe(false);
    expect(sheet.arms).toEqual([]);
    expect(sheet.primaryResult.direction).toBe("not-applicable");
    expect(sheet.flags).toContain("not-randomised");
  });

  test("a cohort randomly split into training and validation sets is not randomised", () => {
    const sheet = extractFactSheet(ABSTRACTS.split);
    expect(sheet.randomised).toBe(false);
    expect(sheet.studyType).toBe("observational");
    expect(sheet.flags).toContain("not-randomised");
  });

  test("a single-arm phase 2 study is a non-randomised trial with no comparison", () => {
    const sheet = extractFactSheet(ABSTRACTS.singleArm);
    expect(sheet.studyType).toBe("non-randomised-trial");
    expect(sheet.randomised).toBe(false);
    expect(sheet.phase).toBe("2");
    expect(sheet.primaryResult.direction).toBe("not-applicable");
  });

  test("phases: II/III is 2/3, Ib is 1, IIb is 2", () => {
    const phaseOf = (title: string) =>
      extractFactSheet({ title, abstract: "Patients were randomised to drug A or placebo." }).phase;
    expect(phaseOf("A randomised phase II/III trial of drug A")).toBe("2/3");
    expect(phaseOf("A randomised phase Ib trial of drug A")).toBe("1");
    expect(phaseOf("A randomised phase IIb trial of drug A")).toBe("2");
    expect(phaseOf("A randomised trial of drug A")).toBeNull();
  });

  test("a randomised trial named only as the source of the data makes a secondary analysis, randomised by inheritance", () => {
    const sheet = extractFactSheet({
      title: "Tumour size and the benefit of adjuvant chemotherapy",
      abstract:
        "METHODS: A database of 412 patients, enrolled in a randomized clinical trial of adjuvant chemotherapy, was analysed with Cox models.\nRESULTS: Larger tumours carried a higher risk of death (HR 1.6; 95% CI 1.2 to 2.1).\nCONCLUSIONS: Tumour size matters.",
    });
    expect(sheet.studyType).toBe("secondary-analysis");
    expect(sheet.randomised).toBe(true);
    expect(sheet.primaryResult.direction).toBe("not-applicable");
  });

  test('"a larger randomised trial is needed" in a conclusion does not make a single-group study randomised', () => {
    const sheet = extractFactSheet({
      title: "A telephone coaching programme for relatives of cancer survivors: a pilot study",
      abstract:
        "METHODS: Twenty-two relatives received six coaching calls.\nRESULTS: Physical activity rose from 27% to 59%.\nCONCLUSIONS: A larger randomised controlled trial is required to confirm these results.",
    });
    expect(sheet.randomised).toBe(false);
    expect(sheet.studyType).toBe("non-randomised-trial");
    expect(sheet.flags).toContain("not-randomised");
  });

  test("a trial of its own about a marker ('expression') is not a secondary analysis without a parent trial", () => {
    const sheet = extractFactSheet({
      title: "Drug W lowers COX-2 expression in rectal mucosa",
      abstract:
        "METHODS: Forty adults were randomly assigned to drug W or placebo for 8 weeks.\nRESULTS: Expression fell more with drug W (p = 0.02).\nCONCLUSIONS: Drug W lowers COX-2 expression.",
    });
    expect(sheet.studyType).toBe("randomised-trial");
    const nested = extractFactSheet({
      title: "COX-2 expression and benefit from drug W",
      abstract:
        "METHODS: We measured COX-2 in tumour samples from patients randomised to drug W or placebo.\nRESULTS: High expression predicted benefit (HR 0.6; 95% CI 0.4 to 0.9).",
    });
    expect(nested.studyType).toBe("secondary-analysis");
  });

  test("PubMed's publication types, when given, mark reviews and protocols", () => {
    const text = {
      title: "Drug Q in lung cancer",
      abstract: "Drug Q has been studied in several settings. Its effects on survival are summarised.",
    };
    expect(extractFactSheet({ ...text, publicationTypes: ["Journal Article", "Review"] }).studyType).toBe("review");
    expect(extractFactSheet({ ...text, publicationTypes: ["Clinical Trial Protocol"] }).studyType).toBe("protocol");
    expect(extractFactSheet(text).studyType).toBe("other");
  });
});
