import type { Trial } from "../../shared/trial";
import { sqliteOf, type Db } from "../db";
import { getTrials } from "./trial-store";

/** Ranking only the newest matches keeps a term found in a third of a million-row index fast (STACK.md). */
export const RANK_CANDIDATES = 2_000;
/** Counting stops here; the reader is told "10,000+" rather than waiting for an exact figure. */
export const COUNT_CAP = 10_000;

/** The user's words as an FTS5 query: each one quoted (so nothing is syntax), all required. */
export function toFtsQuery(query: string): string | undefined {
  const words = query.normalize("NFC").match(/[\p{L}\p{N}]+/gu) ?? [];
  const kept = words.filter((w) => !/^(and|or|not|near)$/i.test(w)).slice(0, 32);
  if (kept.length === 0) return undefined;
  return kept.map((w) => `"${w}"`).join(" ");
}

export interface LocalSearchResult {
  trials: Trial[];
  count: number;
  countCapped: boolean;
}

export function searchLocalIndex(db: Db, query: string, { limit, offset }: { limit: number; offset: number }): LocalSearchResult {
  const match = toFtsQuery(query);
  if (!match) return { trials: [], count: 0, countCapped: false };
  const sqlite = sqliteOf(db);
  const counted = sqlite
    .query<{ n: number }, [string, number]>(
      "SELECT count(*) AS n FROM (SELECT rowid FROM trials_fts WHERE trials_fts MATCH ? LIMIT ?)",
    )
    .get(match, COUNT_CAP + 1)!.n;
  if (counted === 0) return { trials: [], count: 0, countCapped: false };
  // The MATCH runs alone in the inner query (FTS5's early exit); only its capped rows are ranked.
  const rows = sqlite
    .query<{ pmid: string }, [string, number, number, number]>(
      `SELECT t.pmid FROM (
         SELECT rowid, bm25(trials_fts, 10.0, 1.0, 4.0, 2.0) AS score
         FROM trials_fts WHERE trials_fts MATCH ? ORDER BY rowid DESC LIMIT ?
       ) AS hits JOIN trials AS t ON t.rowid = hits.rowid
       ORDER BY hits.score LIMIT ? OFFSET ?`,
    )
    .all(match, RANK_CANDIDATES, limit, offset);
  return {
    trials: getTrials(db, rows.map((r) => r.pmid)),
    count: Math.min(counted, COUNT_CAP),
    countCapped: counted > COUNT_CAP,
  };
}
