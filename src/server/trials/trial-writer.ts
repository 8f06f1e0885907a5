import { getTableColumns, getTableName } from "drizzle-orm";
import { trials } from "../../../db/schema";
import { type Db, sqliteOf } from "../db";
import type { StoredTrial } from "./trial-store";

type Columns = ReturnType<typeof getTableColumns<typeof trials>>;
type Key = keyof Columns;

const columns: Columns = getTableColumns(trials);
/** Every column but updated_at, which the writer adds: rows can be made on a worker, ahead of the write. */
const ROW_KEYS = (Object.keys(columns) as Key[]).filter((key) => key !== "updatedAt");

/** A trial's row values in ROW_KEYS order, as SQLite stores them (JSON arrays as text): plain data a worker can send. */
export type TrialRow = (string | number | null)[];

export function trialRow(a: StoredTrial): TrialRow {
  const values: Record<Exclude<Key, "updatedAt">, unknown> = {
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
    registrations: a.registrations ?? [],
    notices: a.notices ?? [],
  };
  return ROW_KEYS.map((key) => (values[key] === null ? null : (columns[key].mapToDriverValue(values[key]) as string | number)));
}

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
      `ON CONFLICT (${quoted("pmid")}) DO UPDATE SET ${keys.filter((k) => k !== "pmid").map((k) => `${quoted(k)} = excluded.${quoted(k)}`).join(", ")}`,
  );
  const writeAll = sqlite.transaction((rows: TrialRow[], updatedAt: number) => {
    for (const row of rows) upsert.run(...row, updatedAt);
  });
  return (rows, now = new Date()) => {
    if (rows.length > 0) writeAll(rows, columns.updatedAt.mapToDriverValue(now) as number);
  };
}
