import { z } from "zod";
import { trialSchema } from "./trial";

export const SEARCH_MAX_RESULTS_DEFAULT = 10;
/** esearch serves only ids 0..9998 of a search (NCBI refuses retstart past 9998). */
export const PUBMED_PAGEABLE_LIMIT = 9_999;

export const searchRequestSchema = z.object({
  query: z
    .string({ message: "must be text" })
    .trim()
    .min(1, { message: "must not be empty" })
    .max(500, { message: "must be at most 500 characters" }),
  maxResults: z
    .number({ message: "must be a number" })
    .int({ message: "must be a whole number" })
    .min(1, { message: "must be between 1 and 50" })
    .max(50, { message: "must be between 1 and 50" })
    .default(SEARCH_MAX_RESULTS_DEFAULT),
  page: z
    .number({ message: "must be a number" })
    .int({ message: "must be a whole number" })
    .min(1, { message: "must be 1 or more" })
    .max(1000, { message: "must be at most 1000" })
    .default(1),
  sort: z.enum(["relevance", "date"], { message: 'must be "relevance" or "date"' }).default("relevance"),
});
export type SearchRequest = z.input<typeof searchRequestSchema>;

export const searchResponseSchema = z.object({
  trials: z.array(trialSchema),
  /** Total matching trials, of which `trials` is one page. */
  count: z.number(),
  page: z.number(),
  maxResults: z.number(),
  /** Where the answer came from: PubMed now, our cache of an earlier PubMed answer, or the local index. */
  source: z.enum(["pubmed", "cache", "local"]),
  /** Set when the answer is degraded (PubMed down, results beyond what can be paged): words for the reader. */
  notice: z.string().optional(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
