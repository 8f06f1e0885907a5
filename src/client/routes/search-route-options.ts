// The /search route's options (URL parameters, loader); the route is in tree.ts, its page in search-route-page.tsx.
import { QUERY_MAX_CHARS, SEARCH_MAX_PAGE } from "../../shared/api/limits";
import { filtersOf, parseFilterParams, type FilterParams } from "../features/search/filter-params";
import { prefetchRegistryPage } from "../features/search/registry-prefetch";
import { searchQuery } from "../features/search/search-query";
import type { RouterContext } from "./context";

export interface SearchParams extends FilterParams {
  q?: string;
  page?: number;
}

/** `?q=`, `?page=` and the filters (see filter-params.ts) are the search parameters; anything else is ignored. */
export const validateSearch = (raw: Record<string, unknown>): SearchParams => {
  const q = typeof raw.q === "string" && raw.q.trim() !== "" ? raw.q.trim().slice(0, QUERY_MAX_CHARS) : undefined;
  const page = Number(raw.page);
  return {
    ...(q ? { q } : {}),
    ...(q && Number.isInteger(page) && page > 1 && page <= SEARCH_MAX_PAGE ? { page } : {}),
    ...parseFilterParams(raw),
  };
};

/**
 * The server renders the results of a shared `?q=` link; a failure is left for the page to show. The page's
 * queries need the QueryClient even without `?q=`, so it is made here in any case.
 */
export async function loadSearch({ context, deps }: { context: RouterContext; deps: SearchParams }) {
  const queryClient = await context.queries.load();
  // In the browser the page asks for itself, so it shows 'Searching...' and skeleton cards meanwhile (spec).
  if (!deps.q || typeof window !== "undefined") return;
  // The router keeps raw URL keys beside validated ones: the filters are read again from what it hands over.
  const params = parseFilterParams(deps);
  const options = { filters: filtersOf(params), sort: params.sort };
  const found = await queryClient
    .ensureQueryData(searchQuery(context.api, deps.q, deps.page ?? 1, options))
    .catch(() => undefined);
  await prefetchRegistryPage(queryClient, context.api, found?.trials);
}
