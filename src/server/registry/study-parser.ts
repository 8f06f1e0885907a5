import { z } from "zod";
import { ctgovStudyUrl, NCT_ID, REGISTRY_STATUSES, type RegistryStudy } from "../../shared/api/registry";

// Only what we read; every other key of the v2 answer is ignored, and absent modules are allowed.
const dateStruct = z.object({ date: z.string().optional(), type: z.string().optional() }).optional();
const rawStudySchema = z.object({
  protocolSection: z.object({
    identificationModule: z.object({ nctId: z.string().regex(NCT_ID) }),
    statusModule: z.object({
      overallStatus: z.enum(REGISTRY_STATUSES),
      // A value added after we wrote this is not worth losing the record over.
      lastKnownStatus: z.enum(REGISTRY_STATUSES).optional().catch(undefined),
      whyStopped: z.string().optional(),
      startDateStruct: dateStruct,
      primaryCompletionDateStruct: dateStruct,
      lastUpdatePostDateStruct: dateStruct,
    }),
    designModule: z
      .object({
        phases: z.array(z.string()).optional(),
        enrollmentInfo: z.object({ count: z.number().int().min(0).optional(), type: z.string().optional() }).optional(),
      })
      .optional(),
    conditionsModule: z.object({ conditions: z.array(z.string()).optional() }).optional(),
    outcomesModule: z
      .object({
        primaryOutcomes: z.array(z.object({ measure: z.string(), timeFrame: z.string().optional() })).optional(),
      })
      .optional(),
    contactsLocationsModule: z
      .object({
        locations: z.array(z.object({ country: z.string().optional(), status: z.string().optional() })).optional(),
      })
      .optional(),
  }),
  hasResults: z.boolean().optional(),
});

/** A v2 search page: the studies are read one by one, so one bad record does not cost the page. */
export const searchPageSchema = z.object({
  studies: z.array(z.unknown()),
  nextPageToken: z.string().optional(),
});

export type ParsedStudy = { ok: true; study: RegistryStudy } | { ok: false; nctId?: string; reason: string };

/** Reads one v2 study object into what the app shows; says why when it cannot. */
export function parseStudy(raw: unknown): ParsedStudy {
  const result = rawStudySchema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    return {
      ok: false,
      nctId: nctIdOf(raw),
      reason: `${issue?.path.join(".") || "study"}: ${issue?.message ?? "unreadable"}`,
    };
  }
  const p = result.data.protocolSection;
  const { statusModule: status, designModule: design } = p;
  const locations = p.contactsLocationsModule?.locations ?? [];
  const enrollment = design?.enrollmentInfo;
  const enrollmentType =
    enrollment?.type === "ACTUAL" || enrollment?.type === "ESTIMATED" ? enrollment.type : undefined;
  const nctId = p.identificationModule.nctId;
  return {
    ok: true,
    study: {
      nctId,
      status: status.overallStatus,
      ...(status.overallStatus === "UNKNOWN" && status.lastKnownStatus
        ? { lastKnownStatus: status.lastKnownStatus }
        : {}),
      ...(status.whyStopped ? { whyStopped: status.whyStopped } : {}),
      phases: design?.phases ?? [],
      ...(enrollment?.count !== undefined
        ? { enrollment: { count: enrollment.count, ...(enrollmentType ? { type: enrollmentType } : {}) } }
        : {}),
      ...(status.startDateStruct?.date ? { startDate: status.startDateStruct.date } : {}),
      ...(status.primaryCompletionDateStruct?.date
        ? {
            primaryCompletionDate: status.primaryCompletionDateStruct.date,
            primaryCompletionEstimated: status.primaryCompletionDateStruct.type === "ESTIMATED",
          }
        : {}),
      conditions: p.conditionsModule?.conditions ?? [],
      primaryOutcomes: (p.outcomesModule?.primaryOutcomes ?? []).map((o) => ({
        measure: o.measure,
        ...(o.timeFrame ? { timeFrame: o.timeFrame } : {}),
      })),
      hasResults: result.data.hasResults ?? false,
      countries: [...new Set(locations.flatMap((l) => (l.country ? [l.country] : [])))],
      sites: locations.length,
      recruitingSites: locations.filter((l) => l.status === "RECRUITING").length,
      ...(status.lastUpdatePostDateStruct?.date ? { lastUpdate: status.lastUpdatePostDateStruct.date } : {}),
      url: ctgovStudyUrl(nctId),
    },
  };
}

function nctIdOf(raw: unknown): string | undefined {
  const id = (raw as { protocolSection?: { identificationModule?: { nctId?: unknown } } } | null)?.protocolSection
    ?.identificationModule?.nctId;
  return typeof id === "string" && NCT_ID.test(id) ? id : undefined;
}
