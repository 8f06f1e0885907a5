import { useSearch } from "@tanstack/react-router";
import { SearchPage } from "./search-page";
import { useMarkHydrated } from "../../lib/hydrated";
import { RouterQueryClientProvider } from "../../lib/query-client";

/** Loaded on demand: the search screen's code, React Query included, is not part of the first bundle of other pages. */
export function SearchRoutePage() {
  useMarkHydrated();
  const search = useSearch({ from: "/search" });
  return (
    <RouterQueryClientProvider>
      <SearchPage q={search.q} page={search.page ?? 1} />
    </RouterQueryClientProvider>
  );
}
