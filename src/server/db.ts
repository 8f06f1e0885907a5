import { Database } from "bun:sqlite";
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { sql } from "drizzle-orm";
import { type BunSQLiteDatabase, drizzle as drizzleSqlite } from "drizzle-orm/bun-sqlite";
import { migrate as migrateSqlite } from "drizzle-orm/bun-sqlite/migrator";
import { drizzle as drizzlePg, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import { migrate as migratePg } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import * as schema from "../../db/schema";
import * as pgSchema from "../../db/schema-pg";

const migrationsFolder = join(import.meta.dir, "../../db/migrations");
const pgMigrationsFolder = join(import.meta.dir, "../../db/migrations-pg");
/** Instances starting together on one PostgreSQL database take turns migrating it. */
const MIGRATION_LOCK = 7_130_001;

type SqliteOrm = BunSQLiteDatabase<typeof schema> & { $client: Database };
export type PgOrm = PostgresJsDatabase<typeof pgSchema> & { $client: postgres.Sql };

/**
 * One query surface for both stores. Drizzle builds the same select/insert/update/delete for either dialect, so the
 * storage modules write each query once, awaited, against `db.tables` (the SQLite tables, or their PostgreSQL twins
 * with the same names and row types: schema-parity.test.ts). Only raw SQL (full-text search, bulk writes) asks
 * `db.engine`. The type is SQLite's query builder; its sync-only methods (.get/.all/.run) are not used.
 */
export type Db = SqliteOrm & { engine: "sqlite" | "postgres"; tables: typeof schema };

/** Opens (creating its folder if needed) and migrates the SQLite database; `:memory:` for tests. */
export function openDatabase(path: string): Db {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path, { strict: true, create: true });
  sqlite.run("PRAGMA journal_mode = WAL");
  sqlite.run("PRAGMA busy_timeout = 5000");
  sqlite.run("PRAGMA foreign_keys = ON");
  sqlite.run("PRAGMA synchronous = NORMAL");
  const db = drizzleSqlite({ client: sqlite, schema });
  migrateSqlite(db, { migrationsFolder });
  return Object.assign(db, { engine: "sqlite" as const, tables: schema });
}

/** A PostgreSQL database already migrated (connections open lazily). */
export function connectPostgres(url: string, options: { max?: number; idleTimeoutSeconds?: number } = {}): Db {
  const client = postgres(url, {
    max: options.max ?? 10,
    idle_timeout: options.idleTimeoutSeconds,
    // Notices (e.g. "relation already exists, skipping" from the migrator) are not the operator's concern.
    onnotice: () => {},
    connection: { application_name: "trial-lens" },
  });
  const db = drizzlePg({ client, schema: pgSchema });
  return Object.assign(db, { engine: "postgres" as const, tables: pgSchema }) as unknown as Db;
}

/** Migrates a PostgreSQL database (under an advisory lock, so concurrent instances take turns) and connects to it. */
export async function openPostgres(url: string): Promise<Db> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migratePg(drizzlePg({ client }), { migrationsFolder: pgMigrationsFolder });
  } finally {
    await client.end();
  }
  return connectPostgres(url);
}

/** The store the configuration names: PostgreSQL when DATABASE_URL is set, else the SQLite file. */
export async function openStore(env: { DATABASE_URL?: string; DATABASE_PATH: string }): Promise<Db> {
  return env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : openDatabase(env.DATABASE_PATH);
}

export async function closeDatabase(db: Db): Promise<void> {
  if (db.engine === "postgres") await postgresOf(db).$client.end();
  else sqliteOf(db).close();
}

/** Answers whether the database takes a query (for /health). */
export async function pingDatabase(db: Db): Promise<void> {
  if (db.engine === "postgres") await postgresOf(db).execute(sql`select 1`);
  else db.run(sql`select 1`);
}

/** The bun:sqlite handle under a Drizzle database, for FTS5 queries Drizzle cannot express. */
export function sqliteOf(db: Db): Database {
  if (db.engine !== "sqlite") throw new Error("sqliteOf on a PostgreSQL database");
  return db.$client;
}

/** The PostgreSQL Drizzle database (and its postgres.js client), for full-text queries Drizzle cannot express. */
export function postgresOf(db: Db): PgOrm {
  if (db.engine !== "postgres") throw new Error("postgresOf on a SQLite database");
  return db as unknown as PgOrm;
}
