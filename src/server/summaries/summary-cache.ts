import { and, eq, lt, or } from "drizzle-orm";
import type { summaries } from "../../../db/schema";
import type { Db } from "../db";

export type StoredSummary = typeof summaries.$inferSelect;
export type SummaryOrigin = StoredSummary["origin"];

const DAY = 86_400_000;
/** A summary of our own record is kept while someone reads it at least twice a year; one of sent text, a week. */
export const KEEP_UNREAD_MS: Record<SummaryOrigin, number> = { record: 180 * DAY, client: 7 * DAY };

/**
 * Same text, same model, same prompt: the same key. A changed abstract or prompt makes a new one. A summary of
 * text a client sent is keyed by that text alone, so it can never stand for the pmid's real record.
 */
export function summaryKey(parts: {
  origin: SummaryOrigin;
  pmid: string;
  abstractHash: string;
  model: string;
  promptVersion: string;
}): string {
  const subject = parts.origin === "record" ? parts.pmid : "sent-text";
  return [subject, parts.abstractHash, parts.model, parts.promptVersion].join("|");
}

export function hashTrialText(title: string, abstract: string): string {
  return new Bun.CryptoHasher("sha256").update(`${title}\n${abstract}`).digest("hex").slice(0, 32);
}

/** A stored summary; reading it keeps it (its last-read time moves at most once a day, to spare writes). */
export async function readSummary(db: Db, key: string, now: number): Promise<StoredSummary | undefined> {
  const { summaries } = db.tables;
  const [row] = await db.select().from(summaries).where(eq(summaries.key, key));
  if (row && (!row.lastReadAt || now - row.lastReadAt.getTime() > DAY)) {
    await db
      .update(summaries)
      .set({ lastReadAt: new Date(now) })
      .where(eq(summaries.key, key));
  }
  return row;
}

export async function writeSummary(db: Db, row: StoredSummary): Promise<void> {
  const { summaries } = db.tables;
  await db.insert(summaries).values(row).onConflictDoUpdate({ target: summaries.key, set: row });
}

/** Deletes summaries nobody has read for long; saved trials keep copies of their own. Answers how many went. */
export async function expireSummaries(db: Db, now: number): Promise<number> {
  const { summaries } = db.tables;
  const unreadSince = (origin: SummaryOrigin) =>
    and(eq(summaries.origin, origin), lt(summaries.lastReadAt, new Date(now - KEEP_UNREAD_MS[origin])));
  const gone = await db
    .delete(summaries)
    .where(or(unreadSince("record"), unreadSince("client")))
    .returning({ key: summaries.key });
  return gone.length;
}
