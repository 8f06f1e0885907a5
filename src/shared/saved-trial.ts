import type { FactSheet, SummarySentences } from "./fact-sheet";
import type { Notice } from "./trial";

/** Spec §3: a saved trial as GET /api/saved-trials returns it. */
export interface SavedTrial {
  id: number;
  pmid: string;
  title: string;
  abstract: string;
  authors: string[];
  journal: string;
  publicationDate: string;
  cancerType: string | null;
  doi: string | null;
  clinicianSummary?: string | null;
  patientSummary?: string | null;
  /** The verified fact sheet and sentences the summaries were written from, when the server made them. */
  facts?: FactSheet | null;
  sentences?: SummarySentences | null;
  /** The title and abstract the spans of `facts` and `sentences` point into. */
  sourceText?: { title: string; abstract: string } | null;
  /** Retractions, corrections and concerns on our current record of the paper, re-read on every listing. */
  notices?: Notice[];
}

export interface SavedTrialsResponse {
  trials: SavedTrial[];
}
