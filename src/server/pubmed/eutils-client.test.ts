import { describe, expect, test } from "bun:test";
import { startEutilsStandIn, type StandIn } from "../../testing/eutils-stand-in";
import { inventedArticles } from "../../testing/eutils/invented-records";
import { standInForFile } from "../../testing/stand-in-lifecycle";
import { PubMedBadResponse, PubMedPageOutOfRange, PubMedUnavailable } from "./errors";
import { createEutilsClient, type EutilsClientOptions } from "./eutils-client";
import { createRateLimiter } from "./rate-limiter";

let standIn: StandIn;
standInForFile(
  () => startEutilsStandIn({ records: inventedArticles() }),
  (s) => (standIn = s),
);

// Fast settings so failure paths take milliseconds; a generous limiter keeps pacing out of these tests.
const client = (overrides: Partial<EutilsClientOptions> = {}) =>
  createEutilsClient({
    baseUrl: standIn.url,
    tool: "trial-lens-test",
    email: "dev@example.org",
    backoffMs: 5,
    timeoutMs: 2000,
    limiter: createRateLimiter({ perSecond: 100 }),
    ...overrides,
  });

const search = { term: "(drug a) AND (cancer[tiab])", retmax: 10, retstart: 0, sort: "relevance" as const };

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected the call to fail");
}

describe("healthy answers", () => {
  test("one esearch is one request, with ids in PubMed's order", async () => {
    const c = client();
    const page = await c.esearch(search);
    expect(page).toMatchObject({ count: 2, ids: ["90000001", "90000003"], phraseNotFound: [] });
    expect(standIn.requests).toHaveLength(1);
    expect(c.stats()).toEqual({ requests: 1, retries: 0 });
  });

  test("one efetch is one request and returns the complete document in the asked order", async () => {
    const xml = await client().efetch(["90000003", "90000001"]);
    expect(standIn.requests).toHaveLength(1);
    expect(xml.indexOf('<PMID Version="1">90000003')).toBeLessThan(xml.indexOf('<PMID Version="1">90000001'));
    expect(xml.trimEnd()).toEndWith("</PubmedArticleSet>");
  });

  test('"No items found" is an empty page, not a failure', async () => {
    const page = await client().esearch({ ...search, term: "zzqxv" });
    expect(page).toMatchObject({ count: 0, ids: [], phraseNotFound: ["zzqxv"] });
  });

  test("no ids: no request, an empty article set", async () => {
    expect(await client().efetch([])).toContain("<PubmedArticleSet></PubmedArticleSet>");
    expect(standIn.requests).toHaveLength(0);
  });
});

describe("request parameters", () => {
  test("tool, email and api_key go on every request, with the search parameters", async () => {
    const c = client({ apiKey: "k3y" });
    await c.esearch({ ...search, retmax: 5, retstart: 1, sort: "pub_date" });
    await c.efetch(["90000002"]);
    const [es, ef] = standIn.requests;
    expect(es!.params).toEqual({
      db: "pubmed",
      retmode: "json",
      term: search.term,
      retmax: "5",
      retstart: "1",
      sort: "pub_date",
      tool: "trial-lens-test",
      email: "dev@example.org",
      api_key: "k3y",
    });
    expect(ef!.params).toEqual({
      db: "pubmed",
      retmode: "xml",
      id: "90000002",
      tool: "trial-lens-test",
      email: "dev@example.org",
      api_key: "k3y",
    });
  });

  test("no api_key or email parameter when they are not set", async () => {
    await client({ email: undefined }).esearch(search);
    expect(Object.keys(standIn.requests[0]!.params)).not.toContain("api_key");
    expect(Object.keys(standIn.requests[0]!.params)).not.toContain("email");
    expect(standIn.requests[0]!.params.tool).toBe("trial-lens-test");
  });

  test("POST past 200 ids, GET up to 200", async () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => String(80000000 + i));
    const c = client();
    await c.efetch(ids(200));
    await c.efetch(ids(201));
    expect(standIn.requests.map((r) => r.method)).toEqual(["GET", "POST"]);
    expect(standIn.requests[1]!.params.id!.split(",")).toHaveLength(201);
    expect(standIn.requests[1]!.params.tool).toBe("trial-lens-test");
  });

  test("a search term too long for a URL goes by POST", async () => {
    const long = `(drug a) AND (${Array.from({ length: 300 }, (_, i) => `term${i}[tiab]`).join(" OR ")})`;
    expect((await client().esearch({ ...search, term: long })).count).toBe(2);
    expect(standIn.requests.map((r) => [r.method, r.params.term, r.params.tool])).toEqual([
      ["POST", long, "trial-lens-test"],
    ]);
  });

  test("paging stays within the 9,999 ids PubMed serves", async () => {
    const c = client();
    await c.esearch({ ...search, retstart: 9990, retmax: 50 });
    expect(standIn.requests[0]!.params.retmax).toBe("9");
    expect(await rejection(c.esearch({ ...search, retstart: 9999 }))).toBeInstanceOf(PubMedPageOutOfRange);
    expect(standIn.requests).toHaveLength(1);
  });
});

describe("retries", () => {
  test("429 then success: 2 requests, and the caller gets the answer", async () => {
    standIn.fail("429");
    const c = client();
    expect((await c.esearch(search)).ids).toEqual(["90000001", "90000003"]);
    expect(standIn.requests).toHaveLength(2);
    expect(c.stats()).toEqual({ requests: 2, retries: 1 });
  });

  test("three 500 pages: PubMedUnavailable after exactly 3 tries, with a message a person can act on", async () => {
    standIn.fail("500-html", { times: Infinity });
    const error = await rejection(client().esearch(search));
    expect(error).toBeInstanceOf(PubMedUnavailable);
    expect(error.message).toBe(
      "PubMed is not answering right now (HTTP 500 after 3 tries). Please try again in a minute.",
    );
    expect(standIn.requests).toHaveLength(3);
  });

  test("502 on efetch is retried", async () => {
    standIn.fail("502", { endpoint: "efetch" });
    expect(await client().efetch(["90000002"])).toContain("90000002");
    expect(standIn.requests).toHaveLength(2);
  });

  test("a truncated document is retried; always truncated ends in PubMedBadResponse", async () => {
    standIn.fail("truncated", { endpoint: "efetch" });
    expect(await client().efetch(["90000001"])).toContain("</PubmedArticleSet>");
    expect(standIn.requests).toHaveLength(2);

    standIn.reset();
    standIn.fail("truncated", { times: Infinity });
    const error = await rejection(client().efetch(["90000001"]));
    expect(error).toBeInstanceOf(PubMedBadResponse);
    expect(error.message).toContain("incomplete");
    expect(standIn.requests).toHaveLength(3);

    standIn.reset();
    standIn.fail("truncated", { times: Infinity });
    expect(await rejection(client().esearch(search))).toBeInstanceOf(PubMedBadResponse);
    expect(standIn.requests).toHaveLength(3);
  });

  test("a 200 carrying <ERROR> or a JSON error is a failure", async () => {
    standIn.fail("error-200", { times: Infinity });
    expect(await rejection(client().efetch(["90000001"]))).toBeInstanceOf(PubMedBadResponse);
    expect(standIn.requests).toHaveLength(3);

    standIn.reset();
    standIn.fail("error-200", { times: Infinity });
    expect((await rejection(client().esearch(search))).message).toContain("Search Backend failed");

    standIn.reset();
    standIn.fail("error-200", { body: '{"error":"API rate limit exceeded","count":"11"}' });
    expect((await client().esearch(search)).count).toBe(2);
    expect(standIn.requests).toHaveLength(2);
  });

  test("an answer slower than timeoutMs is retried, then PubMedUnavailable", async () => {
    standIn.fail("slow", { delayMs: 300 });
    expect((await client({ timeoutMs: 100 }).esearch(search)).count).toBe(2);
    expect(standIn.requests).toHaveLength(2);

    standIn.reset();
    standIn.fail("slow", { delayMs: 300, times: Infinity });
    const error = await rejection(client({ timeoutMs: 100 }).esearch(search));
    expect(error).toBeInstanceOf(PubMedUnavailable);
    expect(error.message).toBe("PubMed did not answer within 0.1 s (3 tries). Please try again in a minute.");
    expect(standIn.requests).toHaveLength(3);
  });

  test("Retry-After: 1 holds the retry back at least a second", async () => {
    standIn.fail("429", { retryAfter: 1 });
    await client().esearch(search);
    const [first, second] = standIn.requests;
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(1000);
  });

  test("a reset connection is retried; always reset ends in PubMedUnavailable", async () => {
    // Fresh connections: on a reused one Bun's fetch re-sends once by itself, which would hide the client's retry.
    const fresh: typeof fetch = Object.assign(
      (input: RequestInfo | URL, init?: RequestInit) => fetch(input, { ...init, keepalive: false }),
      fetch,
    );
    standIn.fail("reset");
    const c = client({ fetch: fresh });
    expect((await c.esearch(search)).count).toBe(2);
    expect(standIn.requests).toHaveLength(2);
    expect(c.stats()).toEqual({ requests: 2, retries: 1 });

    standIn.reset();
    standIn.fail("reset", { times: Infinity });
    const error = await rejection(client({ fetch: fresh }).efetch(["90000001"]));
    expect(error).toBeInstanceOf(PubMedUnavailable);
    expect(error.message).toBe(
      "PubMed could not be reached (connection reset after 3 tries). Please try again in a minute.",
    );
    expect(standIn.requests).toHaveLength(3);
  });

  test("a refused connection ends in PubMedUnavailable after 3 tries", async () => {
    const gone = await startEutilsStandIn();
    await gone.stop();
    let calls = 0;
    const counting: typeof fetch = Object.assign(
      (...args: Parameters<typeof fetch>) => (calls++, fetch(...args)),
      fetch,
    );
    const error = await rejection(client({ baseUrl: gone.url, fetch: counting }).esearch(search));
    expect(error).toBeInstanceOf(PubMedUnavailable);
    expect(error.message).toContain("connection refused after 3 tries");
    expect(calls).toBe(3);
  });

  test("a 4xx other than 429 is not retried", async () => {
    let calls = 0;
    const refusing = Object.assign(async () => (calls++, new Response("Bad Request", { status: 400 })), fetch);
    const error = await rejection(client({ fetch: refusing }).esearch(search));
    expect(error).toBeInstanceOf(PubMedUnavailable);
    expect(error.message).toContain("HTTP 400");
    expect(calls).toBe(1);
  });

  test("a cancelled call stops at once and is not retried", async () => {
    standIn.fail("slow", { delayMs: 1000, times: Infinity });
    const controller = new AbortController();
    const started = performance.now();
    const pending = client().esearch({ ...search, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect((await rejection(pending)).name).toBe("AbortError");
    expect(performance.now() - started).toBeLessThan(500);
    expect(standIn.requests).toHaveLength(1);
  });
});
