import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { openDatabase, sqliteOf, type Db } from "../db";
import { parseEfetch } from "../pubmed/parse";
import { trials } from "../../../db/schema";
import { type StoredTrial, trialRow } from "./trial-row";
import { getTrials } from "./trial-store";
import { trialWriter } from "./trial-writer";

const articles = (file: string) =>
  parseEfetch(readFileSync(join(import.meta.dir, "../search/import/fixtures", file), "utf8")).articles;
const rows = (db: Db) => sqliteOf(db).query("SELECT * FROM trials ORDER BY pmid").all();
const found = (db: Db, word: string) =>
  sqliteOf(db)
    .query(
      "SELECT t.pmid FROM trials_fts f JOIN trials t ON t.rowid = f.rowid WHERE trials_fts MATCH ? ORDER BY t.pmid",
    )
    .all(word);

/** The reference: Drizzle's own insert of each field, as the store first wrote trials. */
function drizzleUpsert(db: Db, articles: StoredTrial[], now: Date) {
  for (const a of articles) {
    const values = {
      pmid: a.pmid,
      title: a.title,
      abstract: a.abstract,
      authors: a.authors,
      journal: a.journal,
      publicationDate: a.publicationDate,
      year: a.year,
      sortDate: a.sortDate,
      cancerType: a.cancerType ?? null,
      doi: a.doi ?? null,
      phase: a.phase ?? null,
      nctId: a.nctId ?? null,
      publicationTypes: a.publicationTypes,
      meshTerms: a.meshTerms,
      abstractSections: a.abstractSections,
      updatedAt: now,
    };
    db.insert(trials).values(values).onConflictDoUpdate({ target: trials.pmid, set: values }).run();
  }
}

describe("trialWriter", () => {
  test("writes and refreshes exactly the rows Drizzle's insert writes, full-text index included", () => {
    const now = new Date("2026-01-02T03:04:05Z");
    const later = new Date("2026-02-03T04:05:06Z");
    const byStore = openDatabase(":memory:");
    const byWriter = openDatabase(":memory:");
    const write = trialWriter(byWriter);
    for (const [file, at] of [
      ["quirks.xml", now],
      ["baseline.xml", now],
      ["update.xml", later],
    ] as const) {
      drizzleUpsert(byStore, articles(file), at);
      write(articles(file).map(trialRow), at);
    }
    expect(rows(byWriter)).toEqual(rows(byStore));
    expect(rows(byWriter).length).toBe(articles("quirks.xml").length + articles("baseline.xml").length + 1);
    expect(found(byWriter, "zorblatide")).toEqual(found(byStore, "zorblatide"));
    expect(found(byWriter, "final")).toEqual([{ pmid: "99100001" }]);
  });

  test("what it writes reads back as the same trials", async () => {
    const db = openDatabase(":memory:");
    const parsed = articles("quirks.xml");
    trialWriter(db)(parsed.map(trialRow));
    const back = await getTrials(
      db,
      parsed.map((a) => a.pmid),
    );
    expect(back.map((t) => [t.pmid, t.title, t.authors, t.doi ?? null, t.abstractSections])).toEqual(
      parsed.map((a) => [a.pmid, a.title, a.authors, a.doi ?? null, a.abstractSections]),
    );
  });

  test("an empty batch writes nothing", () => {
    const db = openDatabase(":memory:");
    trialWriter(db)([]);
    expect(rows(db)).toEqual([]);
  });
});
