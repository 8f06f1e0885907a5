import { z } from "../zod";
import { MAX_REGISTRY_IDS } from "./limits";

export const REGISTRY_STATUSES = [
  "RECRUITING",
  "NOT_YET_RECRUITING",
  "ACTIVE_NOT_RECRUITING",
  "COMPLETED",
  "TERMINATED",
  "WITHDRAWN",
  "SUSPENDED",
  "ENROLLING_BY_INVITATION",
  "UNKNOWN",
] as const;
export type RegistryStatus = (typeof REGISTRY_STATUSES)[number];

/** Words ClinicalTrials.gov itself shows for each status. */
export const STATUS_LABELS: Record<RegistryStatus, string> = {
  RECRUITING: "Recruiting",
  NOT_YET_RECRUITING: "Not yet recruiting",
  ACTIVE_NOT_RECRUITING: "Active, not recruiting",
  COMPLETED: "Completed",
  TERMINATED: "Terminated",
  WITHDRAWN: "Withdrawn",
  SUSPENDED: "Suspended",
  ENROLLING_BY_INVITATION: "Enrolling by invitation",
  UNKNOWN: "Unknown status",
};

export const NCT_ID = /^NCT\d{8}$/;

/** What the app shows of a ClinicalTrials.gov record (read live, cached for a day). */
export const registryStudySchema = z.object({
  nctId: z.string(),
  status: z.enum(REGISTRY_STATUSES),
  /** Only for UNKNOWN: the status last reported before the record went stale. */
  lastKnownStatus: z.enum(REGISTRY_STATUSES).optional(),
  whyStopped: z.string().optional(),
  phases: z.array(z.string()),
  enrollment: z.object({ count: z.number(), type: z.enum(["ACTUAL", "ESTIMATED"]).optional() }).optional(),
  /** As registered: "2019-03" or "2019-03-15". */
  startDate: z.string().optional(),
  primaryCompletionDate: z.string().optional(),
  primaryCompletionEstimated: z.boolean().optional(),
  conditions: z.array(z.string()),
  primaryOutcomes: z.array(z.object({ measure: z.string(), timeFrame: z.string().optional() })),
  hasResults: z.boolean(),
  countries: z.array(z.string()),
  sites: z.number(),
  recruitingSites: z.number(),
  lastUpdate: z.string().optional(),
  url: z.string(),
});
export type RegistryStudy = z.infer<typeof registryStudySchema>;

export const registryErrorSchema = z.object({
  error: z.enum(["not-registered", "unreachable"]),
  message: z.string(),
});
export type RegistryError = z.infer<typeof registryErrorSchema>;
export type RegistryEntry = RegistryStudy | RegistryError;

export const registryRequestSchema = z.object({
  ids: z
    .array(
      z.string().trim().toUpperCase().regex(NCT_ID, { message: "must be ClinicalTrials.gov ids such as NCT01234567" }),
    )
    .min(1)
    .max(MAX_REGISTRY_IDS, { message: `at most ${MAX_REGISTRY_IDS} ids at once` }),
});
export type RegistryRequest = z.infer<typeof registryRequestSchema>;

export const registryResponseSchema = z.object({
  studies: z.record(z.string(), z.union([registryStudySchema, registryErrorSchema])),
});
export type RegistryResponse = z.infer<typeof registryResponseSchema>;

export const isRegistryError = (entry: RegistryEntry | undefined): entry is RegistryError =>
  entry !== undefined && "error" in entry;

export const ctgovStudyUrl = (nctId: string) => `https://clinicaltrials.gov/study/${nctId}`;
