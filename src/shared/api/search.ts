import { z } from "../zod";
import { CANCER_TYPE_SLUGS, PHASES, YEAR_MIN, yearMax } from "../search-filter-values";
import { trialSchema } from "../trial";
import { QUERY_MAX_CHARS, SEARCH_MAX_PAGE, SEARCH_MAX_RESULTS, SEARCH_MAX_RESULTS_DEFAULT } from "./limits";

export {
  CANCER_TYPE_FILTERS,
  CANCER_TYPE_SLUGS,
  PHASES,
  YEAR_MIN,
  hasFilters,
  yearMax,
  type CancerTypeSlug,
} from "../search-filter-values";

const year = () =>
  z
    .number({ message: "must be a year" })
    .int({ message: "must be a whole year" })
    .refine((y) => y >= YEAR_MIN && y <= yearMax(), { message: `must be between ${YEAR_MIN} and next year` });

export const searchFiltersSchema = z
  .object({
    design: z.enum(["rct", "any"], { message: 'must be "rct" or "any"' }).optional(),
    phases: z
      .array(z.enum(PHASES, { message: 'must be phases "1" to "4"' }))
      .max(4, { message: "must list at most 4 phases" })
      .optional(),
    yearFrom: year().optional(),
    yearTo: year().optional(),
    cancerTypes: z
      .array(z.enum(CANCER_TYPE_SLUGS, { message: `must be cancer types such as "breast" or "lung"` }))
      .max(CANCER_TYPE_SLUGS.length, { message: "must list each cancer type at most once" })
      .optional(),
    recruiting: z.boolean({ message: "must be true or false" }).optional(),
  })
  .refine((f) => f.yearFrom === undefined || f.yearTo === undefined || f.yearFrom <= f.yearTo, {
    message: "yearFrom must not be after yearTo",
    path: ["yearTo"],
  });
export type SearchFilters = z.infer<typeof searchFiltersSchema>;

export const searchRequestSchema = z.object({
  query: z
    .string({ message: "must be text" })
    .trim()
    .min(1, { message: "must not be empty" })
    .max(QUERY_MAX_CHARS, { message: `must be at most ${QUERY_MAX_CHARS} characters` }),
  maxResults: z
    .number({ message: "must be a number" })
    .int({ message: "must be a whole number" })
    .min(1, { message: `must be between 1 and ${SEARCH_MAX_RESULTS}` })
    .max(SEARCH_MAX_RESULTS, { message: `must be between 1 and ${SEARCH_MAX_RESULTS}` })
    .default(SEARCH_MAX_RESULTS_DEFAULT),
  page: z
    .number({ message: "must be a number" })
    .int({ message: "must be a whole number" })
    .min(1, { message: "must be 1 or more" })
    .max(SEARCH_MAX_PAGE, { message: `must be at most ${SEARCH_MAX_PAGE}` })
    .default(1),
  sort: z.enum(["relevance", "date"], { message: 'must be "relevance" or "date"' }).default("relevance"),
  filters: searchFiltersSchema.optional(),
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
  /** Set when the recruiting filter ran: it reads the registry for this page's trials only. */
  recruiting: z.object({ checked: z.number(), kept: z.number(), unreachable: z.number() }).optional(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
