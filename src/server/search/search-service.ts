import type { SearchResponse } from "../../shared/api/search";
import type { Trial } from "../../shared/trial";
import { PUBMED_PAGEABLE_LIMIT } from "../../shared/api/limits";
import type { searchRequestSchema } from "../../shared/api/search";
import type { Db } from "../db";
import { AppError, TooManyRequests } from "../errors";
import { clientRateWindow } from "../lib/shared-rate-window";
import { createSharedFlight } from "../lib/shared-flight";
import { createSingleFlight } from "../lib/single-flight";
import type { EutilsClient } from "../pubmed/eutils-client";
import { PubMedUnavailable } from "../pubmed/errors";
import { parseEfetch } from "../pubmed/parse";
import { filtersKey } from "../pubmed/filter-term";
import { buildSearchTerm, normaliseQuery } from "../pubmed/query-term";
import type { z } from "zod";
import { searchLocalIndex } from "../trials/local-index";
import { readCachedSearch, writeCachedSearch } from "./search-cache";
import { getTrials, upsertTrials } from "../trials/trial-store";

export type SearchInput = z.output<typeof searchRequestSchema>;

export interface SearchServiceOptions {
  db: Db;
  eutils: EutilsClient;
  source: "auto" | "pubmed" | "local";
  cacheTtlMs: number;
  /** How long a reader waits for PubMed (queue, retries and all) before the fallback answers. */
  deadlineMs?: number;
  /** Searches that need PubMed or the local index, per client per minute (cached answers are free); 0: no limit. */
  limitPerMinute?: number;
  now?: () => number;
  log?: (message: string) => void;
}

function searchResponse(
  input: SearchInput,
  source: SearchResponse["source"],
  trials: Trial[],
  count: number,
  notice?: string,
): SearchResponse {
  const beyond =
    count > PUBMED_PAGEABLE_LIMIT
      ? `PubMed found ${count.toLocaleString("en-US")} trials; only the first ${PUBMED_PAGEABLE_LIMIT.toLocaleString("en-US")} can be browsed. Add words to narrow the search.`
      : undefined;
  const text = [notice, beyond].filter(Boolean).join(" ");
  return { trials, count, page: input.page, maxResults: input.maxResults, source, ...(text ? { notice: text } : {}) };
}

export function createSearchService(opts: SearchServiceOptions) {
  const { db, eutils, source, cacheTtlMs } = opts;
  const now = opts.now ?? Date.now;
  const deadlineMs = opts.deadlineMs ?? 30_000;
  const log = opts.log ?? ((m: string) => console.warn(m));
  // 100 identical searches arriving together share one esearch + one efetch.
  const inFlight = createSingleFlight<SearchResponse>();
  const fetchOne = createSingleFlight<Trial | undefined>();
  const perClient = clientRateWindow(db, "search", { limit: opts.limitPerMinute ?? 0, now });
  // ...and the same search arriving at other instances on the same PostgreSQL database waits for that one call too.
  const acrossInstances = createSharedFlight(db, { leaseMs: deadlineMs + 5_000 });

  /** A fresh cached answer to this search (another instance's call for it has finished), or undefined. */
  async function freshAnswer(input: SearchInput, key: string): Promise<SearchResponse | undefined> {
    const cached = await readCachedSearch(db, key);
    if (!cached || now() - cached.fetchedAt.getTime() >= cacheTtlMs) return undefined;
    const trials = await getTrials(db, cached.pmids);
    return trials.length === cached.pmids.length ? searchResponse(input, "pubmed", trials, cached.count) : undefined;
  }

  /** NCBI allows the whole server 3 requests a second, so no one client may spend them all. */
  async function takeTurn(client: string): Promise<void> {
    const turn = await perClient.take(client);
    if (turn.ok) return;
    const seconds = Math.ceil(turn.retryAfterMs / 1000);
    throw new TooManyRequests(
      `You have made ${opts.limitPerMinute} new searches in the last minute. Please try again in ${seconds} seconds.`,
      seconds,
    );
  }

  async function fromLocal(input: SearchInput, notice?: string): Promise<SearchResponse> {
    const offset = (input.page - 1) * input.maxResults;
    const local = await searchLocalIndex(db, input.query, { limit: input.maxResults, offset, filters: input.filters });
    const capped = local.countCapped
      ? ` Showing the best of more than ${local.count.toLocaleString("en-US")} matches.`
      : "";
    const text = notice || capped ? `${notice ?? ""}${capped}`.trim() : undefined;
    return {
      trials: local.trials,
      count: local.count,
      page: input.page,
      maxResults: input.maxResults,
      source: "local",
      ...(text ? { notice: text } : {}),
    };
  }

  async function fromPubMed(input: SearchInput, key: string): Promise<SearchResponse> {
    const retstart = (input.page - 1) * input.maxResults;
    if (retstart >= PUBMED_PAGEABLE_LIMIT) {
      throw new AppError(
        400,
        `PubMed can page through only the first ${PUBMED_PAGEABLE_LIMIT.toLocaleString("en-US")} results. Narrow your search to see more.`,
      );
    }
    const signal = AbortSignal.timeout(deadlineMs);
    let page: Awaited<ReturnType<EutilsClient["esearch"]>>;
    let xml: string;
    try {
      page = await eutils.esearch({
        term: buildSearchTerm(input.query, input.filters),
        retmax: Math.min(input.maxResults, PUBMED_PAGEABLE_LIMIT - retstart),
        retstart,
        sort: input.sort === "date" ? "pub_date" : "relevance",
        signal,
      });
      xml = await eutils.efetch(page.ids, { signal });
    } catch (error) {
      if (!signal.aborted) throw error;
      const seconds = Math.round(deadlineMs / 1000);
      throw new PubMedUnavailable(
        `PubMed did not answer within ${seconds} second${seconds === 1 ? "" : "s"} (it is slow or busy). Please try again in a minute.`,
      );
    }
    const { articles } = parseEfetch(xml);
    await upsertTrials(db, articles);
    await writeCachedSearch(db, key, { count: page.count, pmids: page.ids, fetchedAt: new Date(now()) });
    return searchResponse(input, "pubmed", await getTrials(db, page.ids), page.count);
  }

  /** When PubMed fails: an earlier answer to the same search, else the local index, else the error. */
  async function fallback(input: SearchInput, key: string, error: unknown): Promise<SearchResponse> {
    const cached = await readCachedSearch(db, key);
    if (cached) {
      const trials = await getTrials(db, cached.pmids);
      if (trials.length === cached.pmids.length) {
        const when = new Date(cached.fetchedAt).toISOString().slice(0, 16).replace("T", " ");
        return searchResponse(
          input,
          "cache",
          trials,
          cached.count,
          `PubMed is not answering right now. These are the results saved on ${when} UTC.`,
        );
      }
    }
    if (source === "auto") {
      const local = await fromLocal(
        input,
        "PubMed is not answering right now. These results come from trials saved on this server.",
      );
      if (local.count > 0) return local;
    }
    throw error;
  }

  return {
    /** `client` is who asks, for the per-client limit. */
    async search(input: SearchInput, client: string): Promise<SearchResponse> {
      if (source === "local") {
        await takeTurn(client);
        return fromLocal(input);
      }
      // Unfiltered searches keep the key they always had (it starts with the sort); filtered ones lead with theirs.
      const filtered = filtersKey(input.filters);
      const key = `${filtered ? `filters:${filtered}|` : ""}${input.sort}|${input.page}|${input.maxResults}|${normaliseQuery(input.query)}`;
      const cached = await readCachedSearch(db, key);
      if (cached && now() - cached.fetchedAt.getTime() < cacheTtlMs) {
        const trials = await getTrials(db, cached.pmids);
        if (trials.length === cached.pmids.length) {
          return searchResponse(input, "cache", trials, cached.count);
        }
      }
      await takeTurn(client);
      const fetchOnce = async () => {
        try {
          return await fromPubMed(input, key);
        } catch (error) {
          if (!(error instanceof AppError) || error.status < 500) throw error;
          log(`[search] PubMed failed for "${input.query}": ${error.message}`);
          return fallback(input, key, error);
        }
      };
      return inFlight.run(key, () => acrossInstances.run(`search:${key}`, fetchOnce, () => freshAnswer(input, key)));
    },

    /**
     * Our own record of a trial: from the store (every search and import fills it), else fetched from PubMed.
     * Undefined when PubMed has no such record or cannot be reached in time.
     */
    async trialForPmid(pmid: string): Promise<Trial | undefined> {
      const [stored] = await getTrials(db, [pmid]);
      if (stored || source === "local") return stored;
      return fetchOne.run(pmid, async () => {
        try {
          const { articles } = parseEfetch(await eutils.efetch([pmid], { signal: AbortSignal.timeout(deadlineMs) }));
          await upsertTrials(
            db,
            articles.filter((a) => a.pmid === pmid),
          );
          const [fetched] = await getTrials(db, [pmid]);
          return fetched;
        } catch (error) {
          log(`[search] could not fetch PMID ${pmid}: ${(error as Error).message}`);
          return undefined;
        }
      });
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
