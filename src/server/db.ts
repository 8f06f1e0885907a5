import { Database } from "bun:sqlite";
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { drizzle } from "drizzle-orm/bun-sqlite";
import { migrate } from "drizzle-orm/bun-sqlite/migrator";
import * as schema from "../../db/schema";

const migrationsFolder = join(import.meta.dir, "../../db/migrations");

export type Db = ReturnType<typeof openDatabase>;

/** Opens (creating its folder if needed) and migrates the database; `:memory:` for tests. */
export function openDatabase(path: string) {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path, { strict: true, create: true });
  sqlite.run("PRAGMA journal_mode = WAL");
  sqlite.run("PRAGMA busy_timeout = 5000");
  sqlite.run("PRAGMA foreign_keys = ON");
  sqlite.run("PRAGMA synchronous = NORMAL");
  const db = drizzle({ client: sqlite, schema });
  migrate(db, { migrationsFolder });
  return db;
}

/** The bun:sqlite handle under a Drizzle database, for FTS5 queries Drizzle cannot express. */
export function sqliteOf(db: Db): Database {
  return db.$client;
}
