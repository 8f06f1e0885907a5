import { z } from "zod";
import { ABSTRACT_MAX_CHARS } from "../../shared/summary";

const capped = (max: number) =>
  z.string({ message: "must be text" }).max(max, { message: `must be at most ${max.toLocaleString("en")} characters` });

/** Optional text: missing, null and blank all mean "none". */
const optionalText = (max: number) =>
  capped(max)
    .trim()
    .nullish()
    .transform((v) => v || null);

/** Spec §7: POST /api/saved-trials. */
export const saveTrialSchema = z.object({
  pmid: z.string({ message: "must be text" }).trim().regex(/^\d{1,10}$/, { message: "must be a PubMed id (digits only)" }),
  title: capped(2_000).trim().min(1, { message: "must not be empty" }),
  abstract: capped(ABSTRACT_MAX_CHARS).default(""),
  authors: z.array(capped(500), { message: "must be a list of names" }).max(5_000, { message: "must list at most 5,000 authors" }).default([]),
  journal: capped(1_000).default(""),
  publicationDate: capped(100).default(""),
  cancerType: optionalText(200),
  doi: optionalText(300),
  clinicianSummary: optionalText(20_000),
  patientSummary: optionalText(20_000),
});

export type SaveTrialInput = z.infer<typeof saveTrialSchema>;
