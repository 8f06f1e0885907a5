import { count, inArray } from "drizzle-orm";
import type { trials } from "../../../db/schema";
import type { Trial } from "../../shared/trial";
import type { Db } from "../db";
import { type StoredTrial, type TrialRow, trialRow } from "./trial-row";
import { trialWriter } from "./trial-writer";
import { pgTrialWriter } from "./trial-writer-pg";

const DELETE_BATCH = 10_000;

type Row = typeof trials.$inferSelect;

export function rowToTrial(row: Row): Trial {
  return {
    pmid: row.pmid,
    title: row.title,
    abstract: row.abstract,
    authors: row.authors,
    journal: row.journal,
    publicationDate: row.publicationDate,
    ...(row.cancerType ? { cancerType: row.cancerType } : {}),
    ...(row.doi ? { doi: row.doi } : {}),
    ...(row.phase ? { phase: row.phase } : {}),
    ...(row.nctId ? { nctId: row.nctId } : {}),
    publicationTypes: row.publicationTypes,
    meshTerms: row.meshTerms,
    abstractSections: row.abstractSections,
    registrations: row.registrations,
    notices: row.notices,
  };
}

type Writer = (rows: TrialRow[], now?: Date) => Promise<void>;
/** One writer per database (the full-text index follows by trigger on SQLite, by a generated column on PostgreSQL). */
const writers = new WeakMap<Db, Writer>();

/** The bulk writer for this database's engine: rows in, one transaction per call. */
export function rowWriter(db: Db): Writer {
  let write = writers.get(db);
  if (!write) {
    const sqlite = db.engine === "sqlite" ? trialWriter(db) : undefined;
    write = sqlite ? async (rows, now) => sqlite(rows, now) : pgTrialWriter(db);
    writers.set(db, write);
  }
  return write;
}

/** Inserts or refreshes trials, in one transaction, through one prepared statement per database. */
export async function upsertTrials(db: Db, articles: StoredTrial[], now = new Date()): Promise<void> {
  if (articles.length === 0) return;
  await rowWriter(db)(articles.map(trialRow), now);
}

/** Trials by PMID, in the order asked; ids we do not hold are skipped. */
export async function getTrials(db: Db, pmids: string[]): Promise<Trial[]> {
  if (pmids.length === 0) return [];
  const { trials } = db.tables;
  const rows = await db.select().from(trials).where(inArray(trials.pmid, pmids));
  const byPmid = new Map(rows.map((r) => [r.pmid, r]));
  return pmids.flatMap((p) => {
    const row = byPmid.get(p);
    return row ? [rowToTrial(row)] : [];
  });
}

/** Removes trials by PMID, in batches that stay under SQLite's limit on bound parameters. */
export async function deleteTrials(db: Db, pmids: string[]): Promise<number> {
  const { trials } = db.tables;
  let deleted = 0;
  for (let i = 0; i < pmids.length; i += DELETE_BATCH) {
    const batch = pmids.slice(i, i + DELETE_BATCH);
    deleted += (await db.delete(trials).where(inArray(trials.pmid, batch)).returning({ pmid: trials.pmid })).length;
  }
  return deleted;
}

export async function countTrials(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(db.tables.trials);
  return row?.n ?? 0;
}
