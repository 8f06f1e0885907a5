import type { CancerTypeSlug, SearchFilters } from "../../shared/api/search";

/** MeSH headings per cancer type ([mh] explodes to the subtypes); after cancer-type-rules.ts's descriptors. */
export const CANCER_MESH: Record<CancerTypeSlug, string[]> = {
  breast: ["breast neoplasms"],
  lung: ["lung neoplasms"],
  colorectal: ["colorectal neoplasms"],
  prostate: ["prostatic neoplasms"],
  pancreatic: ["pancreatic neoplasms"],
  ovarian: ["ovarian neoplasms"],
  gastric: ["stomach neoplasms"],
  liver: ["liver neoplasms"],
  esophageal: ["esophageal neoplasms"],
  bladder: ["urinary bladder neoplasms"],
  kidney: ["kidney neoplasms"],
  // Gliomas sit under Neuroepithelial Neoplasms, not Brain Neoplasms.
  brain: ["brain neoplasms", "glioma"],
  "head-neck": ["head and neck neoplasms"],
  cervical: ["uterine cervical neoplasms"],
  endometrial: ["endometrial neoplasms"],
  thyroid: ["thyroid neoplasms"],
  melanoma: ["melanoma"],
  leukemia: ["leukemia"],
  lymphoma: ["lymphoma"],
  myeloma: ["multiple myeloma"],
  sarcoma: ["sarcoma", "gastrointestinal stromal tumors"],
};

const ROMAN = { "1": "i", "2": "ii", "3": "iii", "4": "iv" } as const;
// PubMed's [dp] range needs both ends; these lie outside any publication date.
const FIRST_YEAR = 1000;
const LAST_YEAR = 3000;

/** Each set filter as one parenthesised PubMed clause, in a fixed order (the values come from zod enums and ints). */
export function filterClauses(filters: SearchFilters | undefined): string[] {
  if (!filters) return [];
  const clauses: string[] = [];
  if (filters.design === "rct") clauses.push("randomized controlled trial[pt]");
  const phases = [...new Set(filters.phases ?? [])].sort();
  if (phases.length) clauses.push(phases.map((p) => `"clinical trial, phase ${ROMAN[p]}"[pt]`).join(" OR "));
  if (filters.yearFrom !== undefined || filters.yearTo !== undefined) {
    clauses.push(`"${filters.yearFrom ?? FIRST_YEAR}"[dp] : "${filters.yearTo ?? LAST_YEAR}"[dp]`);
  }
  const cancers = [...new Set(filters.cancerTypes ?? [])].sort();
  if (cancers.length) clauses.push(cancers.flatMap((c) => CANCER_MESH[c].map((h) => `"${h}"[mh]`)).join(" OR "));
  return clauses.map((c) => `(${c})`);
}

/**
 * The part of a cache key the filters add: the same filters in any order are one search. Recruiting is left out:
 * it is applied to the page after the search, from the registry.
 */
export function filtersKey(filters: SearchFilters | undefined): string {
  if (!filters) return "";
  const parts = [
    filters.design === "rct" ? "rct" : "",
    [...new Set(filters.phases ?? [])].sort().join(","),
    `${filters.yearFrom ?? ""}-${filters.yearTo ?? ""}`,
    [...new Set(filters.cancerTypes ?? [])].sort().join(","),
  ];
  const key = parts.join(";");
  return key === ";;-;" ? "" : key;
}
