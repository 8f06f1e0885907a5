import { getTableColumns, getTableName } from "drizzle-orm";
import { trials } from "../../../db/schema-pg";
import { type Db, postgresOf } from "../db";
import { columns, type Key, ROW_KEYS, type TrialRow } from "./trial-row";

/** Rows per statement: one array per column, so the statement's size does not grow with the batch. */
const CHUNK = 2_000;

/** Each column's PostgreSQL type, from the schema twin (JSON travels as text and is cast on the way in). */
const pgColumns = getTableColumns(trials);
const sqlType = (key: Key) => pgColumns[key].getSQLType();

/**
 * trialWriter for PostgreSQL: the same rows (JSON columns arrive as the JSON text SQLite stores), each column sent as
 * one array and unnested, so a batch of thousands of trials is one statement; the tsvector column follows by itself.
 */
export function pgTrialWriter(db: Db): (rows: TrialRow[], now?: Date) => Promise<void> {
  const client = postgresOf(db).$client;
  const quoted = (key: Key) => `"${columns[key].name}"`;
  const arrays = ROW_KEYS.map((k, i) => `$${i + 1}::${sqlType(k) === "json" ? "text" : sqlType(k)}[]`).join(", ");
  const selected = ROW_KEYS.map((k, i) => `c${i}${sqlType(k) === "json" ? "::json" : ""}`).join(", ");
  const statement =
    `INSERT INTO "${getTableName(trials)}" (${[...ROW_KEYS, "updatedAt" as const].map(quoted).join(", ")}) ` +
    `SELECT ${selected}, $${ROW_KEYS.length + 1}::timestamptz FROM unnest(${arrays}) AS u(${ROW_KEYS.map((_, i) => `c${i}`).join(", ")}) ` +
    `ON CONFLICT (${quoted("pmid")}) DO UPDATE SET ${[...ROW_KEYS, "updatedAt" as const]
      .filter((k) => k !== "pmid")
      .map((k) => `${quoted(k)} = excluded.${quoted(k)}`)
      .join(", ")}`;
  return async (rows, now = new Date()) => {
    if (rows.length === 0) return;
    await client.begin(async (tx) => {
      for (let start = 0; start < rows.length; start += CHUNK) {
        const chunk = rows.slice(start, start + CHUNK);
        const byColumn = ROW_KEYS.map((_, i) => chunk.map((row) => row[i] ?? null));
        await tx.unsafe(statement, [...byColumn, now.toISOString()] as never[]);
      }
    });
  };
}
