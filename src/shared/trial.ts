import { z } from "zod";

export const abstractSectionSchema = z.object({
  label: z.string(),
  text: z.string(),
});
export type AbstractSection = z.infer<typeof abstractSectionSchema>;

/** A published trial as the API returns it (spec §3, plus fields the summarizer and UI use). */
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
});
export type Trial = z.infer<typeof trialSchema>;
