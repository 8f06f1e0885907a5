import { inArray } from "drizzle-orm";
import type { Db } from "../db";
import { clientRateWindow } from "../lib/shared-rate-window";
import type { EutilsClient } from "../pubmed/eutils-client";
import { parseEfetch } from "../pubmed/parse";
import { upsertTrials } from "../trials/trial-store";

const DAY_MS = 86_400_000;
/** Ids per efetch: PubMed takes hundreds in one POST; a full favorites list is a handful of requests. */
const BATCH = 200;
/** Ids per look-up of when we last read them, well under SQLite's limit on bound parameters. */
const LOOKUP_BATCH = 500;

export interface NoticeRefreshOptions {
  db: Db;
  eutils: EutilsClient;
  /** How old a stored record may be before PubMed is asked again (a day). */
  maxAgeMs?: number;
  timeoutMs?: number;
  now?: () => number;
  log?: (message: string) => void;
}

/**
 * Keeps saved papers' notices current: a paper can be retracted after it was saved. The list answers from the store
 * at once; records older than a day (or missing) are re-read from PubMed in the background, each at most once a day.
 */
export function createNoticeRefresh(opts: NoticeRefreshOptions) {
  const { db, eutils } = opts;
  const maxAgeMs = opts.maxAgeMs ?? DAY_MS;
  const now = opts.now ?? Date.now;
  const log = opts.log ?? ((m: string) => console.warn(m));
  // Each pmid asked for once a day by all instances together, so a record PubMed does not return (or a failing
  // PubMed) is not asked again all day, by this instance or another.
  const asked = clientRateWindow(db, "saved-notice-refresh", { limit: 1, windowMs: maxAgeMs, now });
  const queue = new Set<string>();
  let draining: Promise<void> | undefined;

  async function readAt(pmids: string[]): Promise<Map<string, number>> {
    const { trials } = db.tables;
    const at = new Map<string, number>();
    for (let i = 0; i < pmids.length; i += LOOKUP_BATCH) {
      const rows = await db
        .select({ pmid: trials.pmid, updatedAt: trials.updatedAt })
        .from(trials)
        .where(inArray(trials.pmid, pmids.slice(i, i + LOOKUP_BATCH)));
      for (const row of rows) at.set(row.pmid, row.updatedAt.getTime());
    }
    return at;
  }

  async function fetchBatch(batch: string[]): Promise<void> {
    try {
      const xml = await eutils.efetch(batch, { signal: AbortSignal.timeout(opts.timeoutMs ?? 60_000) });
      const wanted = new Set(batch);
      await upsertTrials(
        db,
        parseEfetch(xml).articles.filter((a) => wanted.has(a.pmid)),
      );
    } catch (error) {
      log(`[saved-trials] could not re-check notices for ${batch.length} saved trial(s): ${(error as Error).message}`);
    }
  }

  /** The batch's pmids no instance asked PubMed for within a day, booked as asked now (off the request's path). */
  async function unasked(batch: string[]): Promise<string[]> {
    const mine: string[] = [];
    try {
      for (const pmid of batch) if ((await asked.take(pmid)).ok) mine.push(pmid);
    } catch (error) {
      log(`[saved-trials] could not book notice re-checks: ${(error as Error).message}`);
    }
    return mine;
  }

  async function drain(): Promise<void> {
    while (queue.size > 0) {
      const batch = [...queue].slice(0, BATCH);
      for (const pmid of batch) queue.delete(pmid);
      const mine = await unasked(batch);
      if (mine.length > 0) await fetchBatch(mine);
    }
  }

  return {
    /** Queues the stale records among `pmids` for a background refresh; resolves once they are queued. */
    async refreshStale(pmids: string[]): Promise<void> {
      const at = now();
      const readTimes = await readAt([...new Set(pmids)]);
      for (const pmid of new Set(pmids)) {
        const fresh = at - (readTimes.get(pmid) ?? -Infinity) < maxAgeMs;
        if (!fresh) queue.add(pmid);
      }
      if (queue.size > 0 && !draining) draining = drain().finally(() => (draining = undefined));
    },
    /** Resolves when no refresh is running (tests and shutdown). */
    async idle(): Promise<void> {
      while (draining) await draining;
    },
  };
}

export type NoticeRefresh = ReturnType<typeof createNoticeRefresh>;
