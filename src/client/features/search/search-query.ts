import { queryOptions } from "@tanstack/react-query";
import { SEARCH_MAX_RESULTS_DEFAULT } from "../../../shared/api/limits";
import type { SearchFilters } from "../../../shared/api/search";
import type { Api } from "../../lib/api";

/** Ten results a page (docs/product.md#limits). */
export const MAX_RESULTS = SEARCH_MAX_RESULTS_DEFAULT;

export interface SearchOptions {
  filters?: SearchFilters;
  sort?: "date";
}

/** Shared by the route loader (the server renders `?q=` results) and the page; an unfiltered search asks as it always did. */
export const searchQuery = (api: Api, query: string, page: number, { filters, sort }: SearchOptions = {}) =>
  queryOptions({
    queryKey: ["search", query, page, ...(filters || sort ? [{ filters, sort }] : [])],
    queryFn: () =>
      api.call("search", {
        query,
        maxResults: MAX_RESULTS,
        ...(page > 1 ? { page } : {}),
        ...(sort ? { sort } : {}),
        ...(filters ? { filters } : {}),
      }),
  });
