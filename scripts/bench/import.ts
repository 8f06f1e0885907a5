// bun scripts/bench/import.ts [records] [runs] [sqlite|postgres]: articles/s of `bun run import:pubmed` on an invented baseline file
// (.xml.gz), for a realistic mix and for the worst case where every record is a cancer clinical trial.
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { closeDatabase, connectPostgres, type Db, openDatabase } from "../../src/server/db";
import { freshDatabaseUrl } from "../../src/testing/postgres";
import { importPubmedFile } from "../../src/server/search/import/import-file";
import { ParsePool } from "../../src/server/search/import/parse-pool";
import { type BaselineFile, type BaselineMix, writeSyntheticBaseline } from "./synthetic-baseline";

const TARGET = 5_000;

export interface BenchImportOptions {
  /** Records per file; a real baseline file has about 30,000. */
  records?: number;
  /** Timed imports per case, each into a new database; the median is reported. */
  runs?: number;
  /** Where the trials go: a SQLite file, or a database of a throwaway PostgreSQL cluster. */
  engine?: "sqlite" | "postgres";
}

const fmt = (n: number) => Math.round(n).toLocaleString("en-US");
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;

/** Imports the file `runs` times into fresh databases (the pool's start-up included); median articles/s. */
async function timeImports(
  dir: string,
  file: BaselineFile,
  runs: number,
  engine: "sqlite" | "postgres",
): Promise<number> {
  const rates: number[] = [];
  for (let run = 0; run < runs; run++) {
    const dbPath = join(dir, `run-${run}.db`);
    const db: Db = engine === "postgres" ? connectPostgres(freshDatabaseUrl()) : openDatabase(dbPath);
    const started = performance.now();
    const pool = new ParsePool();
    const stats = await importPubmedFile(db, file.path, { pool });
    pool.close();
    const seconds = (performance.now() - started) / 1000;
    if (stats.kept !== file.cancerTrials || stats.deleted !== file.deletedCancerTrials) {
      throw new Error(
        `${file.path}: kept ${stats.kept} and deleted ${stats.deleted}, expected ${file.cancerTrials} and ${file.deletedCancerTrials}`,
      );
    }
    rates.push(stats.articles / seconds);
    await closeDatabase(db);
    rmSync(dbPath, { force: true });
  }
  return rates.sort((a, b) => a - b)[Math.floor(rates.length / 2)]!;
}

export async function benchImport({
  records = 30_000,
  runs = 3,
  engine = "sqlite",
}: BenchImportOptions = {}): Promise<{ label: string; value: string; target?: string }[]> {
  const dir = mkdtempSync(join(tmpdir(), "bench-import-"));
  const cases: [string, BaselineMix][] = [
    ["realistic mix: 4% trials, 15% cancer", { records, trialShare: 0.04, cancerShare: 0.15, deletions: 100 }],
    ["worst case: every record a cancer trial", { records, trialShare: 1, cancerShare: 1 }],
  ];
  try {
    const results = [];
    for (const [name, mix] of cases) {
      const file = await writeSyntheticBaseline(join(dir, `${mix.trialShare}.xml.gz`), mix);
      const gz = Bun.file(file.path).size;
      const rate = await timeImports(dir, file, runs, engine);
      results.push({
        label: `PubMed import${engine === "postgres" ? " into PostgreSQL" : ""}, ${name} (${fmt(records)} records, ${fmt(file.cancerTrials)} cancer trials; ${mb(file.bytes)} XML, ${mb(gz)} .gz; ${availableParallelism()} cores)`,
        value: `${fmt(rate)} articles/s`,
        target: `≥ ${fmt(TARGET)} articles/s`,
      });
    }
    return results;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const [records, runs] = process.argv.slice(2, 4).map(Number);
  const engine = process.argv[4] === "postgres" ? "postgres" : "sqlite";
  for (const row of await benchImport({ records: records || undefined, runs: runs || undefined, engine })) {
    console.log(`${row.label}: ${row.value} (target ${row.target})`);
  }
}
