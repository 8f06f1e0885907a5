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
}

export interface SavedTrialsResponse {
  trials: SavedTrial[];
}
