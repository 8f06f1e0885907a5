import { type AuthOptions, createAuth } from "./auth";
import { sqliteCoordination } from "./coordination";
import { createPgAuthCoordination } from "./coordination/pg-auth-store";
import type { Db } from "./db";
import type { Env } from "./env";
import { createClientOf } from "./http/client-ip";
import { createEutilsClient } from "./pubmed/eutils-client";
import { upstreamLimiter } from "./pubmed/shared-rate-limiter";
import { createRegistry } from "./registry";
import { createNoticeRefresh } from "./saved-trials/notice-refresh";
import { createSavedTrials } from "./saved-trials/service";
import { createSearchService } from "./search/search-service";
import { getTrials } from "./trials/trial-store";
import { createModelSummarizer } from "./summaries/model";
import { createSummaryService } from "./summaries/summary-service";

/** Knobs tests turn to keep retries and back-offs short; production uses the defaults. */
export interface ServiceTuning {
  eutilsBackoffMs?: number;
  eutilsTimeoutMs?: number;
  eutilsPerSecond?: number;
  modelRetryDelayMs?: number;
  searchDeadlineMs?: number;
  registryTimeoutMs?: number;
  log?: (message: string) => void;
  /** Clock and password cost for sessions and sign-in; tests make them cheap and controllable. */
  auth?: AuthOptions;
}

/** Everything the routes call, built once per process from the configuration. */
export function createServices(env: Env, db: Db, tuning: ServiceTuning = {}) {
  const log = tuning.log ?? ((message: string) => console.warn(message));
  // Behind the clinic's reverse proxy, the client is the address a trusted proxy reports.
  const clientOf = createClientOf(env.TRUSTED_PROXIES);
  // Sign-in and sign-up limits count every instance's attempts, on PostgreSQL (one round trip an attempt) or a SQLite file.
  const coordination = db.engine === "postgres" ? createPgAuthCoordination(db) : sqliteCoordination(db);
  const auth = createAuth({ env, db, clientOf, coordination }, tuning.auth);
  const eutils = createEutilsClient({
    baseUrl: env.PUBMED_EUTILS_URL,
    apiKey: env.NCBI_API_KEY,
    tool: env.NCBI_TOOL,
    email: env.NCBI_EMAIL,
    backoffMs: tuning.eutilsBackoffMs,
    timeoutMs: tuning.eutilsTimeoutMs,
    // NCBI's 3 (10 with a key) requests a second are for the whole deployment: every instance draws on one budget
    // (a test's faster budget too, so instances in tests share it as in production).
    limiter: upstreamLimiter(db, { name: "ncbi", perSecond: tuning.eutilsPerSecond ?? (env.NCBI_API_KEY ? 10 : 3) }),
    log,
  });
  const search = createSearchService({
    db,
    eutils,
    source: env.SEARCH_SOURCE,
    cacheTtlMs: env.SEARCH_CACHE_TTL_HOURS * 3_600_000,
    deadlineMs: tuning.searchDeadlineMs,
    limitPerMinute: env.SEARCH_LIMIT_PER_MINUTE,
    log,
  });
  const model = createModelSummarizer({
    api: env.MODEL_API,
    host: env.MODEL_API === "openai" ? env.OPENAI_BASE_URL : env.OLLAMA_HOST,
    apiKey: env.OPENAI_API_KEY,
    model: env.OLLAMA_MODEL,
    timeoutMs: env.OLLAMA_TIMEOUT_MS,
    concurrency: env.OLLAMA_CONCURRENCY,
    retryDelayMs: tuning.modelRetryDelayMs,
  });
  const summaries = createSummaryService({
    db,
    model,
    modelName: env.OLLAMA_MODEL,
    modelApi: env.MODEL_API,
    mode: env.SUMMARIZER,
    limitPerMinute: env.SUMMARIZE_LIMIT_PER_MINUTE,
    trials: { stored: async (pmid) => (await getTrials(db, [pmid]))[0], fetch: (pmid) => search.trialForPmid(pmid) },
    log,
  });
  const registry = createRegistry(env, db, { log, timeoutMs: tuning.registryTimeoutMs });
  // Saved papers' retractions are re-read from PubMed in the background, through the same client and rate limit.
  const savedNotices = env.SEARCH_SOURCE === "local" ? undefined : createNoticeRefresh({ db, eutils, log });
  const savedTrials = createSavedTrials(db, savedNotices);
  return { clientOf, auth, eutils, search, model, summaries, registry, savedNotices, savedTrials };
}

export type Services = ReturnType<typeof createServices>;
