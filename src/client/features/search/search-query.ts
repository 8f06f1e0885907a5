import { queryOptions } from "@tanstack/react-query";
import type { SearchFilters, SearchResponse } from "../../../shared/search";
import type { Api } from "../../lib/api";

/** Spec §9: ten results a page. */
export const MAX_RESULTS = 10;

export interface SearchOptions {
  filters?: SearchFilters;
  sort?: "date";
}

/** Shared by the route loader (the server renders `?q=` results) and the page; an unfiltered search asks as it always did. */
export const searchQuery = (api: Api, query: string, page: number, { filters, sort }: SearchOptions = {}) =>
  queryOptions({
    queryKey: ["search", query, page, ...(filters || sort ? [{ filters, sort }] : [])],
    queryFn: async (): Promise<SearchResponse> =>
      (
        await api.request("POST", "/api/search", {
          query,
          maxResults: MAX_RESULTS,
          ...(page > 1 ? { page } : {}),
          ...(sort ? { sort } : {}),
          ...(filters ? { filters } : {}),
        })
      ).json(),
  });
