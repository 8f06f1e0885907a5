import { describe, expect, test } from "bun:test";
import { startEutilsStandIn, type StandIn } from "../../testing/eutils-stand-in";
import { inventedArticles } from "../../testing/eutils/invented-records";
import { eutilsClientFor, rejection, SEARCH as search } from "../../testing/eutils/client-under-test";
import { standInForFile } from "../../testing/stand-in-lifecycle";
import { PubMedBadResponse, PubMedUnavailable } from "./errors";
import type { EutilsClientOptions } from "./eutils-client";

let standIn: StandIn;
standInForFile(
  () => startEutilsStandIn({ records: inventedArticles() }),
  (s) => (standIn = s),
);

const client = (overrides: Partial<EutilsClientOptions> = {}) => eutilsClientFor(standIn.url, overrides);

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
