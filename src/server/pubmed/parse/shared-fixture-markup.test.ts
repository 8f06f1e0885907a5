import { expect, test } from "bun:test";
import { parse, pubmed } from "../../../testing/fixtures/pubmed-files";

pubmed.describe("parseEfetch facts from each real file: abstracts with markup and sections", () => {
  test("markup in a pretty-printed abstract: no stray spaces, superscript exponent", () => {
    const [gwas] = parse("efetch-investigatorlist-meta-analysis-markup.xml").articles;
    expect(gwas!.abstract).toContain("(eg, SOST, WNT16, and ESR1) or novel pathways (FAM210A, GRB10, and ETS2)");
    expect(gwas!.abstract).toContain("P=1.5×10^-68)");
    expect(gwas!.abstractSections.map((s) => s.label)).toEqual([
      "OBJECTIVES",
      "DESIGN",
      "SETTING",
      "PARTICIPANTS",
      "RESULTS",
      "CONCLUSIONS",
    ]);
    expect(gwas!.authors).toHaveLength(10);
  });

  test("MathML and sub/superscripts read as plain text", () => {
    const [lactate] = parse("efetch-mathml-abstract-i-sub-sup.xml").articles;
    expect(lactate!.title).toBe(
      'A "Blood Relationship" Between the Overlooked Minimum Lactate Equivalent and Maximal Lactate Steady State in Trained Runners. Back to the Old Days?',
    );
    expect(lactate!.abstract).toContain("maximal oxygen uptake ( VO2max ) 67.6 ± 4.1 ml·kg^-1·min^-1]");
    expect(lactate!.abstract).toContain("test for VO2max determination");
    expect(lactate!.abstract).toContain('"Minimum Lactate Equivalent" (LEmin)');
    expect(lactate).toMatchObject({ publicationDate: "2018", doi: "10.3389/fphys.2018.01034" });
  });

  test("phase III RCT with a ClinicalTrials.gov DataBank", () => {
    const [rct] = parse("efetch-rct-phase3-structured-databank.xml").articles;
    expect(rct).toMatchObject({
      phase: "Phase 3",
      nctId: "NCT02149199",
      publicationDate: "2018 May 17",
      doi: "10.1056/NEJMoa1715274",
    });
    expect(rct!.cancerType).toBeUndefined();
    expect(rct!.authors[0]).toBe("O'Byrne PM");
    // The source file line-breaks before <sub>: "β\n<sub>2</sub>" is still one word.
    expect(rct!.abstract).toContain("fast-acting β2-agonist");
  });

  test("RCT with <b> and <sub>; thin spaces", () => {
    const [rct] = parse("efetch-rct-structured-bold-sub.xml").articles;
    expect(rct!.title).toBe(
      "Exploring the effect of vitamin D3 supplementation on the anti-EBV antibody response in relapsing-remitting multiple sclerosis.",
    );
    expect(rct!.abstract).toContain("vitamin D3 (14,000 IU/day; n = 30)");
    expect(rct!.abstractSections).toHaveLength(5);
    expect(rct!.phase).toBeUndefined();
  });

  test("<i> in title; pancreatic cancer from MeSH", () => {
    const [gut] = parse("efetch-structured-abstract-i-sub-sup.xml").articles;
    expect(gut!.title).toBe(
      "Leucocyte telomere length, genetic variants at the TERT gene region and risk of pancreatic cancer.",
    );
    expect(gut).toMatchObject({ cancerType: "Pancreatic Cancer", publicationDate: "2017 Jun" });
    expect(gut!.meshTerms).toContain("Pancreatic Neoplasms");
    expect(gut!.abstract).toContain("r^2<0.25");
    expect(gut!.authors).toHaveLength(22);
  });

  test("SUPPLEMENTARY INFORMATION section; NlmCategory UNASSIGNED does not replace labels", () => {
    const [cells] = parse("efetch-structured-supplementary-label.xml").articles;
    expect(cells!.abstractSections.map((s) => s.label)).toEqual([
      "INTRODUCTION",
      "METHODS",
      "RESULTS",
      "CONCLUSIONS",
      "SUPPLEMENTARY INFORMATION",
    ]);
    expect(cells!.cancerType).toBeUndefined();
  });

  test("Norwegian record: Ø names, structured abstract", () => {
    const [burns] = parse("efetch-vernaculartitle-structured-nonascii.xml").articles;
    expect(burns!.authors[0]).toBe("Bruserud Ø");
    expect(burns!.abstractSections.map((s) => s.label)).toEqual([
      "BACKGROUND",
      "MATERIAL AND METHOD",
      "RESULTS",
      "INTERPRETATION",
    ]);
    expect(burns).toMatchObject({
      publicationDate: "2023 Mar 28",
      language: "eng",
      title: "Patients over 75 years admitted to the National Burn Centre, Haukeland University Hospital, 2000-19.",
    });
  });
});
