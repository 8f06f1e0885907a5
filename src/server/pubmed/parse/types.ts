import type { Trial } from "../../../shared/trial";

/** A record read from efetch: the API's Trial plus what the local index sorts and filters on. */
export type ParsedArticle = Trial & {
  year: number | null;
  /** YYYY-MM-DD best effort (missing month or day as 01); "" if unknown. */
  sortDate: string;
  isBook: boolean;
  /** The record's first Language, an ISO 639-2 code such as "eng". */
  language?: string;
};

export interface EfetchResult {
  articles: ParsedArticle[];
  /** PMIDs PubMed withdrew (DeleteCitation, in baseline and update files). */
  deletedPmids: string[];
}
