import type { SavedTrial } from "../../../shared/api/saved-trials";

/** The fields every export format draws from. */
export type Citation = Pick<
  SavedTrial,
  | "pmid"
  | "title"
  | "abstract"
  | "authors"
  | "journal"
  | "publicationDate"
  | "cancerType"
  | "doi"
  | "clinicianSummary"
  | "patientSummary"
  | "facts"
  | "notices"
>;

export const pubmedUrl = (pmid: string) => `https://pubmed.ncbi.nlm.nih.gov/${pmid}/`;

/** PubMed dates start with the year ("2019 Feb 15", "1998 Dec-1999 Jan"). */
export const yearOf = (publicationDate: string) => /^\d{4}/.exec(publicationDate.trim())?.[0];
