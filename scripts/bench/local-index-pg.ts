// bun scripts/bench/local-index-pg.ts [rows]: the local index benchmark (bench/local-index.ts) on PostgreSQL, on the
// same generated trials, in a database of a throwaway cluster (src/testing/postgres.ts).
import { closeDatabase, connectPostgres } from "../../src/server/db";
import { searchLocalIndex } from "../../src/server/trials/local-index";
import { trialRow } from "../../src/server/trials/trial-row";
import { rowWriter } from "../../src/server/trials/trial-store";
import { freshDatabaseUrl } from "../../src/testing/postgres";
import { syntheticTrials } from "./local-index";
import { ms, timeRuns } from "./stats";

const rows = Number(process.argv[2]) || 100_000;
const db = connectPostgres(freshDatabaseUrl());
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
const rare = await timeRuns(200, () => searchLocalIndex(db, "zolbetuximab", { limit: 10, offset: 0 }));
const common = await timeRuns(100, () => searchLocalIndex(db, "carcinoma", { limit: 10, offset: 0 }));
console.log(
  `PostgreSQL local index, ${rows.toLocaleString("en-US")} generated trials, built in ${buildSeconds.toFixed(0)} s`,
);
console.log(
  `rare term: p50 ${ms(rare.p50)}, p95 ${ms(rare.p95)}; very common term: p50 ${ms(common.p50)}, p95 ${ms(common.p95)}`,
);
await closeDatabase(db);
