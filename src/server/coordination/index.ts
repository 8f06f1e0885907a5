import { sqliteOf, type Db } from "../db";
import { createSqliteCoordination } from "./sqlite-store";
import type { CoordinationStore } from "./store";

export type { CoordinationStore } from "./store";

const stores = new WeakMap<object, CoordinationStore>();

/**
 * The store instances on one SQLite file coordinate through (several processes on one host share a file in WAL
 * mode); none for an in-memory database, where this process is alone, nor on PostgreSQL, which coordinates through its
 * own tables (rate_slots, leases, client_events).
 */
export function sqliteCoordination(db: Db): CoordinationStore | undefined {
  if (db.engine !== "sqlite") return undefined;
  const sqlite = sqliteOf(db);
  if (sqlite.filename === ":memory:" || sqlite.filename === "") return undefined;
  const kept = stores.get(sqlite);
  if (kept) return kept;
  const store = createSqliteCoordination(sqlite);
  stores.set(sqlite, store);
  return store;
}
