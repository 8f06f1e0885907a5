// No zod here: the first bundle (the search route's URL parsing, the results pager) reads these too.

/** A search's words; the search box, the URL and the API all stop here. */
export const QUERY_MAX_CHARS = 500;
/** Ten results a page (docs/product.md#limits). */
export const SEARCH_MAX_RESULTS_DEFAULT = 10;
export const SEARCH_MAX_RESULTS = 50;
export const SEARCH_MAX_PAGE = 1000;
/** esearch serves only ids 0..9998 of a search (NCBI refuses retstart past 9998). */
export const PUBMED_PAGEABLE_LIMIT = 9_999;

/** Request bodies an endpoint reads at most, in KB, unless its row in endpoints.ts names more (`maxBodyKb`). */
export const BODY_MAX_KB_DEFAULT = 16;

/** ClinicalTrials.gov ids one POST /api/registry may ask for. */
export const MAX_REGISTRY_IDS = 50;

/**
 * A trial's own text as a client may send it (to summarise, to save). One set of limits for both calls: a trial that
 * can be summarised can be saved. Large consortium papers list thousands of authors, so the list allows 10,000.
 */
export const TRIAL_TEXT_LIMITS = {
  title: 2_000,
  abstract: 20_000,
  authors: 10_000,
  authorName: 500,
  journal: 1_000,
  publicationDate: 100,
  cancerType: 200,
  doi: 300,
  summary: 20_000,
} as const;
