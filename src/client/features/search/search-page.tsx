import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useRouterState } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import type { SummaryResponse } from "../../../shared/api/summary";
import type { Trial } from "../../../shared/trial";
import { TooltipProvider } from "../../components/tooltip";
import { useAuth } from "../../lib/current-user";
import { toast } from "../../lib/toast-store";
import { useApi } from "../../lib/use-api";
import { FilterBar } from "./filter-bar";
import { filtersOf, parseFilterParams, type FilterParams } from "./filter-params";
import { ResultList } from "./result-list";
import { SearchForm } from "./search-form";
import { searchQuery } from "./search-query";
import { SummaryPanel } from "./summary-panel";
import { useSaveToggle } from "./use-save-toggle";
import { summaryKey, useGenerateSummary } from "./use-summary";

export function SearchPage({ q, page, params = {} }: { q?: string; page: number; params?: FilterParams }) {
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { isAuthenticated } = useAuth();
  const search = useQuery({
    ...searchQuery(api, q ?? "", page, { filters: filtersOf(params), sort: params.sort }),
    enabled: !!q,
  });
  const filterKey = JSON.stringify(params);
  // The URL changes at once, the rendered page when its loader is done: controls follow the URL, so quick
  // successive changes build on each other instead of on the page still showing.
  const url = useRouterState({ select: (s) => s.location.search }) as Record<string, unknown>;
  const latest = parseFilterParams(url);
  const latestQ = typeof url.q === "string" && url.q.trim() ? url.q.trim() : q;
  const [selected, setSelected] = useState<Trial | null>(null);
  const generate = useGenerateSummary();

  // A new search clears the selected trial (docs/product.md#states).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the search's parameters are the trigger, not inputs.
  useEffect(() => setSelected(null), [q, page, filterKey]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one toast per failure: errorUpdatedAt tells a new failure from the same one.
  useEffect(() => {
    if (search.isError)
      toast({
        title: "Search failed",
        description: "Unable to search clinical trials. Please try again.",
        variant: "destructive",
      });
  }, [search.isError, search.errorUpdatedAt]);

  const summary = selected
    ? (queryClient.getQueryData<SummaryResponse>(summaryKey(selected.pmid)) ??
      (generate.variables?.pmid === selected.pmid ? generate.data : undefined))
    : undefined;
  const summaryPending = !!selected && generate.isPending && generate.variables?.pmid === selected.pmid;
  const { marked, toggle } = useSaveToggle(isAuthenticated, selected ? { pmid: selected.pmid, summary } : null);

  const summaryPanel = useRef<HTMLElement>(null);
  const select = (trial: Trial) => {
    setSelected(trial);
    generate.mutate(trial);
    // In one column (phones, narrow windows) the summary sits below every result: bring it into view.
    if (!window.matchMedia?.("(min-width: 1024px)").matches) {
      requestAnimationFrame(() => summaryPanel.current?.scrollIntoView?.({ behavior: "smooth", block: "start" }));
    }
  };

  return (
    <TooltipProvider>
      <div className="mx-auto max-w-7xl px-4 py-8">
        <h1 className="text-3xl font-bold">Search Clinical Trials</h1>
        <p className="mt-1 text-muted">
          Published cancer trials from PubMed, with summaries for clinicians and patients.
        </p>
        <div className="mt-6">
          <SearchForm
            initialQuery={q ?? ""}
            pending={search.isFetching}
            onSearch={(query) => navigate({ to: "/search", search: { q: query, ...latest } })}
          />
          {/* A changed filter starts again at page 1 of the same words. */}
          <FilterBar
            params={latest}
            onChange={(next) => navigate({ to: "/search", search: { ...(latestQ ? { q: latestQ } : {}), ...next } })}
          />
        </div>
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <ResultList
            query={q}
            page={page}
            params={params}
            search={search}
            selectedPmid={selected?.pmid}
            onSelect={select}
            save={isAuthenticated ? { marked, toggle } : undefined}
          />
          <aside
            ref={summaryPanel}
            aria-label="Trial summary"
            className="scroll-mt-20 lg:sticky lg:top-20 lg:self-start lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto lg:overscroll-contain"
          >
            <SummaryPanel trial={selected} summary={summary} pending={summaryPending} />
          </aside>
        </div>
      </div>
    </TooltipProvider>
  );
}
