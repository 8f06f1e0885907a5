import { z } from "../zod";
import type { Trial } from "../trial";
import { TRIAL_TEXT_LIMITS as MAX } from "./limits";

const capped = (max: number) =>
  z.string({ message: "must be text" }).max(max, { message: `must be at most ${max.toLocaleString("en")} characters` });

/** Optional text: missing, null and blank all mean "none". */
export const optionalText = (max: number) =>
  capped(max)
    .trim()
    .nullish()
    .transform((v) => v || null);

/** A trial's own text as a client sends it to be summarised or saved: the same fields, the same limits. */
export const trialTextFields = {
  pmid: z
    .string({ message: "must be text" })
    .trim()
    .regex(/^\d{1,10}$/, { message: "must be a PubMed id (digits only)" }),
  title: capped(MAX.title),
  abstract: capped(MAX.abstract),
  authors: z
    .array(capped(MAX.authorName), { message: "must be a list of names" })
    .max(MAX.authors, { message: `must list at most ${MAX.authors.toLocaleString("en")} authors` })
    .default([]),
  journal: capped(MAX.journal).default(""),
  publicationDate: capped(MAX.publicationDate).default(""),
};

export { capped };

/** The fields of a trial that the summarize and save calls send as they are. */
export const trialTextOf = ({ pmid, title, abstract, authors, journal, publicationDate }: Trial) => ({
  pmid,
  title,
  abstract,
  authors,
  journal,
  publicationDate,
});
