import { inArray, sql } from "drizzle-orm";
import { trials } from "../../../db/schema";
import type { Trial } from "../../shared/trial";
import type { Db } from "../db";
import { type StoredTrial, trialRow } from "./trial-row";
import { trialWriter } from "./trial-writer";

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

/** One writer per database (the FTS index follows by trigger). */
const writers = new WeakMap<Db, ReturnType<typeof trialWriter>>();

/** Inserts or refreshes trials, in one transaction, through one prepared statement per database. */
export function upsertTrials(db: Db, articles: StoredTrial[], now = new Date()): void {
  if (articles.length === 0) return;
  let write = writers.get(db);
  if (!write) {
    write = trialWriter(db);
    writers.set(db, write);
  }
  write(articles.map(trialRow), now);
}

/** Trials by PMID, in the order asked; ids we do not hold are skipped. */
export function getTrials(db: Db, pmids: string[]): Trial[] {
  if (pmids.length === 0) return [];
  const rows = db.select().from(trials).where(inArray(trials.pmid, pmids)).all();
  const byPmid = new Map(rows.map((r) => [r.pmid, r]));
  return pmids.flatMap((p) => {
    const row = byPmid.get(p);
    return row ? [rowToTrial(row)] : [];
  });
}

/** Removes trials by PMID, in batches that stay under SQLite's limit on bound parameters. */
export function deleteTrials(db: Db, pmids: string[]): number {
  let deleted = 0;
  for (let i = 0; i < pmids.length; i += DELETE_BATCH) {
    const batch = pmids.slice(i, i + DELETE_BATCH);
    deleted += db.delete(trials).where(inArray(trials.pmid, batch)).returning({ pmid: trials.pmid }).all().length;
  }
  return deleted;
}

export function countTrials(db: Db): number {
  return db.get<{ n: number }>(sql`select count(*) as n from trials`).n;
}
