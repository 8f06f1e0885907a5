import { and, count, desc, eq } from "drizzle-orm";
import type { savedTrials } from "../../../db/schema";
import { ERROR_CODES } from "../../shared/api/error-body";
import type { SavedTrial, SaveTrialInput } from "../../shared/api/saved-trials";
import type { Notice } from "../../shared/trial";
import type { Db } from "../db";
import { AppError } from "../errors";
import type { NoticeRefresh } from "./notice-refresh";

export const ALREADY_SAVED = "This trial is already saved to your favorites.";
export const NOT_SAVED = "This trial is not in your favorites.";
/** Enough for any reader's working list; it bounds what one account can make the server store. */
export const MAX_SAVED_PER_USER = 2_000;
export const TOO_MANY_SAVED = `You have saved ${MAX_SAVED_PER_USER.toLocaleString("en")} trials, the most one account can keep. Remove some to save more.`;

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
  ...(row.facts ? { facts: row.facts } : {}),
  ...(row.sentences ? { sentences: row.sentences } : {}),
  ...(row.sourceText ? { sourceText: row.sourceText } : {}),
});

/** The user's saved trials, newest first, each with the notices of our current record of it (a paper can be retracted after it was saved). */
export async function listSavedTrials(db: Db, userId: string): Promise<SavedTrial[]> {
  const { savedTrials, trials } = db.tables;
  const rows = await db
    .select({ saved: savedTrials, notices: trials.notices })
    .from(savedTrials)
    .leftJoin(trials, eq(trials.pmid, savedTrials.pmid))
    .where(eq(savedTrials.userId, userId))
    .orderBy(desc(savedTrials.createdAt), desc(savedTrials.id));
  return rows.map(({ saved, notices }) => withNotices(toSavedTrial(saved), notices));
}

const withNotices = (trial: SavedTrial, notices: Notice[] | null): SavedTrial =>
  notices?.length ? { ...trial, notices } : trial;

/** The newest summaries we made from our own record of a pmid; never ones made from text a client sent. */
async function ownSummaries(db: Db, pmid: string) {
  const { summaries } = db.tables;
  const [newest] = await db
    .select()
    .from(summaries)
    .where(and(eq(summaries.pmid, pmid), eq(summaries.origin, "record")))
    .orderBy(desc(summaries.generatedAt))
    .limit(1);
  return newest;
}

/**
 * What a save keeps of our summaries: a request without summaries gets our newest pair for the pmid; a request
 * whose summaries are ours word for word also gets the fact sheet behind them. Other text is the user's own.
 */
async function summariesToKeep(db: Db, input: SaveTrialInput) {
  const own = await ownSummaries(db, input.pmid);
  const sent = input.clinicianSummary || input.patientSummary;
  const same =
    own && (!sent || (input.clinicianSummary === own.clinicianSummary && input.patientSummary === own.patientSummary));
  return {
    clinicianSummary: sent ? input.clinicianSummary : (own?.clinicianSummary ?? null),
    patientSummary: sent ? input.patientSummary : (own?.patientSummary ?? null),
    facts: same ? own.facts : null,
    sentences: same ? own.sentences : null,
    sourceText: same ? own.sourceText : null,
  };
}

/** Saves a trial for the user, with our summaries of it when the request brings none. */
export async function saveTrial(db: Db, userId: string, input: SaveTrialInput, now: number): Promise<SavedTrial> {
  const { savedTrials } = db.tables;
  const [held] = await db.select({ n: count() }).from(savedTrials).where(eq(savedTrials.userId, userId));
  if ((held?.n ?? 0) >= MAX_SAVED_PER_USER) throw new AppError(409, TOO_MANY_SAVED, {}, ERROR_CODES.tooManySaved);
  const [row] = await db
    .insert(savedTrials)
    .values({ ...input, ...(await summariesToKeep(db, input)), userId, createdAt: new Date(now) })
    .onConflictDoNothing({ target: [savedTrials.userId, savedTrials.pmid] })
    .returning();
  if (!row) throw new AppError(409, ALREADY_SAVED, {}, ERROR_CODES.alreadySaved);
  return toSavedTrial(row);
}

/** Removes one of the user's saved trials; another user's row is never touched. */
export async function removeSavedTrial(db: Db, userId: string, pmid: string): Promise<void> {
  const { savedTrials } = db.tables;
  const removed = await db
    .delete(savedTrials)
    .where(and(eq(savedTrials.userId, userId), eq(savedTrials.pmid, pmid)))
    .returning({ id: savedTrials.id });
  if (removed.length === 0) throw new AppError(404, NOT_SAVED);
}

/** The saved-trials service over the database it is handed (services.ts wires it); `notices` re-checks stale records. */
export function createSavedTrials(db: Db, notices?: NoticeRefresh) {
  return {
    list: (userId: string) => listSavedTrials(db, userId),
    save: (userId: string, input: SaveTrialInput, now: number) => saveTrial(db, userId, input, now),
    remove: (userId: string, pmid: string) => removeSavedTrial(db, userId, pmid),
    notices,
  };
}

export type SavedTrials = ReturnType<typeof createSavedTrials>;
