import type { Database } from "bun:sqlite";

/**
 * What several instances on one SQLite file share beyond the data: per-client events (rate windows, sign-in
 * failures), the NCBI budget's slots and work leases. Not user data: created here (IF NOT EXISTS) rather than in the
 * schema's migrations, so a deployment can drop them at any time; PostgreSQL's twins live in its own migrations.
 */
export function ensureCoordinationTables(sqlite: Database): void {
  sqlite.run(`CREATE TABLE IF NOT EXISTS coord_events (
    scope TEXT NOT NULL, client TEXT NOT NULL, at REAL NOT NULL, id INTEGER PRIMARY KEY AUTOINCREMENT)`);
  sqlite.run("CREATE INDEX IF NOT EXISTS coord_events_by_client ON coord_events (scope, client, at)");
  sqlite.run(`CREATE TABLE IF NOT EXISTS coord_slots (
    name TEXT NOT NULL, slot INTEGER NOT NULL, started_at REAL NOT NULL, PRIMARY KEY (name, slot))`);
  sqlite.run(`CREATE TABLE IF NOT EXISTS coord_leases (
    key TEXT PRIMARY KEY, holder TEXT NOT NULL, expires_at REAL NOT NULL)`);
  sqlite.run(`CREATE TABLE IF NOT EXISTS coord_state (
    scope TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, touched_at REAL NOT NULL, PRIMARY KEY (scope, key))`);
}
