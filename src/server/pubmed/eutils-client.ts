import { PubMedBadResponse, PubMedPageOutOfRange } from "./errors";
import { parseEsearch } from "./esearch";
import { assertEfetchDocument } from "./parse/check-document";
import { createRateLimiter, type RateLimiter } from "./rate-limiter";
import {
  backoffDelay,
  describeFailure,
  type Failure,
  giveUpError,
  isRetryable,
  parseRetryAfter,
  plural,
} from "./retry";
import { sleep } from "../lib/sleep";
import { PUBMED_PAGEABLE_LIMIT } from "../../shared/api/limits";

export interface EutilsClientOptions {
  /** E-utilities base, e.g. https://eutils.ncbi.nlm.nih.gov/entrez/eutils (no trailing slash needed). */
  baseUrl: string;
  apiKey?: string;
  /** NCBI asks every app to name itself (no spaces) and give a contact address. */
  tool: string;
  email?: string;
  /** Per try, including reading the body. */
  timeoutMs?: number;
  maxTries?: number;
  /** Share one per process: NCBI's limit is per key (or per IP), not per client. */
  limiter?: RateLimiter;
  fetch?: typeof fetch;
  /** First retry waits between this and twice this; each later one doubles. */
  backoffMs?: number;
  log?: (message: string) => void;
}

export interface EsearchRequest {
  term: string;
  retmax: number;
  retstart: number;
  sort: "relevance" | "pub_date";
  signal?: AbortSignal;
}

export interface EsearchPage {
  count: number;
  ids: string[];
  queryTranslation?: string;
  phraseNotFound: string[];
}

export interface EutilsClient {
  esearch(request: EsearchRequest): Promise<EsearchPage>;
  /** The raw efetch XML for these PMIDs, checked to be a complete PubmedArticleSet. */
  efetch(ids: string[], options?: { signal?: AbortSignal }): Promise<string>;
  /** Upstream requests sent (every try counts) and how many of them were retries. */
  stats(): { requests: number; retries: number };
}

// NCBI asks for POST past about 200 ids; long terms would also overflow a GET URL.
const POST_IDS_OVER = 200;
const POST_URL_OVER = 2000;
// A Retry-After longer than this ends the call rather than holding a person's request hostage.
const MAX_RETRY_AFTER_MS = 30_000;

export const EMPTY_ARTICLE_SET =
  '<?xml version="1.0" ?>\n' +
  '<!DOCTYPE PubmedArticleSet PUBLIC "-//NLM//DTD PubMedArticle, 1st January 2025//EN" ' +
  '"https://dtd.nlm.nih.gov/ncbi/pubmed/out/pubmed_250101.dtd">\n<PubmedArticleSet></PubmedArticleSet>\n';

export function createEutilsClient(opts: EutilsClientOptions): EutilsClient {
  const baseUrl = opts.baseUrl.replace(/\/+$/, "");
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const maxTries = Math.max(1, opts.maxTries ?? 3);
  const backoffMs = opts.backoffMs ?? 400;
  const limiter = opts.limiter ?? createRateLimiter({ perSecond: opts.apiKey ? 10 : 3 });
  const fetchImpl = opts.fetch ?? fetch;
  const log = opts.log ?? (() => {});
  const counts = { requests: 0, retries: 0 };

  const identify = (params: URLSearchParams) => {
    params.set("tool", opts.tool);
    if (opts.email) params.set("email", opts.email);
    if (opts.apiKey) params.set("api_key", opts.apiKey);
    return params;
  };

  /** One try: its value, or why it failed. Caller cancellation is rethrown, never retried. */
  async function attempt<T>(
    url: string,
    params: URLSearchParams,
    post: boolean,
    read: (body: string) => T,
    signal?: AbortSignal,
  ): Promise<{ value: T } | { failure: Failure }> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const onCallerAbort = () => controller.abort();
    signal?.addEventListener("abort", onCallerAbort, { once: true });
    try {
      const response = await fetchImpl(post ? url : `${url}?${params}`, {
        method: post ? "POST" : "GET",
        body: post ? params : undefined,
        headers: { "user-agent": opts.tool },
        signal: controller.signal,
      });
      const body = await response.text();
      if (!response.ok) {
        const retryAfterMs = parseRetryAfter(response.headers.get("retry-after"));
        return { failure: { kind: "status", status: response.status, retryAfterMs } };
      }
      try {
        return { value: read(body) };
      } catch (error) {
        if (error instanceof PubMedBadResponse) return { failure: { kind: "bad-body", error } };
        throw error;
      }
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (controller.signal.aborted) return { failure: { kind: "timeout", afterMs: timeoutMs } };
      return { failure: { kind: "network", code: (error as { code?: string }).code } };
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onCallerAbort);
    }
  }

  async function call<T>(
    endpoint: string,
    params: URLSearchParams,
    post: boolean,
    read: (body: string) => T,
    signal?: AbortSignal,
  ): Promise<T> {
    const url = `${baseUrl}/${endpoint}.fcgi`;
    identify(params);
    let failure: Failure | undefined;
    let tries = 0;
    while (tries < maxTries) {
      // A search with its ids in hand finishes before new searches start.
      await limiter.acquire(signal, endpoint === "efetch" ? "first" : "normal");
      tries += 1;
      counts.requests += 1;
      if (tries > 1) counts.retries += 1;
      const outcome = await attempt(url, params, post, read, signal);
      if ("value" in outcome) return outcome.value;
      failure = outcome.failure;

      const retryAfterMs = failure.kind === "status" ? failure.retryAfterMs : undefined;
      // NCBI asked for less traffic: hold back every caller sharing the limiter, not just this one.
      if (retryAfterMs !== undefined) limiter.pause(Math.min(retryAfterMs, MAX_RETRY_AFTER_MS));
      if (!isRetryable(failure) || tries === maxTries || (retryAfterMs ?? 0) > MAX_RETRY_AFTER_MS) break;

      const delay = retryAfterMs ?? backoffDelay(tries, backoffMs);
      log(`PubMed ${endpoint}: ${describeFailure(failure)} (try ${tries} of ${maxTries}); retrying in ${delay} ms`);
      if (failure.kind === "status" && failure.status === 429) limiter.pause(delay);
      else if (retryAfterMs === undefined) await sleep(delay, signal);
    }
    const last = failure!;
    log(`PubMed ${endpoint} failed after ${plural(tries, "try", "tries")}: ${describeFailure(last)}`);
    throw giveUpError(last, tries);
  }

  return {
    async esearch({ term, retmax, retstart, sort, signal }) {
      if (!term.trim()) throw new RangeError("esearch needs a non-empty term");
      if (!Number.isInteger(retstart) || retstart < 0 || !Number.isInteger(retmax) || retmax < 0) {
        throw new RangeError("esearch retstart and retmax must be whole numbers ≥ 0");
      }
      if (retstart >= PUBMED_PAGEABLE_LIMIT) throw new PubMedPageOutOfRange();
      const params = new URLSearchParams({
        db: "pubmed",
        retmode: "json",
        term,
        retmax: String(Math.min(retmax, PUBMED_PAGEABLE_LIMIT - retstart)),
        retstart: String(retstart),
        sort,
      });
      const post = baseUrl.length + params.toString().length > POST_URL_OVER;
      const result = await call("esearch", params, post, parseEsearch, signal);
      return {
        count: result.count,
        ids: result.ids,
        ...(result.queryTranslation ? { queryTranslation: result.queryTranslation } : {}),
        phraseNotFound: result.phraseNotFound,
      };
    },

    async efetch(ids, options = {}) {
      if (ids.length === 0) return EMPTY_ARTICLE_SET;
      const bad = ids.find((id) => !/^\d+$/.test(id));
      if (bad !== undefined) throw new RangeError(`efetch ids must be PMIDs; got ${JSON.stringify(bad)}`);
      const params = new URLSearchParams({ db: "pubmed", retmode: "xml", id: ids.join(",") });
      return call("efetch", params, ids.length > POST_IDS_OVER, checkArticleSet, options.signal);
    },

    stats: () => ({ ...counts }),
  };
}

/** Returns the document if it is a whole PubmedArticleSet; NCBI sometimes sends error pages or cuts transfers short. */
function checkArticleSet(xml: string): string {
  assertEfetchDocument(xml);
  return xml;
}
