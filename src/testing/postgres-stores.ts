import { connectPostgres, type Db, openDatabase } from "../server/db";
import { freshDatabaseUrl, postgresBin, prepareTemplate } from "./postgres";

export interface TestStore {
  name: "sqlite" | "postgres";
  /** A new, empty, migrated database on this store. */
  open(): Db;
}

/**
 * Both stores, for tests that pin a storage behaviour down on each: SQLite in memory, and a fresh database of the
 * throwaway PostgreSQL cluster. Without PostgreSQL installed only SQLite runs, and the run says so.
 */
export function testStores(): TestStore[] {
  const stores: TestStore[] = [{ name: "sqlite", open: () => openDatabase(":memory:") }];
  if (postgresBin()) prepareTemplate();
  if (postgresBin())
    stores.push({
      name: "postgres",
      open: () => connectPostgres(freshDatabaseUrl(), { max: 2, idleTimeoutSeconds: 1 }),
    });
  else console.warn("PostgreSQL is not installed (apt-get install -y postgresql): these tests run on SQLite only.");
  return stores;
}
