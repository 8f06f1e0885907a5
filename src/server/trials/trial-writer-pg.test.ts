import { expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { testStores } from "../../testing/postgres-stores";
import type { Db } from "../db";
import { parseEfetch } from "../pubmed/parse";
import { trialRow } from "./trial-row";
import { getTrials, rowWriter } from "./trial-store";

const articles = (file: string) =>
  parseEfetch(readFileSync(join(import.meta.dir, "../search/import/fixtures", file), "utf8")).articles;
const FILES = ["quirks.xml", "baseline.xml", "update.xml"] as const;
const ALL = [...new Set(FILES.flatMap((f) => articles(f).map((a) => a.pmid)))];

/** Every fixture written, then refreshed by the update file, through the engine's bulk writer. */
async function written(db: Db) {
  const at = new Date("2026-01-02T03:04:05.678Z");
  for (const file of FILES) await rowWriter(db)(articles(file).map(trialRow), at);
  const { trials } = db.tables;
  const stamps = (await db.select({ pmid: trials.pmid, updatedAt: trials.updatedAt }).from(trials)).map((r) => [
    r.pmid,
    r.updatedAt.toISOString(),
  ]);
  return { trials: await getTrials(db, ALL), stamps: stamps.sort() };
}

test("the PostgreSQL writer stores exactly the trials the SQLite writer stores, refreshed the same way", async () => {
  const stores = testStores();
  if (stores.length < 2) return;
  const [onSqlite, onPostgres] = await Promise.all(stores.map((s) => written(s.open())));
  expect(onPostgres!.trials).toEqual(onSqlite!.trials);
  expect(onPostgres!.trials.find((t) => t.pmid === "99100001")!.title).toBe(
    "Zorblatide versus placebo after resection of gastric cancer: final analysis.",
  );
  expect(onPostgres!.stamps).toEqual(onSqlite!.stamps);
});
