import { eq } from "drizzle-orm";
import { searchCache } from "../../../db/schema";
import type { Db } from "../db";

export interface CachedSearch {
  count: number;
  pmids: string[];
  fetchedAt: Date;
}

export function readCachedSearch(db: Db, key: string): CachedSearch | undefined {
  return db.select().from(searchCache).where(eq(searchCache.key, key)).get();
}

export function writeCachedSearch(db: Db, key: string, entry: CachedSearch): void {
  db.insert(searchCache)
    .values({ key, ...entry })
    .onConflictDoUpdate({ target: searchCache.key, set: entry })
    .run();
}
