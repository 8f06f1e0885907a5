import { getTableColumns } from "drizzle-orm";
import { trials } from "../../../db/schema";
import type { Trial } from "../../shared/trial";

/** What the store needs of a parsed article beyond the API's Trial. */
export type StoredTrial = Trial & { year: number | null; sortDate: string };

export type Columns = ReturnType<typeof getTableColumns<typeof trials>>;
export type Key = keyof Columns;

export const columns: Columns = getTableColumns(trials);
/** Every column but updated_at, which the writer adds: rows can be made on a worker, ahead of the write. */
export const ROW_KEYS = (Object.keys(columns) as Key[]).filter((key) => key !== "updatedAt");

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
  return ROW_KEYS.map((key) =>
    values[key] === null ? null : (columns[key].mapToDriverValue(values[key]) as string | number),
  );
}
