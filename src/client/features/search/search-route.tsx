import { useSearch } from "@tanstack/react-router";
import { SearchPage } from "./search-page";
import { useMarkHydrated } from "../../lib/hydrated";
import { RouterQueryClientProvider } from "../../lib/query-client";

/** Loaded on demand: the search screen's code, React Query included, is not part of the first bundle of other pages. */
export function SearchRoutePage() {
  useMarkHydrated();
  const { q, page, ...params } = useSearch({ from: "/search" });
  return (
    <RouterQueryClientProvider>
      <SearchPage q={q} page={page ?? 1} params={params} />
    </RouterQueryClientProvider>
  );
}
