import { useSearch } from "@tanstack/react-router";
import { parseFilterParams } from "./filter-params";
import { SearchPage } from "./search-page";
import { useMarkHydrated } from "../../lib/hydrated";
import { RouterQueryClientProvider } from "../../lib/query-client";

/** Loaded on demand: the search screen's code, React Query included, is not part of the first bundle of other pages. */
export function SearchRoutePage() {
  useMarkHydrated();
  const { q, page, ...raw } = useSearch({ from: "/search" });
  // The router keeps raw URL keys beside validated ones (a bad `?from=abc` too): only valid filters go on.
  const params = parseFilterParams(raw);
  return (
    <RouterQueryClientProvider>
      <SearchPage q={q} page={page ?? 1} params={params} />
    </RouterQueryClientProvider>
  );
}
