// Part of the first bundle (the search route's validateSearch and loader): types only from zod-using modules.
import {
  CANCER_TYPE_FILTERS,
  CANCER_TYPE_SLUGS,
  PHASES,
  YEAR_MIN,
  yearMax,
  type CancerTypeSlug,
} from "../../../shared/search-filter-values";
import type { SearchFilters } from "../../../shared/api/search";

/**
 * The filters as they sit in the URL: `design=rct&phase=2,3&from=2015&to=2025&cancer=breast&recruiting=1&sort=date`.
 * A single phase is a number so the router writes `phase=3`, not `phase="3"`.
 */
export interface FilterParams {
  design?: "rct";
  phase?: number | string;
  from?: number;
  to?: number;
  cancer?: string;
  recruiting?: 1;
  sort?: "date";
}

const listOf = <T extends string>(raw: unknown, allowed: readonly T[]): T[] => {
  const text = typeof raw === "number" ? String(raw) : typeof raw === "string" ? raw : "";
  const kept = text
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter((s): s is T => (allowed as readonly string[]).includes(s));
  return [...new Set(kept)].sort();
};
const yearOf = (raw: unknown): number | undefined => {
  const n = Number(raw);
  return raw !== "" && Number.isInteger(n) && n >= YEAR_MIN && n <= yearMax() ? n : undefined;
};

/** Reads the filter part of the URL; anything unknown or out of range is dropped, as for `?page=`. */
export function parseFilterParams(raw: { [K in keyof FilterParams]?: unknown }): FilterParams {
  const phases = listOf(raw.phase, PHASES);
  const cancers = listOf(raw.cancer, CANCER_TYPE_SLUGS);
  let from = yearOf(raw.from);
  let to = yearOf(raw.to);
  // A range typed backwards in the URL is read the right way round.
  if (from !== undefined && to !== undefined && from > to) [from, to] = [to, from];
  return {
    ...(raw.design === "rct" ? { design: "rct" as const } : {}),
    ...(phases.length ? { phase: phaseParam(phases) } : {}),
    ...(from !== undefined ? { from } : {}),
    ...(to !== undefined ? { to } : {}),
    ...(cancers.length ? { cancer: cancers.join(",") } : {}),
    ...(raw.recruiting === 1 || raw.recruiting === "1" || raw.recruiting === true ? { recruiting: 1 as const } : {}),
    ...(raw.sort === "date" ? { sort: "date" as const } : {}),
  };
}

export const phaseParam = (phases: string[]): number | string | undefined =>
  phases.length === 0 ? undefined : phases.length === 1 ? Number(phases[0]) : [...phases].sort().join(",");

export const phasesOf = (params: FilterParams) => listOf(params.phase, PHASES);
export const cancersOf = (params: FilterParams) => listOf(params.cancer, CANCER_TYPE_SLUGS);

/** The API's filters for the URL's; undefined when none is set, so an unfiltered request is what it always was. */
export function filtersOf(params: FilterParams): SearchFilters | undefined {
  const phases = phasesOf(params);
  const cancers = cancersOf(params);
  const filters: SearchFilters = {
    ...(params.design === "rct" ? { design: "rct" as const } : {}),
    ...(phases.length ? { phases } : {}),
    ...(params.from !== undefined ? { yearFrom: params.from } : {}),
    ...(params.to !== undefined ? { yearTo: params.to } : {}),
    ...(cancers.length ? { cancerTypes: cancers } : {}),
    ...(params.recruiting ? { recruiting: true } : {}),
  };
  return Object.keys(filters).length ? filters : undefined;
}

const CANCER_NAMES: Record<string, string> = Object.fromEntries(CANCER_TYPE_FILTERS);
const or = (items: string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;

/** The set filters in words, for the empty state: ["RCTs only", "Phase 3", "2024–2025"]. */
export function describeFilters(params: FilterParams): string[] {
  const phases = phasesOf(params);
  const cancers = cancersOf(params).map((c) => CANCER_NAMES[c as CancerTypeSlug] ?? c);
  const { from, to } = params;
  const years =
    from !== undefined && to !== undefined
      ? from === to
        ? `${from}`
        : `${from}–${to}`
      : from !== undefined
        ? `${from} or later`
        : to !== undefined
          ? `${to} or earlier`
          : "";
  return [
    params.design === "rct" ? "RCTs only" : "",
    phases.length ? `Phase ${or(phases)}` : "",
    years,
    or(cancers),
  ].filter(Boolean);
}
