import { eq } from "drizzle-orm";
import type { Db } from "../db";

export interface CachedSearch {
  count: number;
  pmids: string[];
  fetchedAt: Date;
}

export async function readCachedSearch(db: Db, key: string): Promise<CachedSearch | undefined> {
  const { searchCache } = db.tables;
  const [entry] = await db.select().from(searchCache).where(eq(searchCache.key, key));
  return entry;
}

export async function writeCachedSearch(db: Db, key: string, entry: CachedSearch): Promise<void> {
  const { searchCache } = db.tables;
  await db
    .insert(searchCache)
    .values({ key, ...entry })
    .onConflictDoUpdate({ target: searchCache.key, set: entry });
}
