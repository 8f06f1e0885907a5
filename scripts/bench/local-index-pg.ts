// bun scripts/bench/local-index-pg.ts [rows]: the local index benchmark (bench/local-index.ts) on PostgreSQL, on the
// same generated trials, in a database of a throwaway cluster (src/testing/postgres.ts).
import { closeDatabase, connectPostgres, postgresOf } from "../../src/server/db";
import { searchLocalIndex } from "../../src/server/trials/local-index";
import { trialRow } from "../../src/server/trials/trial-row";
import { rowWriter } from "../../src/server/trials/trial-store";
import { freshDatabaseUrl } from "../../src/testing/postgres";
import { type IndexBench, syntheticTrials } from "./local-index";
import { ms, timeRuns } from "./stats";

/** Fills a fresh PostgreSQL database with the synthetic trials (through the importer's writer), then times it. */
export async function benchPostgresIndex(rows: number): Promise<IndexBench> {
  const db = connectPostgres(freshDatabaseUrl());
  try {
    const write = rowWriter(db);
    const started = performance.now();
    for (const batch of syntheticTrials(rows)) {
      const trials = batch.map(([pmid, title, abstract]) =>
        trialRow({
          pmid,
          title,
          abstract,
          authors: ["Author A"],
          journal: "Synthetic Journal",
          publicationDate: "2020",
          year: 2020,
          sortDate: "2020-01-01",
          publicationTypes: ["Clinical Trial"],
          meshTerms: [],
          abstractSections: [],
        }),
      );
      await write(trials, new Date(0));
    }
    const buildSeconds = (performance.now() - started) / 1000;
    // What autovacuum does soon after an import: planner statistics and the visibility map.
    await postgresOf(db).$client.unsafe("VACUUM ANALYZE trials");
    const rare = await timeRuns(200, () => searchLocalIndex(db, "zolbetuximab", { limit: 10, offset: 0 }));
    const common = await timeRuns(100, () => searchLocalIndex(db, "carcinoma", { limit: 10, offset: 0 }));
    const check = await searchLocalIndex(db, "zolbetuximab", { limit: 10, offset: 0 });
    return { rows, buildSeconds, rare, common, rareCount: check.count };
  } finally {
    await closeDatabase(db);
  }
}

if (import.meta.main) {
  const r = await benchPostgresIndex(Number(process.argv[2]) || 100_000);
  console.log(
    `PostgreSQL local index, ${r.rows.toLocaleString("en-US")} generated trials, built in ${r.buildSeconds.toFixed(0)} s`,
  );
  console.log(
    `rare term: p50 ${ms(r.rare.p50)}, p95 ${ms(r.rare.p95)}; very common term: p50 ${ms(r.common.p50)}, p95 ${ms(r.common.p95)}`,
  );
}
