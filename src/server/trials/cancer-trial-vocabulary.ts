/*
 * What makes a record a cancer clinical trial, written once for its two readers: the PubMed search term
 * (pubmed/query-term.ts) and the local index's filter (cancer-trial-filter.ts). PubMed matches whole words and
 * explodes MeSH headings and publication types; the local filter sees only the record, so it matches stems inside
 * words and needs the narrower types named.
 */

/** `word` is searched in PubMed's titles and abstracts; the local filter finds `stem` inside any word or MeSH heading. */
export const CANCER_TERMS: readonly { word?: string; stem: string }[] = [
  { word: "cancer", stem: "cancer" },
  { word: "tumor", stem: "tumor" },
  { word: "tumour", stem: "tumour" },
  { word: "carcinoma", stem: "carcinom" },
  { word: "neoplasm", stem: "neoplasm" },
  { word: "lymphoma", stem: "lymphoma" },
  { word: "leukemia", stem: "leukemia" },
  { word: "leukaemia", stem: "leukaemia" },
  { word: "melanoma", stem: "melanoma" },
  { word: "myeloma", stem: "myeloma" },
  { word: "sarcoma", stem: "sarcoma" },
  { word: "glioma", stem: "glioma" },
  { word: "glioblastoma", stem: "glioblastoma" },
  { word: "metastatic", stem: "metasta" },
  { word: "oncology", stem: "oncolog" },
  // Neuroblastoma, retinoblastoma: PubMed finds them under the Neoplasms heading, which the local filter cannot explode.
  { stem: "blastoma" },
];

/** The MeSH heading PubMed explodes to every cancer. */
export const CANCER_HEADING = "neoplasms";

/** A cytokine, not a cancer: the local filter reads past it (PubMed's headings already tell them apart). */
export const NOT_CANCER_PHRASE = /tumou?r necrosis factor/gi;

/** Phase numerals as abstracts write them, Arabic and Roman. */
export const PHASE_NUMERALS = [
  ["1", "I"],
  ["2", "II"],
  ["3", "III"],
  ["4", "IV"],
] as const;

/** Trial publication types; the local filter also takes any type that contains one ("Pragmatic Clinical Trial"). */
export const TRIAL_PUBLICATION_TYPES = [
  "Clinical Trial",
  "Randomized Controlled Trial",
  "Controlled Clinical Trial",
  ...PHASE_NUMERALS.map(([, roman]) => `Clinical Trial, Phase ${roman}`),
];

/** Under Randomized Controlled Trial, which PubMed explodes; the local filter needs it named. */
export const NARROWER_TRIAL_TYPES = ["Equivalence Trial"];

/** Words in a title or abstract that mark a trial, for both readers. */
export const TRIAL_WORDS = ["randomized", "randomised", "placebo"];
