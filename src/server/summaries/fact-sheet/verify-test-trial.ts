import type { FactSheet, SourceText, Span } from "../../../shared/fact-sheet";
import { locateQuote } from "./locate-quote";

/** An invented trial, written for these tests. */
export const SOURCE: SourceText = {
  title: "Zentorib plus capecitabine versus capecitabine alone in advanced biliary tract cancer: a randomised phase 2 trial",
  abstract: [
    "BACKGROUND: Zentorib is an oral kinase inhibitor.",
    "METHODS: Adults with advanced biliary tract cancer were randomly assigned 1:1 to zentorib plus capecitabine or capecitabine alone.",
    "The primary endpoint was progression-free survival.",
    "RESULTS: Sixty-eight patients were randomised.",
    "Median progression-free survival was 6.4 months with zentorib and 4.1 months with capecitabine alone (hazard ratio 0.62, 95% CI 0.41-0.93; p=0.02).",
    "Grade 3 or worse rash occurred in 12% of patients given zentorib.",
    "CONCLUSIONS: Adding zentorib to capecitabine prolonged progression-free survival. Trial registration: NCT 09876543.",
  ].join(" "),
};

/** The span of a quote that must be in SOURCE. */
export const atIn = (quote: string, source: SourceText) => at(quote, source);

export function at(quote: string, source: SourceText = SOURCE): Span {
  const span = locateQuote(quote, source);
  if (!span) throw new Error(`not in the invented trial: ${quote}`);
  return span;
}

const RESULT = "Median progression-free survival was 6.4 months with zentorib and 4.1 months with capecitabine alone (hazard ratio 0.62, 95% CI 0.41-0.93; p=0.02)";

/** A correct reading of SOURCE (or of a variant with the same sentences); tests spoil one field at a time. */
export function goodSheet(source: SourceText = SOURCE): FactSheet {
  const at = (quote: string) => atIn(quote, source);
  return {
    studyType: "randomised-trial",
    randomised: true,
    phase: "2",
    population: { text: "adults with advanced biliary tract cancer", evidence: [at("Adults with advanced biliary tract cancer")] },
    participants: { randomised: 68, evidence: [at("Sixty-eight patients were randomised")] },
    arms: [
      { role: "intervention", name: "zentorib plus capecitabine", evidence: [at("zentorib plus capecitabine or")] },
      { role: "control", name: "capecitabine alone", evidence: [at("or capecitabine alone")] },
    ],
    primaryEndpoint: { text: "progression-free survival", stated: true, evidence: [at("The primary endpoint was progression-free survival")] },
    primaryResult: {
      direction: "favours-intervention",
      text: "Median PFS 6.4 vs 4.1 months (HR 0.62, 95% CI 0.41-0.93; p=0.02)",
      evidence: source === SOURCE ? [at(RESULT)] : [],
      effects: [{ measure: "HR", value: "0.62", ci: "0.41-0.93", p: "p=0.02" }],
      byArm: [
        { arm: 0, measure: "median PFS", value: "6.4 months", evidence: source === SOURCE ? [at(RESULT)] : [] },
        { arm: 1, measure: "median PFS", value: "4.1 months", evidence: source === SOURCE ? [at(RESULT)] : [] },
      ],
    },
    harms: { text: "Grade 3 or worse rash in 12% with zentorib", evidence: [at("Grade 3 or worse rash occurred in 12% of patients given zentorib")] },
    conclusion: { text: "Adding zentorib prolonged progression-free survival", positive: true, evidence: [at("Adding zentorib to capecitabine prolonged progression-free survival")] },
    flags: [],
    registrations: ["NCT09876543"],
  };
}

/** SOURCE with one sentence replaced. */
export const withSentence = (from: string, to: string): SourceText => ({ ...SOURCE, abstract: SOURCE.abstract.replace(from, to) });
