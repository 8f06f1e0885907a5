/**
 * A local E-utilities (esearch + efetch for db=pubmed) that speaks NCBI's protocol, for tests,
 * end-to-end runs and the dev server on a machine without internet. Run it: `bun src/testing/eutils-stand-in.ts`.
 */
import {
  type Endpoint,
  type Fault,
  type FaultKind,
  type FaultOptions,
  faultResponse,
  takeFault,
} from "./eutils/faults";
import { loadRecordsFromEfetchFiles, matchRecords, searchTokens, toStandInRecord } from "./eutils/records";
import { articleSet, efetchError, esearchError, esearchJson, esearchXml } from "./eutils/responses";
import { PUBMED_PAGEABLE_LIMIT } from "../shared/api/limits";
import { sharedFixtureFiles } from "./fixtures/shared-fixtures";

export { loadRecordsFromEfetchFiles } from "./eutils/records";
export type { Endpoint, FaultKind, FaultOptions } from "./eutils/faults";

export interface StandInRequest {
  endpoint: Endpoint;
  method: string;
  params: Record<string, string>;
  /** Arrival time in ms since the epoch, sub-millisecond and monotonic (performance clock). */
  at: number;
}

export interface StandIn {
  /** Base URL such as `http://127.0.0.1:PORT`, to use as PUBMED_EUTILS_URL. */
  readonly url: string;
  readonly requests: StandInRequest[];
  fail(kind: FaultKind, options?: FaultOptions): void;
  /** Delays every answer by `ms`. */
  setDelay(ms: number): void;
  /** Forgets recorded requests, pending faults and the delay. */
  reset(): void;
  stop(): Promise<void>;
}

const XML = "text/xml; charset=UTF-8";
const JSON_TYPE = "application/json; charset=UTF-8";
// NCBI caps esearch at 9,999 ids and refuses to start past 9,998 (seen by Biopython users).
const MAX_IDS = PUBMED_PAGEABLE_LIMIT;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startEutilsStandIn(opts: { records?: string[]; port?: number } = {}): Promise<StandIn> {
  const records = (opts.records ?? []).map(toStandInRecord);
  const byPmid = new Map(records.map((r) => [r.pmid, r]));
  const requests: StandInRequest[] = [];
  let faults: Fault[] = [];
  let delayMs = 0;

  const esearch = (p: Record<string, string>): Response => {
    const retmode = p.retmode === "json" ? "json" : "xml";
    const reply = (body: string) =>
      new Response(body, { headers: { "content-type": retmode === "json" ? JSON_TYPE : XML } });
    const db = p.db ?? "pubmed";
    if (db !== "pubmed") return reply(esearchError(`Invalid db name specified: ${db}`, retmode));
    const term = (p.term ?? "").trim();
    if (!term) return reply(esearchError("Empty term and query_key - nothing todo", retmode));
    const retstart = intParam(p.retstart, 0);
    if (retstart > MAX_IDS - 1) {
      return reply(
        esearchError(
          `Search Backend failed: Exception:\nPosition ${retstart} is out of acceptable range [${MAX_IDS},${MAX_IDS - 1}]`,
          retmode,
        ),
      );
    }
    const retmax = Math.min(intParam(p.retmax, 20), MAX_IDS - retstart);
    const tokens = searchTokens(term);
    const hits = matchRecords(records, tokens);
    const answer = {
      count: hits.length,
      retstart,
      ids: hits.slice(retstart, retstart + retmax).map((r) => r.pmid),
      queryTranslation: tokens.map((t) => `"${t}"[All Fields]`).join(" AND "),
      phrasesNotFound: hits.length ? [] : tokens.filter((t) => matchRecords(records, [t]).length === 0),
    };
    return reply(retmode === "json" ? esearchJson(answer) : esearchXml(answer));
  };

  const efetch = (p: Record<string, string>): Response => {
    const reply = (body: string, status = 200) => new Response(body, { status, headers: { "content-type": XML } });
    if ((p.db ?? "pubmed") !== "pubmed") return reply(efetchError(`Invalid db name specified: ${p.db}`));
    // Real NCBI answers pubmed efetch without retmode=xml in MEDLINE text; the stand-in refuses to pretend.
    if (p.retmode !== "xml") return reply(`stand-in: only retmode=xml is served (got ${p.retmode ?? "none"})`, 400);
    const ids = (p.id ?? "")
      .split(",")
      .map((id) => id.trim())
      .filter(Boolean);
    if (ids.length === 0) return reply(efetchError("Empty id list - nothing todo"));
    return reply(articleSet(ids.flatMap((id) => byPmid.get(id)?.xml ?? [])));
  };

  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: opts.port ?? 0,
    idleTimeout: 120, // "slow" faults may hold an answer longer than Bun's 10 s default
    async fetch(request) {
      const url = new URL(request.url);
      const endpoint = url.pathname.endsWith("/esearch.fcgi")
        ? "esearch"
        : url.pathname.endsWith("/efetch.fcgi")
          ? "efetch"
          : undefined;
      if (!endpoint) return new Response("Not Found", { status: 404 });
      const params = await readParams(url, request);
      requests.push({ endpoint, method: request.method, params, at: performance.timeOrigin + performance.now() });

      if (delayMs > 0) await sleep(delayMs);
      const healthy = () => (endpoint === "esearch" ? esearch(params) : efetch(params));
      const fault = takeFault(faults, endpoint);
      if (!fault) return healthy();
      if (fault.kind === "slow") await sleep(fault.delayMs ?? 1000);
      return faultResponse(fault, { endpoint, retmode: params.retmode === "json" ? "json" : "xml", healthy });
    },
  });

  return {
    url: `http://127.0.0.1:${server.port}`,
    requests,
    fail(kind, options = {}) {
      faults.push({ ...options, kind, remaining: options.times ?? 1 });
    },
    setDelay(ms) {
      delayMs = ms;
    },
    reset() {
      requests.length = 0;
      faults = [];
      delayMs = 0;
    },
    async stop() {
      await server.stop(true);
    },
  };
}

/** Query-string parameters, plus a form-encoded body for POST (NCBI accepts both). */
async function readParams(url: URL, request: Request): Promise<Record<string, string>> {
  const params = Object.fromEntries(url.searchParams);
  if (request.method === "POST") Object.assign(params, Object.fromEntries(new URLSearchParams(await request.text())));
  return params;
}

function intParam(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && Number.isInteger(n) && n >= 0 ? n : fallback;
}

if (import.meta.main) {
  const files = process.argv.slice(2);
  if (files.length === 0) files.push(...sharedFixtureFiles("pubmed", /^efetch-.*\.xml$/));
  const port = Number(process.env.PORT ?? 8787); // a developer tool, so outside src/server/env.ts
  const records = loadRecordsFromEfetchFiles(files);
  const standIn = await startEutilsStandIn({ records, port });
  console.log(`E-utilities stand-in: ${records.length} records from ${files.length} file(s) at ${standIn.url}`);
  console.log(`Point the app at it: PUBMED_EUTILS_URL=${standIn.url}`);
}
