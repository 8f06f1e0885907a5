import { z } from "./zod";

export const abstractSectionSchema = z.object({
  label: z.string(),
  text: z.string(),
});
export type AbstractSection = z.infer<typeof abstractSectionSchema>;

/** A trial registry record named by the paper: ClinicalTrials.gov (NCT...), ISRCTN, EudraCT, ACTRN, ChiCTR, UMIN... */
export const registrationSchema = z.object({
  registry: z.string(),
  /** As written without spaces: "NCT01234567". */
  id: z.string(),
  /** The registry's page for the id. */
  url: z.string(),
});
export type Registration = z.infer<typeof registrationSchema>;

export const NOTICE_TYPES = [
  "retraction",
  "erratum",
  "expression-of-concern",
  "update",
  "retraction-of",
  "erratum-for",
] as const;

/** What PubMed links to a paper: a retraction, a correction, an expression of concern, an update. */
export const noticeSchema = z.object({
  type: z.enum(NOTICE_TYPES),
  /** The notice's own PubMed id, when PubMed gives one. */
  pmid: z.string().optional(),
  /** The citation as PubMed writes it ("Lancet Oncol. 2020 May;21(5):e241"). */
  source: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;

/** A published trial as the API returns it (docs/product.md#summary-panel); some fields serve the summarizer. */
export const trialSchema = z.object({
  pmid: z.string(),
  title: z.string(),
  abstract: z.string(),
  authors: z.array(z.string()),
  journal: z.string(),
  /** As PubMed cites it: "2019 Feb 15", "2019 Spring", "1998 Dec-1999 Jan"; always starts with the year. */
  publicationDate: z.string(),
  cancerType: z.string().optional(),
  doi: z.string().optional(),
  phase: z.string().optional(),
  nctId: z.string().optional(),
  publicationTypes: z.array(z.string()),
  meshTerms: z.array(z.string()),
  abstractSections: z.array(abstractSectionSchema),
  /** Registry ids the record names (DataBankList, SecondarySourceID, and ids written in the title or abstract). */
  registrations: z.array(registrationSchema).optional(),
  /** Retractions, corrections and concerns PubMed links to this paper; "Retracted Publication" counts as one. */
  notices: z.array(noticeSchema).optional(),
});
export type Trial = z.infer<typeof trialSchema>;
