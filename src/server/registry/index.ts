import type { Db } from "../db";
import type { Env } from "../env";
import { upstreamLimiter } from "../pubmed/shared-rate-limiter";
import { createCtgovClient } from "./ctgov-client";
import { createRegistryService } from "./registry-service";

const DAY_MS = 24 * 3_600_000;

/** The ClinicalTrials.gov service as configured: a polite pace, a few seconds' patience, a day's cache. */
export function createRegistry(env: Env, db: Db, opts: { log: (message: string) => void; timeoutMs?: number }) {
  const client = createCtgovClient({
    baseUrl: env.CTGOV_API_URL,
    limiter: upstreamLimiter(db, { name: "ctgov", perSecond: env.CTGOV_REQUESTS_PER_SECOND }),
    timeoutMs: opts.timeoutMs ?? 4000,
    log: opts.log,
  });
  // A results page makes one look-up, so a reader gets twice the searches' allowance.
  return createRegistryService({
    db,
    client,
    ttlMs: DAY_MS,
    limitPerMinute: env.SEARCH_LIMIT_PER_MINUTE * 2,
    log: opts.log,
  });
}
