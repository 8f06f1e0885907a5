import { describe, expect, test } from "bun:test";
import { startEutilsStandIn, type StandIn } from "../../testing/eutils-stand-in";
import { inventedArticles } from "../../testing/eutils/invented-records";
import { standInForFile } from "../../testing/stand-in-lifecycle";
import { maxInWindow } from "../../testing/eutils/max-in-window";
import { createEutilsClient, type EutilsClientOptions } from "./eutils-client";

// The client with its real, process-wide rate limiter, against the stand-in that records when each request arrived.
let standIn: StandIn;
standInForFile(
  () => startEutilsStandIn({ records: inventedArticles() }),
  (s) => (standIn = s),
);

const client = (overrides: Partial<EutilsClientOptions> = {}) =>
  createEutilsClient({ baseUrl: standIn.url, tool: "trial-lens-test", backoffMs: 5, ...overrides });
const search = { term: "(drug a) AND (cancer[tiab])", retmax: 10, retstart: 0, sort: "relevance" as const };

describe("pacing (what NCBI would see)", () => {
  const windowCounts = () =>
    maxInWindow(
      standIn.requests.map((r) => r.at),
      1000,
    );

  test("with an api key: 20 concurrent searches, 5 of them failing once, never more than 10 arrivals a second", async () => {
    standIn.fail("500-html", { times: 5 });
    const c = client({ apiKey: "k3y" });
    await Promise.all(Array.from({ length: 20 }, (_, i) => c.esearch({ ...search, retstart: i })));
    expect(standIn.requests).toHaveLength(25);
    expect(windowCounts()).toBeLessThanOrEqual(10);
  }, 10_000);

  test("without a key: 9 concurrent searches never put more than 3 arrivals in a second", async () => {
    const c = client();
    const started = performance.now();
    await Promise.all(Array.from({ length: 9 }, (_, i) => c.esearch({ ...search, retstart: i })));
    expect(standIn.requests).toHaveLength(9);
    expect(windowCounts()).toBeLessThanOrEqual(3);
    expect(performance.now() - started).toBeGreaterThanOrEqual(2000);
  }, 10_000);
});
