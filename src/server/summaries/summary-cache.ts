import { and, eq, lt, or } from "drizzle-orm";
import { summaries } from "../../../db/schema";
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
export function summaryKey(parts: { origin: SummaryOrigin; pmid: string; abstractHash: string; model: string; promptVersion: string }): string {
  const subject = parts.origin === "record" ? parts.pmid : "sent-text";
  return [subject, parts.abstractHash, parts.model, parts.promptVersion].join("|");
}

export function hashTrialText(title: string, abstract: string): string {
  return new Bun.CryptoHasher("sha256").update(`${title}\n${abstract}`).digest("hex").slice(0, 32);
}

/** A stored summary; reading it keeps it (its last-read time moves at most once a day, to spare writes). */
export function readSummary(db: Db, key: string, now: number): StoredSummary | undefined {
  const row = db.select().from(summaries).where(eq(summaries.key, key)).get();
  if (row && (!row.lastReadAt || now - row.lastReadAt.getTime() > DAY)) {
    db.update(summaries).set({ lastReadAt: new Date(now) }).where(eq(summaries.key, key)).run();
  }
  return row;
}

export function writeSummary(db: Db, row: StoredSummary): void {
  db.insert(summaries).values(row).onConflictDoUpdate({ target: summaries.key, set: row }).run();
}

/** Deletes summaries nobody has read for long; saved trials keep copies of their own. Answers how many went. */
export function expireSummaries(db: Db, now: number): number {
  const unreadSince = (origin: SummaryOrigin) =>
    and(eq(summaries.origin, origin), lt(summaries.lastReadAt, new Date(now - KEEP_UNREAD_MS[origin])));
  return db.delete(summaries).where(or(unreadSince("record"), unreadSince("client"))).returning({ key: summaries.key }).all().length;
}
