import { afterAll, beforeAll, expect, test } from "bun:test";
import { startEutilsStandIn, type StandIn } from "../../testing/eutils-stand-in";
import { inventedArticles } from "../../testing/eutils/invented-records";
import { freshDatabaseUrl, postgresBin } from "../../testing/postgres";
import { closeDatabase, connectPostgres, type Db } from "../db";
import { createEutilsClient } from "./eutils-client";
import { createSharedRateLimiter } from "./shared-rate-limiter";

/** Three instances on one PostgreSQL database, each with its own connections and its own client, as in production. */
const installed = !!postgresBin();
if (!installed) console.warn("PostgreSQL is not installed: the shared NCBI budget is not tested here.");
let standIn: StandIn;
let instances: Db[] = [];
beforeAll(async () => {
  if (!installed) return;
  standIn = await startEutilsStandIn({ records: inventedArticles() });
  const url = freshDatabaseUrl();
  instances = [0, 1, 2].map(() => connectPostgres(url, { max: 2 }));
});
afterAll(async () => {
  await standIn?.stop();
  await Promise.all(instances.map(closeDatabase));
});

const clientOn = (db: Db) =>
  createEutilsClient({
    baseUrl: standIn.url,
    tool: "trial-lens-test",
    limiter: createSharedRateLimiter(db, { name: "ncbi", perSecond: 3 }),
  });

/** The most arrivals the stand-in saw in any `windowMs`. */
function peak(arrivals: number[], windowMs: number): number {
  const sorted = [...arrivals].sort((a, b) => a - b);
  let most = 0;
  for (let i = 0; i < sorted.length; i++) {
    let n = 0;
    while (i + n < sorted.length && sorted[i + n]! - sorted[i]! < windowMs) n++;
    most = Math.max(most, n);
  }
  return most;
}

test.skipIf(!installed)(
  "three instances together stay within NCBI's 3 requests a second, as the stand-in counts them",
  async () => {
    const clients = instances.map(clientOn);
    const started = performance.now();
    // 15 searches at once, 5 per instance: alone, each instance would send 3 a second (9 together).
    await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        clients[i % 3]!.esearch({ term: "randomized", retmax: 1, retstart: 0, sort: "relevance" }),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const arrivals = standIn.requests.map((r) => r.at);
    expect(arrivals).toHaveLength(15);
    expect(peak(arrivals, 1_000)).toBeLessThanOrEqual(3);
    // Shared, not stalled: 15 requests at 3 per 1.05 s take about 4 windows.
    expect(seconds).toBeGreaterThan(3.5);
    expect(seconds).toBeLessThan(8);
  },
  20_000,
);

test.skipIf(!installed)(
  "NCBI's Retry-After to one instance holds back the others too",
  async () => {
    // The budget's window from the test before has passed: instance 0's request is the first, and is refused.
    await Bun.sleep(1_100);
    standIn.reset();
    const clients = instances.map(clientOn);
    standIn.fail("429", { retryAfter: 2 });
    const started = performance.now();
    // Instance 0 is told to wait 2 s (then retries); instance 1 asks a moment later and must not get in before then.
    const first = clients[0]!.esearch({ term: "randomized", retmax: 1, retstart: 0, sort: "relevance" });
    await Bun.sleep(300);
    await clients[1]!.esearch({ term: "lung", retmax: 1, retstart: 0, sort: "relevance" });
    await first;
    expect(standIn.requests[0]!.params.term).toBe("randomized");
    const afterRefusal = standIn.requests.slice(1).map((r) => r.at - standIn.requests[0]!.at);
    expect(afterRefusal).toHaveLength(2);
    for (const gap of afterRefusal) expect(gap).toBeGreaterThanOrEqual(1_900);
    expect(performance.now() - started).toBeLessThan(8_000);
  },
  20_000,
);
