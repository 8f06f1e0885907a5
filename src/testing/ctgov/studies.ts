import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export type V2Study = Record<string, unknown> & {
  protocolSection: { identificationModule: { nctId: string; [key: string]: unknown }; [key: string]: unknown };
};

const isV2Study = (value: unknown): value is V2Study =>
  typeof (value as V2Study | null)?.protocolSection?.identificationModule?.nctId === "string";

/** Real v2 answers (single studies and search pages); anything else, such as the retired v1 format, is logged and skipped. */
export function loadCtgovFixtures(dir: string, log: (message: string) => void = console.warn): V2Study[] {
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".json"))
    .sort();
  const studies: V2Study[] = [];
  for (const file of files) {
    let body: unknown;
    try {
      body = JSON.parse(readFileSync(join(dir, file), "utf8"));
    } catch (error) {
      log(`ctgov stand-in: skipped ${file}: not JSON (${(error as Error).message})`);
      continue;
    }
    const found = isV2Study(body)
      ? [body]
      : Array.isArray((body as { studies?: unknown })?.studies)
        ? (body as { studies: unknown[] }).studies
        : [];
    const readable = found.filter(isV2Study);
    if (readable.length === 0) log(`ctgov stand-in: skipped ${file}: not an API v2 study or search answer`);
    studies.push(...readable);
  }
  return studies;
}

const STATUSES = [
  "RECRUITING",
  "ACTIVE_NOT_RECRUITING",
  "COMPLETED",
  "TERMINATED",
  "NOT_YET_RECRUITING",
  "WITHDRAWN",
] as const;

/** An invented v2 study (not a real registration) for an id, its status chosen by the id so runs repeat. */
export function inventedStudy(
  nctId: string,
  status: string = STATUSES[Number(nctId.slice(-2)) % STATUSES.length]!,
): V2Study {
  const recruiting = status === "RECRUITING";
  return {
    protocolSection: {
      identificationModule: { nctId, briefTitle: `Invented study ${nctId}` },
      statusModule: {
        overallStatus: status,
        ...(status === "TERMINATED" ? { whyStopped: "Slow accrual" } : {}),
        startDateStruct: { date: "2019-03" },
        primaryCompletionDateStruct: { date: "2024-06-30", type: recruiting ? "ESTIMATED" : "ACTUAL" },
        lastUpdatePostDateStruct: { date: "2025-01-15", type: "ACTUAL" },
      },
      designModule: {
        phases: ["PHASE3"],
        enrollmentInfo: { count: status === "WITHDRAWN" ? 0 : 420, type: recruiting ? "ESTIMATED" : "ACTUAL" },
      },
      conditionsModule: { conditions: ["Invented Neoplasm"] },
      outcomesModule: { primaryOutcomes: [{ measure: "Overall survival", timeFrame: "Up to 5 years" }] },
      contactsLocationsModule: {
        locations: [
          { facility: "Invented Cancer Centre", country: "Canada", status: recruiting ? "RECRUITING" : undefined },
          {
            facility: "Invented University Hospital",
            country: "France",
            status: recruiting ? "RECRUITING" : undefined,
          },
          { facility: "Invented Clinic", country: "France", status: recruiting ? "NOT_YET_RECRUITING" : undefined },
        ],
      },
    },
    hasResults: status === "COMPLETED",
  };
}
