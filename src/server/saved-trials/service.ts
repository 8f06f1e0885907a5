import { and, desc, eq } from "drizzle-orm";
import { savedTrials, summaries } from "../../../db/schema";
import type { SavedTrial } from "../../shared/saved-trial";
import type { Db } from "../db";
import { AppError } from "../errors";
import type { SaveTrialInput } from "./save-request";

export const ALREADY_SAVED = "This trial is already saved to your favorites.";
export const NOT_SAVED = "This trial is not in your favorites.";

type Row = typeof savedTrials.$inferSelect;

const toSavedTrial = (row: Row): SavedTrial => ({
  id: row.id,
  pmid: row.pmid,
  title: row.title,
  abstract: row.abstract,
  authors: row.authors,
  journal: row.journal,
  publicationDate: row.publicationDate,
  cancerType: row.cancerType,
  doi: row.doi,
  clinicianSummary: row.clinicianSummary,
  patientSummary: row.patientSummary,
});

/** The user's saved trials, newest first. */
export function listSavedTrials(db: Db, userId: string): SavedTrial[] {
  return db
    .select()
    .from(savedTrials)
    .where(eq(savedTrials.userId, userId))
    .orderBy(desc(savedTrials.createdAt), desc(savedTrials.id))
    .all()
    .map(toSavedTrial);
}

/** The newest summaries we generated for a pmid, if any. */
function cachedSummaries(db: Db, pmid: string) {
  return db
    .select({ clinicianSummary: summaries.clinicianSummary, patientSummary: summaries.patientSummary })
    .from(summaries)
    .where(eq(summaries.pmid, pmid))
    .orderBy(desc(summaries.generatedAt))
    .get();
}

/** Saves a trial for the user; a request without summaries gets the pair we cached for that pmid. */
export function saveTrial(db: Db, userId: string, input: SaveTrialInput, now: number): SavedTrial {
  const cached = input.clinicianSummary || input.patientSummary ? undefined : cachedSummaries(db, input.pmid);
  const row = db
    .insert(savedTrials)
    .values({
      ...input,
      userId,
      clinicianSummary: input.clinicianSummary ?? cached?.clinicianSummary ?? null,
      patientSummary: input.patientSummary ?? cached?.patientSummary ?? null,
      createdAt: new Date(now),
    })
    .onConflictDoNothing({ target: [savedTrials.userId, savedTrials.pmid] })
    .returning()
    .get();
  if (!row) throw new AppError(409, ALREADY_SAVED);
  return toSavedTrial(row);
}

/** Removes one of the user's saved trials; another user's row is never touched. */
export function removeSavedTrial(db: Db, userId: string, pmid: string): void {
  const removed = db
    .delete(savedTrials)
    .where(and(eq(savedTrials.userId, userId), eq(savedTrials.pmid, pmid)))
    .returning({ id: savedTrials.id })
    .all();
  if (removed.length === 0) throw new AppError(404, NOT_SAVED);
}
