import type { z } from "zod";
import type { summarizeRequestSchema } from "../../shared/api/summary";
import type { Notice, Trial } from "../../shared/trial";
import type { SummaryOrigin } from "./summary-cache";

export type SummarizeInput = z.output<typeof summarizeRequestSchema>;

/** What gets summarised: our own record of the pmid, or (only when we have none) the text the client sent. */
export type SummarySubject = SummarizeInput & {
  origin: SummaryOrigin;
  abstractSections?: Trial["abstractSections"];
  publicationTypes?: string[];
  cancerType?: string;
  /** Retractions and corrections on our record; summaries of a retracted paper are labelled as such. */
  notices?: Notice[];
};

/** Where the service finds our own record: the store at once, PubMed (or nothing) when the store has none. */
export interface TrialRecords {
  stored(pmid: string): Promise<Trial | undefined>;
  fetch(pmid: string): Promise<Trial | undefined>;
}

export function fromRecord(trial: Trial): SummarySubject {
  return {
    origin: "record",
    pmid: trial.pmid,
    title: trial.title,
    abstract: trial.abstract,
    authors: trial.authors,
    journal: trial.journal,
    publicationDate: trial.publicationDate,
    abstractSections: trial.abstractSections,
    publicationTypes: trial.publicationTypes,
    ...(trial.cancerType ? { cancerType: trial.cancerType } : {}),
    ...(trial.notices?.length ? { notices: trial.notices } : {}),
  };
}

export const fromSentText = (input: SummarizeInput): SummarySubject => ({ ...input, origin: "client" });
