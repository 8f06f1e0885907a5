import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { openDatabase, sqliteOf, type Db } from "../../db";
import { parseEfetch } from "../../pubmed/parse";
import { upsertTrials } from "../trial-store";
import { trialRow, trialWriter } from "./trial-writer";

const articles = (file: string) => parseEfetch(readFileSync(join(import.meta.dir, "fixtures", file), "utf8")).articles;
const rows = (db: Db) => sqliteOf(db).query("SELECT * FROM trials ORDER BY pmid").all();
const found = (db: Db, word: string) =>
  sqliteOf(db).query("SELECT t.pmid FROM trials_fts f JOIN trials t ON t.rowid = f.rowid WHERE trials_fts MATCH ? ORDER BY t.pmid").all(word);

describe("trialWriter", () => {
  test("writes and refreshes exactly the rows upsertTrials writes, full-text index included", () => {
    const now = new Date("2026-01-02T03:04:05Z");
    const later = new Date("2026-02-03T04:05:06Z");
    const byStore = openDatabase(":memory:");
    const byWriter = openDatabase(":memory:");
    const write = trialWriter(byWriter);
    for (const [file, at] of [["quirks.xml", now], ["baseline.xml", now], ["update.xml", later]] as const) {
      upsertTrials(byStore, articles(file), at);
      write(articles(file).map(trialRow), at);
    }
    expect(rows(byWriter)).toEqual(rows(byStore));
    expect(rows(byWriter).length).toBe(articles("quirks.xml").length + articles("baseline.xml").length + 1);
    expect(found(byWriter, "zorblatide")).toEqual(found(byStore, "zorblatide"));
    expect(found(byWriter, "final")).toEqual([{ pmid: "99100001" }]);
  });

  test("an empty batch writes nothing", () => {
    const db = openDatabase(":memory:");
    trialWriter(db)([]);
    expect(rows(db)).toEqual([]);
  });
});
