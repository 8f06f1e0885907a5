import { describe, expect, test } from "bun:test";
import { hostileText } from "../../../../testing/hostile-text";
import { cpuTime } from "../../../../testing/timing";
import { builtinSummaries } from "../builtin-summaries";
import { readSource } from "../source/read-source";
import { conclusionBacked } from "./close-gates";
import { extractFactSheet } from "./extract-fact-sheet";
import { harmsBacked } from "./harms-backed";
import { populationBacked } from "./population-backed";

// Invented abstracts, one cue each: a conclusion, harms or people is stated only with the coarse cue that backs it.
const TITLE = "Drug K or drug L for advanced bladder cancer: a randomised trial";
const RANDOMISED = "In all, 120 adults with advanced bladder cancer were randomised to drug K or drug L.";
const RESULT = "Survival was longer with drug K than with drug L (P = 0.01).";
const sheetOf = (abstract: string, title = TITLE) => extractFactSheet({ title, abstract });

describe("the authors' conclusion needs a heading or a marker", () => {
  test("an unlabelled abstract closing on an unmarked sentence: no conclusion, no lean, no spin, said so", () => {
    const out = builtinSummaries({
      title: TITLE,
      abstract: `${RANDOMISED} Survival did not differ (P = 0.6). Drug K is an effective choice for these adults.`,
    });
    expect(out.facts.conclusion).toBeNull();
    expect(out.facts.flags).not.toContain("spin");
    expect(out.clinicianSummary).not.toContain("Authors' conclusion:");
    expect(out.clinicianSummary).toContain("Not read with confidence from the abstract: the authors' conclusion.");
    expect(out.patientSummary).toContain("We could not be sure from the abstract about the authors' conclusion.");
  });

  test('"In conclusion, ..." and "These findings suggest ..." close an unlabelled abstract as its verdict', () => {
    for (const verdict of [
      "In conclusion, drug K is an effective choice for these adults.",
      "These findings suggest that drug K is an effective choice.",
      "Overall, drug K is an effective choice for these adults.",
    ]) {
      const sheet = sheetOf(`${RANDOMISED} ${RESULT} ${verdict}`);
      expect(sheet.conclusion?.text).toBe(verdict);
      expect(sheet.conclusion?.positive).toBe(true);
    }
  });

  test("a closing sentence that infers in the present tense is the verdict; one that reports in the past is not", () => {
    const infers = "The longer survival with drug K suggests its use in these adults.";
    expect(sheetOf(`${RANDOMISED} ${RESULT} ${infers}`).conclusion?.text).toBe(infers);
    expect(sheetOf(`${RANDOMISED} ${RESULT} Scans indicated fewer new tumours with drug K.`).conclusion).toBeNull();
  });

  test('"Overall survival ..." is a result, not the marker "Overall,"', () => {
    const closing = "Overall survival was the same with drug K.";
    const abstract = `${RANDOMISED} ${RESULT} ${closing}`;
    const sentences = readSource({ title: TITLE, abstract }).sentences;
    const at = abstract.indexOf(closing);
    const fact = { text: closing, evidence: [{ field: "abstract" as const, start: at, end: at + closing.length }] };
    expect(conclusionBacked(fact, sentences)).toBe(false);
    expect(sheetOf(abstract).conclusion).toBeNull();
  });

  test("a labelled abstract with no conclusion section gives none from its results", () => {
    const sheet = sheetOf(`METHODS: ${RANDOMISED} RESULTS: ${RESULT} Drug K is an effective choice.`);
    expect(sheet.conclusion).toBeNull();
  });

  test("a labelled conclusion section stands without a marker", () => {
    const sheet = sheetOf(`METHODS: ${RANDOMISED} RESULTS: ${RESULT} CONCLUSIONS: Drug K is an effective choice.`);
    expect(sheet.conclusion?.text).toBe("Drug K is an effective choice.");
  });
});

describe("harms need a report in the results part", () => {
  test("a results sentence on adverse events with a figure is the harms line", () => {
    const harm = "Severe adverse events occurred in 12% with drug K and 8% with drug L.";
    const sheet = sheetOf(`METHODS: ${RANDOMISED} RESULTS: ${RESULT} ${harm} CONCLUSIONS: Drug K is preferred.`);
    expect(sheet.harms?.text).toBe(harm);
  });

  test("a verdict of safety in the conclusion is not shown as harms, and the summary says harms were not read", () => {
    const sheet = sheetOf(
      `METHODS: ${RANDOMISED} RESULTS: ${RESULT} CONCLUSIONS: Drug K is an effective and safe choice for these adults.`,
    );
    expect(sheet.harms).toBeNull();
    expect(sheet.unclear).toContain("the side effects (harms)");
  });

  test("a results sentence that names complications with no figure, grade, severity or comparison is withheld", () => {
    const sheet = sheetOf(
      `METHODS: ${RANDOMISED} RESULTS: ${RESULT} Complications were a focus of the ward team. CONCLUSIONS: Drug K is preferred.`,
    );
    expect(sheet.harms).toBeNull();
  });
});

describe("who took part needs an enrolment cue and a whole phrase", () => {
  test("people from an enrolment sentence are stated", () => {
    const sheet = sheetOf(`${RANDOMISED} ${RESULT} In conclusion, drug K is preferred.`, "Drug K or drug L");
    expect(sheet.population?.text).toBe("adults with advanced bladder cancer");
  });

  test("people named in a sentence with no enrolment cue are withheld, and the patient summary does not guess", () => {
    const out = builtinSummaries({
      title: "Drug K or drug L",
      abstract: `Adults with advanced bladder cancer often tire. ${RESULT} In conclusion, drug K is preferred.`,
    });
    expect(out.facts.population).toBeNull();
    expect(out.patientSummary).not.toContain("The study included");
  });

  test("a phrase carrying arm words or ending on a describing word is withheld", () => {
    const backed = (abstract: string, text: string) => {
      const sentences = readSource({ title: "Drug K", abstract }).sentences;
      const at = abstract.indexOf(text);
      return populationBacked({ text, evidence: [{ field: "abstract", start: at, end: at + text.length }] }, sentences);
    };
    expect(backed("We enrolled 80 adults with metastatic and 20 others.", "adults with metastatic")).toBe(false);
    expect(backed("We enrolled 80 adults with single or multiple tumours.", "adults with single or multiple")).toBe(
      false,
    );
    expect(backed("We enrolled 80 adults in the placebo arm.", "adults in the placebo arm")).toBe(false);
    expect(backed("We enrolled 80 adults with kidney cancer.", "adults with kidney cancer")).toBe(true);
  });
});

describe("linear time", () => {
  for (const [name, unit] of [
    ["a sentence of markers", "these results of the study of the trial suggest "],
    ["harms words without a stop", "adverse events grade 3 severe toxicity "],
    ["people words without a stop", "adults with advanced and enrolled in "],
  ] as const) {
    test(`20,000 characters of ${name} take under 100 ms`, () => {
      const abstract = `RESULTS: ${hostileText(unit)}`;
      const sentences = readSource({ title: "T", abstract }).sentences;
      const fact = {
        text: abstract.slice(9),
        evidence: [{ field: "abstract" as const, start: 9, end: abstract.length }],
      };
      const gates = () => [conclusionBacked, harmsBacked, populationBacked].map((gate) => gate(fact, sentences));
      gates();
      expect(cpuTime(gates)).toBeLessThan(100);
    });
  }
});
