import type { FactSheet, SourceText, Span, SummarySentences } from "../../../shared/fact-sheet";

/** An invented trial for component tests; spans are found by quoting, as a reader would point at the words. */
export const SOURCE: SourceText = {
  title: "Zelorant versus observation after surgery for stage II colon cancer (KESTREL): a randomised phase 3 trial",
  abstract:
    "BACKGROUND: Whether adjuvant zelorant helps after colon surgery is unknown.\n" +
    "METHODS: Adults with resected stage II colon cancer were randomly assigned (1:1) to zelorant or observation. " +
    "The primary endpoint was disease-free survival. 612 patients were randomised.\n" +
    "RESULTS: Three-year disease-free survival was 81% with zelorant and 79% with observation (HR 0.91, 95% CI 0.70-1.18; p=0.47). " +
    "Grade 3 neuropathy occurred in 12% of patients given zelorant.\n" +
    "CONCLUSIONS: Zelorant is a promising option after surgery. Registered with ClinicalTrials.gov, NCT09876543.",
};

export function quote(words: string, field: "title" | "abstract" = "abstract"): Span {
  const start = SOURCE[field].indexOf(words);
  if (start < 0) throw new Error(`not in the ${field}: ${words}`);
  return field === "title" ? { field, start, end: start + words.length } : { start, end: start + words.length };
}

export const FACTS: FactSheet = {
  studyType: "randomised-trial",
  randomised: true,
  phase: "3",
  population: { text: "Adults with resected stage II colon cancer", evidence: [quote("Adults with resected stage II colon cancer")] },
  participants: { randomised: 612, evidence: [quote("612 patients were randomised")] },
  arms: [
    { role: "intervention", name: "zelorant", evidence: [quote("Zelorant", "title")] },
    { role: "control", name: "observation", evidence: [quote("observation", "title")] },
  ],
  primaryEndpoint: { text: "Disease-free survival", stated: true, evidence: [quote("The primary endpoint was disease-free survival")] },
  primaryResult: {
    direction: "no-significant-difference",
    text: "Three-year disease-free survival 81% vs 79% (HR 0.91, p=0.47)",
    evidence: [quote("Three-year disease-free survival was 81% with zelorant and 79% with observation (HR 0.91, 95% CI 0.70-1.18; p=0.47)")],
    effects: [{ measure: "HR", value: "0.91", ci: "0.70-1.18", p: "0.47" }],
    byArm: [
      { arm: 0, measure: "3-year DFS", value: "81%", evidence: [quote("81% with zelorant")] },
      { arm: 1, measure: "3-year DFS", value: "79%", evidence: [quote("79% with observation")] },
    ],
  },
  harms: { text: "Grade 3 neuropathy in 12% with zelorant", evidence: [quote("Grade 3 neuropathy occurred in 12% of patients given zelorant")] },
  conclusion: { text: "Zelorant is a promising option after surgery.", positive: true, evidence: [quote("Zelorant is a promising option after surgery.")] },
  flags: ["spin", "primary-not-met"],
  registrations: ["NCT09876543"],
};

export const SENTENCES: SummarySentences = {
  clinician: [
    { text: "Phase 3 trial in 612 adults with resected stage II colon cancer.", evidence: [quote("612 patients were randomised")] },
    { text: "Disease-free survival did not differ (HR 0.91, p=0.47).", evidence: [quote("HR 0.91, 95% CI 0.70-1.18; p=0.47")] },
  ],
  patient: [
    { text: "612 adults who had surgery for bowel cancer took part.", evidence: [quote("612 patients were randomised")] },
    { text: "Randomised means chosen by chance, like tossing a coin.", evidence: [], general: true },
    { text: "After three years, 81 in 100 people given zelorant and 79 in 100 people watched closely were free of cancer.", evidence: [quote("81% with zelorant and 79% with observation")] },
  ],
};

export const joined = (sentences: SummarySentences["clinician"]) => sentences.map((s) => s.text).join(" ");
