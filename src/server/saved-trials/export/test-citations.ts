import type { Citation } from "./citation";

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
