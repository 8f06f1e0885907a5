import { queryOptions } from "@tanstack/react-query";
import type { SearchResponse } from "../../../shared/search";
import type { Api } from "../../lib/api";

/** Spec §9: ten results a page. */
export const MAX_RESULTS = 10;

/** Shared by the route loader (the server renders `?q=` results) and the page. */
export const searchQuery = (api: Api, query: string, page: number) =>
  queryOptions({
    queryKey: ["search", query, page],
    queryFn: async (): Promise<SearchResponse> =>
      (await api.request("POST", "/api/search", { query, maxResults: MAX_RESULTS, ...(page > 1 ? { page } : {}) })).json(),
  });
