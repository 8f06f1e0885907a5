import type { RegistryEntry, RegistryError, RegistryResponse, RegistryStudy } from "../../shared/api/registry";
import type { Db } from "../db";
import { clientRateWindow } from "../lib/shared-rate-window";
import { createSingleFlight } from "../lib/single-flight";
import type { CtgovClient, StudiesAnswer } from "./ctgov-client";
import { readFreshStudies, writeStudies } from "./registry-cache";

export const NOT_REGISTERED: RegistryError = { error: "not-registered", message: "Not found in ClinicalTrials.gov" };
export const UNREACHABLE: RegistryError = { error: "unreachable", message: "The registry could not be reached" };
const UNREADABLE: RegistryError = { error: "unreachable", message: "The registry's record could not be read" };
export const LIMITED: RegistryError = {
  error: "unreachable",
  message: "Too many new registry look-ups from you in the last minute; try again shortly",
};

export interface RegistryServiceOptions {
  db: Db;
  client: CtgovClient;
  ttlMs: number;
  /** After a failure, how long ids not in the cache are answered "unreachable" without asking (30 s). */
  pauseAfterFailureMs?: number;
  /** A request unanswered this long means the registry hangs: other pages do not queue behind it (1.5 s). */
  stalledAfterMs?: number;
  /** Look-ups that need the registry, per client per minute (cached answers are free); 0: no limit. */
  limitPerMinute?: number;
  now?: () => number;
  log: (message: string) => void;
}

/** ClinicalTrials.gov records for a page of ids: the cache, then one request for the rest; never fails the caller. */
export function createRegistryService(opts: RegistryServiceOptions) {
  const { db, client, ttlMs, pauseAfterFailureMs = 30_000, stalledAfterMs = 1500, now = Date.now, log } = opts;
  const flights = createSingleFlight<StudiesAnswer>();
  // A registry that just failed is not asked again for a while: pages should not each wait out its timeout.
  let downUntil = 0;
  const perClient = clientRateWindow(db, "registry", { limit: opts.limitPerMinute ?? 0, now });

  const flightKey = (ids: string[]) => [...ids].sort().join(",");
  const fetchMissing = (ids: string[]) =>
    flights.run(flightKey(ids), () => (ids.length === 1 ? client.fetchStudy(ids[0]!) : client.fetchStudies(ids)));
  // Readers of a page already asked for share its request; others are not sent after a registry that hangs.
  const unavailable = (ids: string[]) =>
    now() < downUntil || (!flights.inFlight(flightKey(ids)) && client.oldestUnansweredMs() > stalledAfterMs);

  return {
    /** `client` is who asks: one client cannot spend the registry's polite pace (or trip its pause) for everyone. */
    async lookup(nctIds: string[], client = "unknown"): Promise<RegistryResponse> {
      const ids = [...new Set(nctIds)];
      const known = await readFreshStudies(db, ids, new Date(now() - ttlMs));
      const missing = ids.filter((id) => !known.has(id));
      const fetched = new Map<string, RegistryEntry>();
      if (missing.length > 0 && !(await perClient.take(client)).ok) {
        for (const id of missing) fetched.set(id, LIMITED);
      } else if (missing.length > 0 && unavailable(missing)) {
        for (const id of missing) fetched.set(id, UNREACHABLE);
      } else if (missing.length > 0) {
        try {
          const answer = await fetchMissing(missing);
          const found = new Map<string, RegistryStudy | null>(answer.studies.map((s) => [s.nctId, s]));
          for (const id of missing) {
            if (answer.unreadable.includes(id)) fetched.set(id, UNREADABLE);
            else if (!found.has(id)) found.set(id, null);
          }
          await writeStudies(db, new Map([...found].filter(([id]) => missing.includes(id))), new Date(now()));
          for (const [id, study] of found) fetched.set(id, study ?? NOT_REGISTERED);
        } catch (error) {
          // The registry is optional: the page shows everything else and says the registry was not reached.
          downUntil = now() + pauseAfterFailureMs;
          log(
            `ClinicalTrials.gov: ${(error as Error).message.replace(/\.$/, "")}; not asked again for ${pauseAfterFailureMs / 1000} s`,
          );
          for (const id of missing) fetched.set(id, UNREACHABLE);
        }
      }
      const studies: Record<string, RegistryEntry> = {};
      for (const id of ids) studies[id] = fetched.get(id) ?? known.get(id) ?? NOT_REGISTERED;
      return { studies };
    },
  };
}

export type RegistryService = ReturnType<typeof createRegistryService>;
