import { getTableName } from "drizzle-orm";
import { trials } from "../../../db/schema";
import { type Db, sqliteOf } from "../db";
import { columns, type Key, ROW_KEYS, type TrialRow } from "./trial-row";

/**
 * upsertTrials for bulk imports: the same rows (trial-writer.test.ts compares them), through one prepared statement
 * built from the Drizzle table. upsertTrials has Drizzle build its query again for every row, which made writing the
 * slowest part of an import.
 */
export function trialWriter(db: Db): (rows: TrialRow[], now?: Date) => void {
  const keys = [...ROW_KEYS, "updatedAt" as const];
  const quoted = (key: Key) => `"${columns[key].name}"`;
  const sqlite = sqliteOf(db);
  const upsert = sqlite.prepare<unknown, (string | number | null)[]>(
    `INSERT INTO "${getTableName(trials)}" (${keys.map(quoted).join(", ")}) VALUES (${keys.map(() => "?").join(", ")}) ` +
      `ON CONFLICT (${quoted("pmid")}) DO UPDATE SET ${keys
        .filter((k) => k !== "pmid")
        .map((k) => `${quoted(k)} = excluded.${quoted(k)}`)
        .join(", ")}`,
  );
  const writeAll = sqlite.transaction((rows: TrialRow[], updatedAt: number) => {
    for (const row of rows) upsert.run(...row, updatedAt);
  });
  return (rows, now = new Date()) => {
    if (rows.length > 0) writeAll(rows, columns.updatedAt.mapToDriverValue(now) as number);
  };
}
