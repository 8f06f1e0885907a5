import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, sqliteOf } from "../../src/server/db";
import { searchLocalIndex } from "../../src/server/trials/local-index";
import { postgresBin } from "../../src/testing/postgres";
import { row, type Row } from "./report";
import { ms, timeRuns } from "./stats";

const SYLLABLES = ["ka", "lo", "mi", "ne", "po", "ru", "sa", "ti", "vu", "xe", "zo", "bra", "cle", "dri", "fno"];

/** A deterministic synthetic vocabulary: word i is built from syllables, frequency falls with i (Zipf-like). */
function word(i: number): string {
  let s = "";
  let n = i + 1;
  while (n > 0) {
    s += SYLLABLES[n % SYLLABLES.length];
    n = Math.floor(n / SYLLABLES.length);
  }
  return s;
}

/**
 * `rows` synthetic trials of ~120-word abstracts, in batches of 10,000; "carcinoma" is in a third of them,
 * "zolbetuximab" in 20. The same trials for every store.
 */
export function* syntheticTrials(rows: number): Generator<[pmid: string, title: string, abstract: string][]> {
  const vocab = Array.from({ length: 20_000 }, (_, i) => word(i));
  let seed = 42;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = () => vocab[Math.floor(vocab.length * rand() ** 3)]!;
  const rare = new Set(Array.from({ length: 20 }, (_, i) => Math.floor((i + 0.5) * (rows / 20))));
  for (let start = 0; start < rows; start += 10_000) {
    const batch: [string, string, string][] = [];
    for (let i = start; i < Math.min(rows, start + 10_000); i++) {
      const words = Array.from({ length: 120 }, pick);
      if (i % 3 === 0) words[7] = "carcinoma";
      if (rare.has(i)) words[11] = "zolbetuximab";
      batch.push([String(10_000_000 + i), `${pick()} ${pick()} ${pick()} trial`, words.join(" ")]);
    }
    yield batch;
  }
}

/** Fills a fresh SQLite index with the synthetic trials. */
export function buildSyntheticIndex(rows: number) {
  const dir = mkdtempSync(join(tmpdir(), "trial-lens-bench-"));
  const db = openDatabase(join(dir, "bench.db"));
  const sqlite = sqliteOf(db);
  const insert = sqlite.prepare(
    `INSERT INTO trials (pmid, title, abstract, authors, journal, publication_date, year, sort_date, publication_types, mesh_terms, abstract_sections, updated_at)
     VALUES (?, ?, ?, '["Author A"]', 'Synthetic Journal', '2020', 2020, '2020-01-01', '["Clinical Trial"]', '[]', '[]', 0)`,
  );
  const started = performance.now();
  for (const batch of syntheticTrials(rows)) {
    sqlite.transaction(() => {
      for (const [pmid, title, abstract] of batch) insert.run(pmid, title, abstract);
    })();
  }
  return {
    db,
    seconds: (performance.now() - started) / 1000,
    cleanup: () => (sqlite.close(), rmSync(dir, { recursive: true, force: true })),
  };
}

export interface IndexBench {
  rows: number;
  buildSeconds: number;
  rare: { p50: number; p95: number };
  common: { p50: number; p95: number };
  rareCount: number;
}

export async function benchLocalIndex(rows = 1_000_000): Promise<IndexBench> {
  const index = buildSyntheticIndex(rows);
  try {
    const rare = await timeRuns(200, () => searchLocalIndex(index.db, "zolbetuximab", { limit: 10, offset: 0 }));
    const common = await timeRuns(100, () => searchLocalIndex(index.db, "carcinoma", { limit: 10, offset: 0 }));
    const check = await searchLocalIndex(index.db, "zolbetuximab", { limit: 10, offset: 0 });
    return { rows, buildSeconds: index.seconds, rare, common, rareCount: check.count };
  } finally {
    index.cleanup();
  }
}

/** The README rows: a rare and a very common term on a generated index of `rows` trials, on each store in turn. */
export async function localIndexRows(rows: number): Promise<Row[]> {
  const sqlite = indexRows("", await benchLocalIndex(rows));
  // PostgreSQL's rows when a server is installed (the benchmark starts its own throwaway cluster).
  if (!postgresBin())
    return [...sqlite, row("Local index on PostgreSQL", "skipped: PostgreSQL is not installed", "—", true)];
  const { benchPostgresIndex } = await import("./local-index-pg");
  return [...sqlite, ...indexRows(" on PostgreSQL", await benchPostgresIndex(rows))];
}

function indexRows(store: string, r: IndexBench): Row[] {
  const size = r.rows.toLocaleString("en-US");
  return [
    row(
      `Local index search${store}, rare term (${r.rareCount} of ${size} generated trials; index built in ${r.buildSeconds.toFixed(0)} s)`,
      `p50 ${ms(r.rare.p50)}, p95 ${ms(r.rare.p95)}`,
      "p95 ≤ 20 ms",
      r.rare.p95 <= 20,
    ),
    row(
      `Local index search${store}, very common term (a third of ${size} generated trials)`,
      `p50 ${ms(r.common.p50)}, p95 ${ms(r.common.p95)}`,
      "p95 ≤ 100 ms",
      r.common.p95 <= 100,
    ),
  ];
}
