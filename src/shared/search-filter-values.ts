// No zod here (types only): the search route's URL parsing is part of the first bundle.
import type { SearchFilters } from "./api/search";

/** Cancer types a search can be limited to: URL slug and the app's own name for it (the trials' cancer_type). */
export const CANCER_TYPE_FILTERS = [
  ["breast", "Breast Cancer"],
  ["lung", "Lung Cancer"],
  ["colorectal", "Colorectal Cancer"],
  ["prostate", "Prostate Cancer"],
  ["pancreatic", "Pancreatic Cancer"],
  ["ovarian", "Ovarian Cancer"],
  ["gastric", "Gastric Cancer"],
  ["liver", "Liver Cancer"],
  ["esophageal", "Esophageal Cancer"],
  ["bladder", "Bladder Cancer"],
  ["kidney", "Kidney Cancer"],
  ["brain", "Brain Cancer"],
  ["head-neck", "Head and Neck Cancer"],
  ["cervical", "Cervical Cancer"],
  ["endometrial", "Endometrial Cancer"],
  ["thyroid", "Thyroid Cancer"],
  ["melanoma", "Melanoma"],
  ["leukemia", "Leukemia"],
  ["lymphoma", "Lymphoma"],
  ["myeloma", "Multiple Myeloma"],
  ["sarcoma", "Sarcoma"],
] as const;
export type CancerTypeSlug = (typeof CANCER_TYPE_FILTERS)[number][0];
export const CANCER_TYPE_SLUGS = CANCER_TYPE_FILTERS.map(([slug]) => slug) as [CancerTypeSlug, ...CancerTypeSlug[]];
export const PHASES = ["1", "2", "3", "4"] as const;
/** PubMed's records start in the 1940s (a few older); a year past next one cannot hold a publication. */
export const YEAR_MIN = 1900;
export const yearMax = () => new Date().getUTCFullYear() + 1;

/** True when a filter narrows the search ("any" design and empty lists do not). */
export function hasFilters(f: SearchFilters | undefined): boolean {
  if (!f) return false;
  return (
    f.design === "rct" ||
    !!f.phases?.length ||
    f.yearFrom !== undefined ||
    f.yearTo !== undefined ||
    !!f.cancerTypes?.length ||
    !!f.recruiting
  );
}
