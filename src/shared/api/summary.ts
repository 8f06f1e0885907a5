import { z } from "../zod";
import { factSheetSchema, summarySentencesSchema } from "../fact-sheet";
import { noticeSchema } from "../trial";
import { trialTextFields } from "./trial-text";

/** docs/product.md#calls: the client sends the trial's own text; we summarise only that. */
export const summarizeRequestSchema = z.object(trialTextFields);
export type SummarizeRequest = z.input<typeof summarizeRequestSchema>;

export const summaryResponseSchema = z.object({
  clinicianSummary: z.string(),
  patientSummary: z.string(),
  source: z.enum(["ollama", "openai", "builtin"]),
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
