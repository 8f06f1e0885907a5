import { z } from "./zod";
import { factSheetSchema, summarySentencesSchema } from "./fact-sheet";
import { noticeSchema } from "./trial";

export const ABSTRACT_MAX_CHARS = 20_000;

/** Spec §7: the client sends the trial's own text; we summarise only that. */
export const summarizeRequestSchema = z.object({
  pmid: z.string({ message: "must be text" }).trim().regex(/^\d{1,10}$/, { message: "must be a PubMed id (digits only)" }),
  title: z.string({ message: "must be text" }).max(2_000, { message: "must be at most 2,000 characters" }),
  abstract: z
    .string({ message: "must be text" })
    .max(ABSTRACT_MAX_CHARS, { message: `must be at most ${ABSTRACT_MAX_CHARS.toLocaleString("en")} characters` }),
  authors: z.array(z.string().max(500), { message: "must be a list of names" }).max(10_000).default([]),
  journal: z.string({ message: "must be text" }).max(1_000).default(""),
  publicationDate: z.string({ message: "must be text" }).max(100).default(""),
});
export type SummarizeRequest = z.input<typeof summarizeRequestSchema>;

export const summaryResponseSchema = z.object({
  clinicianSummary: z.string(),
  patientSummary: z.string(),
  source: z.enum(["ollama", "builtin"]),
  model: z.string(),
  /** Flesch-Kincaid grade of the patient summary. */
  readingGrade: z.number(),
  generatedAt: z.string(),
  /** Content checks that could not be satisfied (a number not in the abstract, a grade above 8). */
  warnings: z.array(z.string()),
  /** "record": made from the server's own record of the pmid; "client": from the text sent (no record could be had). */
  origin: z.enum(["record", "client"]).optional(),
  /** Why the model was not used, in words an administrator can act on. */
  modelStatus: z.string().optional(),
  /** The verified reading both summaries were written from; spans point into `sourceText`. */
  facts: factSheetSchema.optional(),
  /** The summaries sentence by sentence, each with the spans it rests on; joined, they are the two summaries. */
  sentences: summarySentencesSchema.optional(),
  /** The title and abstract the server summarised (its own record of the pmid when it has one). */
  sourceText: z.object({ title: z.string(), abstract: z.string() }).optional(),
  /** Retractions, corrections and concerns PubMed links to the record summarised. */
  notices: z.array(noticeSchema).optional(),
});
export type SummaryResponse = z.infer<typeof summaryResponseSchema>;
