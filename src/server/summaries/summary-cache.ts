import { eq } from "drizzle-orm";
import { summaries } from "../../../db/schema";
import type { Db } from "../db";

export type StoredSummary = typeof summaries.$inferSelect;

/** Same trial text, same model, same prompt: the same key. A changed abstract or prompt makes a new one. */
export function summaryKey(parts: { pmid: string; abstractHash: string; model: string; promptVersion: string }): string {
  return [parts.pmid, parts.abstractHash, parts.model, parts.promptVersion].join("|");
}

export function hashTrialText(title: string, abstract: string): string {
  return new Bun.CryptoHasher("sha256").update(`${title}\n${abstract}`).digest("hex").slice(0, 32);
}

export function readSummary(db: Db, key: string): StoredSummary | undefined {
  return db.select().from(summaries).where(eq(summaries.key, key)).get();
}

export function writeSummary(db: Db, row: StoredSummary): void {
  db.insert(summaries).values(row).onConflictDoUpdate({ target: summaries.key, set: row }).run();
}
