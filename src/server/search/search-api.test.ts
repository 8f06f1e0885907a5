import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { inventedArticles } from "../../testing/eutils/invented-records";
import { startEutilsStandIn, type StandIn } from "../../testing/eutils-stand-in";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { signUp } from "../../testing/server/auth";
import { createTestApp, jsonRequest } from "../../testing/server/test-app";

let pubmed: StandIn;
beforeAll(async () => {
  pubmed = await startEutilsStandIn({ records: inventedArticles() });
});
afterAll(() => pubmed.stop());
beforeEach(() => pubmed.reset());

const post = (request: ReturnType<typeof createTestApp>["request"], body: unknown, client?: string) =>
  request("/api/search", jsonRequest(body), client);

describe("POST /api/search", () => {
  test("a cold search makes exactly two upstream requests; a warm one makes none", async () => {
    const { request } = createTestApp({ PUBMED_EUTILS_URL: pubmed.url }, { eutilsPerSecond: 50 });
    const res = await post(request, { query: "  lung cancer ", maxResults: 10 });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.count).toBe(2);
    expect(body.trials.map((t: { pmid: string }) => t.pmid).sort()).toEqual(["90000001", "90000003"]);
    expect(body.trials[0]).toMatchObject({ authors: expect.any(Array), journal: "Journal of Invented Oncology" });
    expect(body.trials.find((t: { pmid: string }) => t.pmid === "90000003").title).toBe(
      "Drug A with chemotherapy in small-cell lung cancer & older adults",
    );
    expect(pubmed.requests.map((r) => r.endpoint)).toEqual(["esearch", "efetch"]);
    const term = pubmed.requests[0]!.params.term!;
    expect(term).toContain("lung");
    expect(term.toLowerCase()).toContain("neoplasms[mesh]");
    expect(pubmed.requests[0]!.params.tool).toBe("trial-lens");

    pubmed.reset();
    const again = await post(request, { query: "Lung   CANCER" });
    expect(again.status).toBe(200);
    expect((await again.json()).count).toBe(2);
    expect(pubmed.requests).toHaveLength(0);
  });

  test("100 readers' simultaneous identical new searches share one round trip", async () => {
    const { request } = createTestApp({ PUBMED_EUTILS_URL: pubmed.url }, { eutilsPerSecond: 50 });
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => post(request, { query: "breast radiotherapy" }, `198.51.100.${i}`)),
    );
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(pubmed.requests).toHaveLength(2);
  });

  test("bad input is a 400 that says what is wrong", async () => {
    const { request } = createTestApp({ PUBMED_EUTILS_URL: pubmed.url });
    const cases: [unknown, string][] = [
      [{ query: "   " }, "query: must not be empty"],
      [{ query: "x".repeat(501) }, "query: must be at most 500 characters"],
      [{ query: "lung", maxResults: 0 }, "maxResults: must be between 1 and 50"],
      [{ query: "lung", maxResults: 51 }, "maxResults: must be between 1 and 50"],
      [{ query: "lung", maxResults: 2.5 }, "maxResults: must be a whole number"],
      [{ query: 42 }, "query: must be text"],
      [{}, "query"],
    ];
    for (const [body, message] of cases) {
      const res = await post(request, body);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toContain(message);
    }
    const malformed = await request("/api/search", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(malformed.status).toBe(400);
    expect(pubmed.requests).toHaveLength(0);
  });

  test("a query of only syntax is refused without calling PubMed", async () => {
    const { request } = createTestApp({ PUBMED_EUTILS_URL: pubmed.url });
    const res = await post(request, { query: '() [] "" *' });
    expect(res.status).toBe(400);
    expect(pubmed.requests).toHaveLength(0);
  });

  test("when PubMed fails: the earlier answer, then the local index, then a 502 a person can act on", async () => {
    const { request } = createTestApp(
      { PUBMED_EUTILS_URL: pubmed.url, SEARCH_CACHE_TTL_HOURS: "0" },
      { eutilsPerSecond: 50 },
    );
    expect((await post(request, { query: "colon exercise" })).status).toBe(200);

    pubmed.fail("500-html", { times: 100 });
    const stale = await post(request, { query: "colon exercise" });
    expect(stale.status).toBe(200);
    const staleBody = await stale.json();
    expect(staleBody.source).toBe("cache");
    expect(staleBody.notice).toContain("PubMed is not answering right now");
    expect(staleBody.trials[0].pmid).toBe("90000004");

    const local = await post(request, { query: "exercise" });
    expect(local.status).toBe(200);
    const localBody = await local.json();
    expect(localBody.source).toBe("local");
    expect(localBody.notice).toContain("saved on this server");

    const none = await post(request, { query: "glioblastoma" });
    expect(none.status).toBe(502);
    expect((await none.json()).message).toContain("PubMed");
  });

  test("a PubMed that hangs is given up on at the deadline, and the fallback answers", async () => {
    const { request } = createTestApp(
      { PUBMED_EUTILS_URL: pubmed.url, SEARCH_CACHE_TTL_HOURS: "0" },
      { eutilsPerSecond: 50, eutilsTimeoutMs: 5_000, searchDeadlineMs: 800 },
    );
    expect((await post(request, { query: "colon exercise" })).status).toBe(200);
    pubmed.fail("slow", { delayMs: 5_000, times: 10 });
    const started = performance.now();
    const stale = await post(request, { query: "colon exercise" });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect((await stale.json()).source).toBe("cache");

    const none = await post(request, { query: "glioblastoma" });
    expect(none.status).toBe(502);
    expect((await none.json()).message).toBe(
      "PubMed did not answer within 1 second (it is slow or busy). Please try again in a minute.",
    );
  });

  test("a truncated answer is never cached", async () => {
    const { request } = createTestApp({ PUBMED_EUTILS_URL: pubmed.url }, { eutilsPerSecond: 50 });
    pubmed.fail("truncated", { times: 3, endpoint: "efetch" });
    expect((await post(request, { query: "breast" })).status).toBe(502);
    pubmed.reset();
    const res = await post(request, { query: "breast" });
    expect(res.status).toBe(200);
    expect(pubmed.requests.map((r) => r.endpoint)).toEqual(["esearch", "efetch"]);
  });

  test("SEARCH_SOURCE=local searches only the index", async () => {
    const { request } = createTestApp({ PUBMED_EUTILS_URL: pubmed.url, SEARCH_SOURCE: "local" });
    const res = await post(request, { query: "lung" });
    expect(res.status).toBe(200);
    expect((await res.json()).count).toBe(0);
    expect(pubmed.requests).toHaveLength(0);
  });
});

describe("a shared /search?q= link", () => {
  test("is rendered with its results for a signed-in reader too (the page's own API call is not cross-site)", async () => {
    const t = createTestApp({ PUBMED_EUTILS_URL: pubmed.url }, { eutilsPerSecond: 50 });
    const cookie = await signUp(t, "reader@example.org");
    for (const headers of [{}, { cookie }] as Record<string, string>[]) {
      const html = await (await t.request("/search?q=lung%20cancer", { headers })).text();
      expect(html).toContain("Drug A with chemotherapy in small-cell lung cancer &amp; older adults");
    }
  });
});

describe("API answers over the wire", () => {
  test("a page of results is compressed for clients that take it, and decodes to the same JSON", async () => {
    const { request } = createTestApp({ PUBMED_EUTILS_URL: pubmed.url }, { eutilsPerSecond: 50 });
    const ask = (encoding?: string) =>
      request("/api/search", {
        method: "POST",
        headers: { "content-type": "application/json", ...(encoding ? { "accept-encoding": encoding } : {}) },
        body: JSON.stringify({ query: "cancer", maxResults: 50 }),
      });
    const plain = await ask();
    expect(plain.headers.get("content-encoding")).toBeNull();
    // Later answers come from the cache and say so; the trials are the same.
    const { source: _first, ...expected } = await plain.json();
    expect(JSON.stringify(expected).length).toBeGreaterThan(1024);
    const decoded = (bytes: Buffer) => ({ ...JSON.parse(bytes.toString()), source: undefined });

    const br = await ask("gzip, deflate, br");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toContain("accept-encoding");
    expect(decoded(brotliDecompressSync(Buffer.from(await br.arrayBuffer())))).toEqual({
      ...expected,
      source: undefined,
    });
    const gz = await ask("gzip");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(decoded(gunzipSync(Buffer.from(await gz.arrayBuffer())))).toEqual({ ...expected, source: undefined });

    // Small answers and errors go as they are.
    const refused = await request("/api/search", {
      method: "POST",
      headers: { "accept-encoding": "br", "content-type": "application/json" },
      body: "{}",
    });
    expect(refused.status).toBe(400);
    expect(refused.headers.get("content-encoding")).toBeNull();
  });
});
