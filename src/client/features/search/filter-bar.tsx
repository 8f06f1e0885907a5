import { CANCER_TYPE_FILTERS, PHASES } from "../../../shared/search-filter-values";
import { cancersOf, describeFilters, phaseParam, phasesOf, type FilterParams } from "./filter-params";
import { YearRange } from "./year-range";

interface Props {
  params: FilterParams;
  onChange: (next: FilterParams) => void;
}

const CONTROL = "h-9 rounded-md border border-border bg-surface px-2 text-sm text-fg";
const CHECK = "inline-flex min-h-9 items-center gap-1.5 text-sm";

/** Drops a key whose value is unset, so the URL carries only the filters in use. */
function withParam<K extends keyof FilterParams>(
  params: FilterParams,
  key: K,
  value: FilterParams[K] | undefined,
): FilterParams {
  const next = { ...params };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next;
}

/**
 * Native controls in a disclosure under the search form: each change updates the URL, which runs the search. It opens
 * by itself when the URL carries a filter, so a shared or reloaded link shows what narrowed it.
 */
export function FilterBar({ params, onChange }: Props) {
  const active = describeFilters(params).length + (params.recruiting ? 1 : 0);
  const phases = phasesOf(params);
  const cancers = cancersOf(params);
  const set = <K extends keyof FilterParams>(key: K, value: FilterParams[K] | undefined) =>
    onChange(withParam(params, key, value));
  const togglePhase = (p: string, on: boolean) =>
    set("phase", phaseParam(on ? [...phases, p] : phases.filter((x) => x !== p)));

  return (
    <details className="filter-bar mt-3 text-sm" open={active > 0 || params.sort === "date" || undefined}>
      <summary className="inline-flex min-h-9 cursor-pointer items-center gap-2 font-medium">
        {active > 0 ? `Filters (${active} on)` : "Filters"}
      </summary>
      <fieldset className="mt-2 flex flex-wrap items-center gap-x-5 gap-y-3 rounded-lg border border-border bg-surface p-3">
        <legend className="sr-only">Filters and sort</legend>
        <label className={CHECK}>
          <input
            type="checkbox"
            name="design"
            checked={params.design === "rct"}
            onChange={(e) => set("design", e.target.checked ? "rct" : undefined)}
          />
          RCTs only
        </label>
        <fieldset className="flex flex-wrap items-center gap-x-3">
          <legend className="float-left mr-2 text-muted">Phase</legend>
          {PHASES.map((p) => (
            <label key={p} className={CHECK}>
              <input
                type="checkbox"
                name="phase"
                value={p}
                checked={phases.includes(p)}
                onChange={(e) => togglePhase(p, e.target.checked)}
                aria-label={`Phase ${p}`}
              />
              <span aria-hidden="true">{p}</span>
            </label>
          ))}
        </fieldset>
        <YearRange
          from={params.from}
          to={params.to}
          onChange={(from, to) => onChange(withParam(withParam(params, "from", from), "to", to))}
        />
        <label className="inline-flex items-center gap-2">
          <span className="text-muted">Cancer type</span>
          <select
            name="cancer"
            className={CONTROL}
            value={cancers.length > 1 ? "several" : (cancers[0] ?? "")}
            onChange={(e) => set("cancer", e.target.value || undefined)}
          >
            <option value="">Any</option>
            {cancers.length > 1 && (
              <option value="several" disabled>
                {describeFilters({ cancer: cancers.join(",") })[0]}
              </option>
            )}
            {CANCER_TYPE_FILTERS.map(([slug, name]) => (
              <option key={slug} value={slug}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className={CHECK}>
          <input
            type="checkbox"
            name="recruiting"
            checked={!!params.recruiting}
            onChange={(e) => set("recruiting", e.target.checked ? 1 : undefined)}
          />
          Recruiting now
        </label>
        <label className="inline-flex items-center gap-2">
          <span className="text-muted">Sort by</span>
          <select
            name="sort"
            className={CONTROL}
            value={params.sort ?? "relevance"}
            onChange={(e) => set("sort", e.target.value === "date" ? "date" : undefined)}
          >
            <option value="relevance">Relevance</option>
            <option value="date">Newest first</option>
          </select>
        </label>
        {active > 0 && (
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => onChange(params.sort ? { sort: params.sort } : {})}
          >
            Clear filters
          </button>
        )}
      </fieldset>
    </details>
  );
}
