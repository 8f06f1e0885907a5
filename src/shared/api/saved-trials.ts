import { z } from "../zod";
import { factSheetSchema, summarySentencesSchema } from "../fact-sheet";
import { noticeSchema, trialSchema } from "../trial";
import { TRIAL_TEXT_LIMITS as MAX } from "./limits";
import { capped, optionalText, trialTextFields } from "./trial-text";

/** POST /api/saved-trials (docs/product.md#calls): the trial as the results show it and the summaries shown, if any. */
export const saveTrialRequestSchema = z.object({
  ...trialTextFields,
  title: capped(MAX.title).trim().min(1, { message: "must not be empty" }),
  abstract: trialTextFields.abstract.default(""),
  cancerType: optionalText(MAX.cancerType),
  doi: optionalText(MAX.doi),
  clinicianSummary: optionalText(MAX.summary),
  patientSummary: optionalText(MAX.summary),
});
/** What the client sends. */
export type SaveTrialBody = z.input<typeof saveTrialRequestSchema>;
/** What the server keeps of it. */
export type SaveTrialInput = z.infer<typeof saveTrialRequestSchema>;

/** A saved trial as GET /api/saved-trials returns it: the trial's own text, kept as it was saved. */
export const savedTrialSchema = trialSchema
  .pick({ pmid: true, title: true, abstract: true, authors: true, journal: true, publicationDate: true })
  .extend({
    id: z.number(),
    cancerType: z.string().nullable(),
    doi: z.string().nullable(),
    clinicianSummary: z.string().nullish(),
    patientSummary: z.string().nullish(),
    /** The verified fact sheet and sentences the summaries were written from, when the server made them. */
    facts: factSheetSchema.nullish(),
    sentences: summarySentencesSchema.nullish(),
    /** The title and abstract the spans of `facts` and `sentences` point into. */
    sourceText: z.object({ title: z.string(), abstract: z.string() }).nullish(),
    /** Retractions, corrections and concerns on our current record of the paper, re-read on every listing. */
    notices: z.array(noticeSchema).optional(),
  });
export type SavedTrial = z.infer<typeof savedTrialSchema>;

export const savedTrialsResponseSchema = z.object({ trials: z.array(savedTrialSchema) });
export type SavedTrialsResponse = z.infer<typeof savedTrialsResponseSchema>;

/** DELETE /api/saved-trials/:pmid names the trial in the path. */
export const savedTrialParamsSchema = z.object({ pmid: z.string() });
