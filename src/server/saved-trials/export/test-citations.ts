import type { FactSheet } from "../../../shared/fact-sheet";
import type { Citation } from "./citation";

/** An invented verified fact sheet (spans are not read by the exports). */
export const FACTS: FactSheet = {
  studyType: "randomised-trial",
  randomised: true,
  phase: "3",
  population: { text: "metastatic non-squamous NSCLC", evidence: [] },
  participants: { randomised: 616, evidence: [] },
  arms: [
    { role: "intervention", name: "pembrolizumab plus chemotherapy", evidence: [] },
    { role: "control", name: "placebo plus chemotherapy", evidence: [] },
  ],
  primaryEndpoint: { text: "overall survival", stated: true, evidence: [] },
  primaryResult: { direction: "favours-intervention", text: null, evidence: [], effects: [{ measure: "HR", value: "0.49", ci: "0.38 to 0.64", p: "<0.001" }] },
  harms: null,
  conclusion: null,
  flags: [],
  registrations: [],
};

/** Trials with the text that breaks naive exporters: braces, LaTeX specials, quotes, commas, line breaks, accents. */
export const CITATIONS: Citation[] = [
  {
    pmid: "31234567",
    title: "Pembrolizumab {plus} chemotherapy in 50% of #NSCLC_cases & more: $cost ~ ^risk \\ done",
    abstract: "BACKGROUND: Line one.\nRESULTS: \"Quoted\", with commas,\r\nand a second line.",
    authors: ["Smith JA", "Müller K", "van der Berg J", "KEYNOTE-189 Investigators", "Smith J Jr"],
    journal: "N Engl J Med",
    publicationDate: "2019 Feb 15",
    cancerType: "Lung Cancer",
    doi: "10.1056/NEJMoa1801005",
    clinicianSummary: "ORR 48%, {HR} 0.49.",
    patientSummary: "The new drug helped people live longer.",
    facts: FACTS,
  },
  {
    pmid: "30000001",
    title: "Pembrolizumab again, a second trial",
    abstract: "",
    authors: ["Smith JA"],
    journal: "Lancet",
    publicationDate: "2019 Spring",
    cancerType: null,
    doi: null,
  },
  {
    pmid: "30000002",
    title: "=HYPERLINK(\"http://evil.example\") Pembrolizumab",
    abstract: "-2 dB",
    authors: ["Smith JA"],
    journal: "Lancet",
    publicationDate: "2019",
    cancerType: null,
    doi: null,
  },
  { pmid: "30000003", title: "No authors at all", abstract: "x", authors: [], journal: "", publicationDate: "", cancerType: null, doi: null },
];
