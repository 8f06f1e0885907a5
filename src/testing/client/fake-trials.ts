import type { SearchResponse } from "../../shared/api/search";
import type { SummaryResponse } from "../../shared/api/summary";
import type { Trial } from "../../shared/trial";

/** Invented trials for component tests. */
export const TRIALS: Trial[] = [
  {
    pmid: "90000001",
    title: "Drug A versus placebo in advanced lung cancer: a randomised phase 3 trial",
    abstract: "BACKGROUND: Drug A is new. METHODS: 400 patients were randomly assigned. RESULTS: Survival improved.",
    authors: ["Rivera M", "Okafor C", "Lindqvist E"],
    journal: "Journal of Invented Oncology",
    publicationDate: "2024 Mar 5",
    cancerType: "Lung Cancer",
    doi: "10.9999/jio.2024.001",
    phase: "Phase 3",
    publicationTypes: ["Randomized Controlled Trial"],
    meshTerms: ["Lung Neoplasms"],
    abstractSections: [],
  },
  {
    pmid: "90000002",
    title: "Exercise during chemotherapy for breast cancer",
    abstract: "A single-arm pilot study of exercise.",
    authors: ["Nakamura T"],
    journal: "Invented Supportive Care",
    publicationDate: "2023 Spring",
    publicationTypes: ["Clinical Trial"],
    meshTerms: [],
    abstractSections: [],
  },
];

export const searchResponse = (trials: Trial[] = TRIALS, count = trials.length): SearchResponse => ({
  trials,
  count,
  page: 1,
  maxResults: 10,
  source: "pubmed",
});

export const SUMMARY: SummaryResponse = {
  clinicianSummary: "Design: randomised phase 3 trial.\nPopulation: 400 patients.",
  patientSummary: "Researchers tested drug A in 400 people with lung cancer.",
  source: "builtin",
  model: "builtin",
  readingGrade: 6.4,
  generatedAt: "2026-11-22T10:00:00.000Z",
  warnings: [],
};

export const USER = { id: "u1", email: "zoe@example.org", firstName: "Zoe", lastName: null, profileImageUrl: null };
