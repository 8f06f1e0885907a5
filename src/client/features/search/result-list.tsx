import type { UseQueryResult } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { SearchResponse } from "../../../shared/api/search";
import type { Trial } from "../../../shared/trial";
import { SkeletonCard } from "../../components/skeleton-card";
import { describeFilters, type FilterParams } from "./filter-params";
import { RecruitingNote } from "./recruiting-note";
import { ResultCard } from "./result-card";
import { PUBMED_PAGEABLE_LIMIT } from "../../../shared/api/limits";
import { MAX_RESULTS } from "./search-query";
import { useRegistryPage } from "./registry-query";
import { nctIdOf } from "./registry-prefetch";

interface Props {
  query?: string;
  page: number;
  params?: FilterParams;
  search: UseQueryResult<SearchResponse>;
  selectedPmid?: string;
  onSelect: (trial: Trial) => void;
  save?: { marked: Set<string>; toggle: (trial: Trial) => void };
}

export function ResultList({ query, page, params = {}, search, selectedPmid, onSelect, save }: Props) {
  const data = search.data;
  const narrowedBy = describeFilters(params);
  const registry = useRegistryPage(query && !search.isFetching ? data?.trials : undefined);
  return (
    <section aria-labelledby="results-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="results-heading" className="text-xl font-semibold">
          {query ? `Results for "${query}"` : "Recent Trials"}
        </h2>
        <p aria-live="polite" className="text-sm text-muted">
          {data && !search.isFetching ? `${data.count.toLocaleString("en-US")} found` : ""}
        </p>
      </div>
      {data?.notice && (
        <p className="mt-2 rounded-lg border border-warning-border bg-warning-bg p-3 text-sm">{data.notice}</p>
      )}
      {registry.unreachable && (
        <p role="status" className="mt-2 text-sm text-muted">
          The registry could not be reached: ClinicalTrials.gov statuses are not shown.
        </p>
      )}
      <div className="mt-4 space-y-4">
        {!query && (
          <EmptyState
            title="Start your search"
            text="Search by cancer type, treatment or keyword, or try one of the examples above."
          />
        )}
        {query && search.isFetching && [0, 1, 2].map((i) => <SkeletonCard key={i} />)}
        {query && !search.isFetching && search.isError && (
          <EmptyState title="Search failed" text="Unable to search clinical trials. Please try again." />
        )}
        {query && !search.isFetching && data?.count === 0 && narrowedBy.length === 0 && (
          <EmptyState title="No trials found" text="Try adjusting your search terms or use different keywords" />
        )}
        {query && !search.isFetching && data?.count === 0 && narrowedBy.length > 0 && (
          <EmptyState
            title="No trials found"
            text={`No trials match with ${narrowedBy.join(" and ")}. Try removing a filter.`}
          />
        )}
        {query && !search.isFetching && data?.recruiting && <RecruitingNote {...data.recruiting} found={data.count} />}
        {query &&
          !search.isFetching &&
          data?.trials.map((trial) => (
            <ResultCard
              key={trial.pmid}
              trial={trial}
              selected={trial.pmid === selectedPmid}
              onSelect={onSelect}
              save={save && { saved: save.marked.has(trial.pmid), onToggle: save.toggle }}
              registry={registry.studies[nctIdOf(trial) ?? ""]}
            />
          ))}
      </div>
      {query && data && !search.isFetching && (
        <Pagination
          params={params}
          query={query}
          page={page}
          count={data.count}
          shown={data.recruiting?.checked ?? data.trials.length}
        />
      )}
    </section>
  );
}

function EmptyState({ title, text }: { title: string; text: string }) {
  return (
    <div className="card p-10 text-center">
      <p className="text-lg font-semibold">{title}</p>
      <p className="mt-1 text-muted">{text}</p>
    </div>
  );
}

/** PubMed pages only its first PUBMED_PAGEABLE_LIMIT hits. */
function Pagination({
  params,
  query,
  page,
  count,
  shown,
}: {
  params: FilterParams;
  query: string;
  page: number;
  count: number;
  shown: number;
}) {
  const pages = Math.min(Math.ceil(count / MAX_RESULTS), Math.ceil(PUBMED_PAGEABLE_LIMIT / MAX_RESULTS));
  if (pages <= 1) return null;
  const first = (page - 1) * MAX_RESULTS + 1;
  return (
    <nav aria-label="Result pages" className="mt-6 flex items-center justify-between gap-2 text-sm">
      {page > 1 ? (
        <Link to="/search" search={{ q: query, ...params, page: page - 1 }} className="btn btn-outline btn-sm">
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-muted">
        Showing {first}–{first + shown - 1} of {count.toLocaleString("en-US")}
      </span>
      {page < pages ? (
        <Link to="/search" search={{ q: query, ...params, page: page + 1 }} className="btn btn-outline btn-sm">
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
