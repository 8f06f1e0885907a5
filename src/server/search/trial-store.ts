import { inArray, sql } from "drizzle-orm";
import { trials } from "../../../db/schema";
import type { Trial } from "../../shared/trial";
import type { Db } from "../db";

/** What the store needs of a parsed article beyond the API's Trial. */
export type StoredTrial = Trial & { year: number | null; sortDate: string };

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
  };
}

/** Inserts or refreshes trials in one transaction (the FTS index follows by trigger). */
export function upsertTrials(db: Db, articles: StoredTrial[], now = new Date()): void {
  if (articles.length === 0) return;
  db.transaction((tx) => {
    for (const a of articles) {
      const values = {
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
        updatedAt: now,
      };
      tx.insert(trials).values(values).onConflictDoUpdate({ target: trials.pmid, set: values }).run();
    }
  });
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

export function deleteTrials(db: Db, pmids: string[]): number {
  if (pmids.length === 0) return 0;
  return db.delete(trials).where(inArray(trials.pmid, pmids)).returning({ pmid: trials.pmid }).all().length;
}

export function countTrials(db: Db): number {
  return db.get<{ n: number }>(sql`select count(*) as n from trials`).n;
}
