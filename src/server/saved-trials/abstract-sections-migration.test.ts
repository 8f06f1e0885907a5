import { expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { drizzle } from "drizzle-orm/bun-sqlite";
import { migrate } from "drizzle-orm/bun-sqlite/migrator";
import { openDatabase } from "../db";

const migrations = join(import.meta.dir, "../../../db/migrations");

test("upgrading drops saved_trials.abstract_sections and keeps every saved trial", () => {
  const dir = mkdtempSync(join(tmpdir(), "drop-abstract-sections-"));
  try {
    // The database as the release before this migration left it.
    const before = join(dir, "before");
    cpSync(migrations, before, { recursive: true });
    const journalPath = join(before, "meta/_journal.json");
    const journal = JSON.parse(readFileSync(journalPath, "utf8"));
    journal.entries = journal.entries.filter(
      (e: { tag: string }) => e.tag !== "0005_drop_saved_trials_abstract_sections",
    );
    writeFileSync(journalPath, JSON.stringify(journal));
    const path = join(dir, "app.db");
    const old = new Database(path);
    migrate(drizzle({ client: old }), { migrationsFolder: before });
    old.run("INSERT INTO users (id, email, created_at) VALUES ('u1', 'a@example.org', 0)");
    old.run(
      `INSERT INTO saved_trials (user_id, pmid, title, abstract, authors, journal, publication_date, abstract_sections, created_at)
       VALUES ('u1', '90000001', 'Drug Q in cancer', 'Abstract.', '[]', 'J Invented Oncol', '2024', '[]', 0)`,
    );
    old.close();

    const sqlite = openDatabase(path).$client;
    const columns = sqlite
      .query<{ name: string }, []>("SELECT name FROM pragma_table_info('saved_trials')")
      .all()
      .map((c) => c.name);
    expect(columns).not.toContain("abstract_sections");
    expect(sqlite.query("SELECT pmid, title FROM saved_trials").all()).toEqual([
      { pmid: "90000001", title: "Drug Q in cancer" },
    ]);
    sqlite.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
