import { afterAll, beforeAll, expect, test } from "bun:test";
import { searchRequestSchema } from "../../shared/api/search";
import { inventedArticles } from "../../testing/eutils/invented-records";
import { startEutilsStandIn, type StandIn } from "../../testing/eutils-stand-in";
import { freshDatabaseUrl, postgresBin, prepareTemplate } from "../../testing/postgres";
import { closeDatabase, connectPostgres, type Db } from "../db";
import { createEutilsClient } from "../pubmed/eutils-client";
import { createRateLimiter } from "../pubmed/rate-limiter";
import { TooManyRequests } from "../errors";
import { createSearchService } from "./search-service";

/** Three instances on one PostgreSQL database (own connections, own PubMed client each), one E-utilities stand-in. */
const installed = !!postgresBin();
if (installed) prepareTemplate();
else console.warn("PostgreSQL is not installed: searches across instances are not tested here.");
let pubmed: StandIn;
let dbs: Db[] = [];
beforeAll(async () => {
  if (!installed) return;
  pubmed = await startEutilsStandIn({ records: inventedArticles() });
  const url = freshDatabaseUrl();
  dbs = [0, 1, 2].map(() => connectPostgres(url, { max: 3 }));
});
afterAll(async () => {
  await pubmed?.stop();
  await Promise.all(dbs.map(closeDatabase));
});

const instance = (db: Db, limitPerMinute = 0) =>
  createSearchService({
    limitPerMinute,
    db,
    eutils: createEutilsClient({
      baseUrl: pubmed.url,
      tool: "trial-lens-test",
      limiter: createRateLimiter({ perSecond: 50 }),
    }),
    source: "auto",
    cacheTtlMs: 3_600_000,
    log: () => {},
  });

test.skipIf(!installed)(
  "the same search arriving at three instances at once makes one PubMed call between them",
  async () => {
    const instances = dbs.map(instance);
    pubmed.setDelay(300);
    const input = searchRequestSchema.parse({ query: "lung cancer" });
    // Two readers per instance: the instance's own sharing and the sharing across instances both count.
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => instances[i % 3]!.search(input, `reader-${i}`)),
    );
    expect(pubmed.requests.map((r) => r.endpoint)).toEqual(["esearch", "efetch"]);
    for (const answer of answers) {
      expect(answer).toMatchObject({ source: "pubmed", count: 2 });
      expect(answer.trials.map((t) => t.pmid).sort()).toEqual(["90000001", "90000003"]);
    }
    // Different searches are not held up by one another.
    pubmed.reset();
    const other = searchRequestSchema.parse({ query: "breast" });
    await Promise.all([
      instances[0]!.search(other, "a"),
      instances[1]!.search(searchRequestSchema.parse({ query: "randomized" }), "b"),
    ]);
    expect(pubmed.requests.filter((r) => r.endpoint === "esearch")).toHaveLength(2);
  },
  20_000,
);

test.skipIf(!installed)(
  "a reader's searches a minute are counted across instances, not per instance",
  async () => {
    const instances = dbs.map((db) => instance(db, 2));
    const search = (i: number, query: string, client: string) =>
      instances[i]!.search(searchRequestSchema.parse({ query }), client);
    await search(0, "cisplatin", "198.51.100.7");
    await search(1, "carboplatin", "198.51.100.7");
    // Alone, instance 2 has seen nothing from this reader; together the reader has had the 2 a minute.
    const refused = await search(2, "oxaliplatin", "198.51.100.7").catch((error) => error);
    expect(refused).toBeInstanceOf(TooManyRequests);
    expect((refused as TooManyRequests).message).toStartWith("You have made 2 new searches in the last minute.");
    // Another reader is not affected.
    expect((await search(2, "oxaliplatin", "198.51.100.8")).source).toBe("pubmed");
  },
  20_000,
);
