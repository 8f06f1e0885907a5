import type { SearchFilters } from "../../shared/api/search";
import type { Trial } from "../../shared/trial";
import { sqliteOf, type Db } from "../db";
import { localFilterSql } from "./local-filters";
import { searchPostgresIndex } from "./local-index-pg";
import { getTrials } from "./trial-store";

/** Ranking only the newest matches keeps a term found in a third of a million-row index fast (decision 012). */
export const RANK_CANDIDATES = 2_000;
/** Counting stops here; the reader is told "10,000+" rather than waiting for an exact figure. */
export const COUNT_CAP = 10_000;

/** The user's words, at most 32; FTS5's operator words are dropped on both stores, so both find the same. */
export function queryWords(query: string): string[] {
  const words = query.normalize("NFC").match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.filter((w) => !/^(and|or|not|near)$/i.test(w)).slice(0, 32);
}

/** The user's words as an FTS5 query: each one quoted (so nothing is syntax), all required. */
export function toFtsQuery(query: string): string | undefined {
  const kept = queryWords(query);
  if (kept.length === 0) return undefined;
  return kept.map((w) => `"${w}"`).join(" ");
}

export interface LocalSearchResult {
  trials: Trial[];
  count: number;
  countCapped: boolean;
}

export interface LocalSearchOptions {
  limit: number;
  offset: number;
  filters?: SearchFilters;
}

/** The best matches for the query's words, a page of them, and how many there are (counted up to COUNT_CAP). */
export async function searchLocalIndex(db: Db, query: string, options: LocalSearchOptions): Promise<LocalSearchResult> {
  const words = queryWords(query);
  if (words.length === 0) return { trials: [], count: 0, countCapped: false };
  const { pmids, counted } =
    db.engine === "postgres"
      ? await searchPostgresIndex(db, words, options, { countCap: COUNT_CAP, candidates: RANK_CANDIDATES })
      : searchSqliteIndex(db, toFtsQuery(query)!, options);
  return {
    trials: await getTrials(db, pmids),
    count: Math.min(counted, COUNT_CAP),
    countCapped: counted > COUNT_CAP,
  };
}

function searchSqliteIndex(
  db: Db,
  match: string,
  { limit, offset, filters }: LocalSearchOptions,
): { pmids: string[]; counted: number } {
  const sqlite = sqliteOf(db);
  const where = localFilterSql(filters);
  // Filters join the trials table inside the capped queries, so the cap and ranking count only rows that pass.
  const from = where ? `trials_fts JOIN trials AS t ON t.rowid = trials_fts.rowid` : "trials_fts";
  const cond = where ? `trials_fts MATCH ? AND ${where.sql}` : "trials_fts MATCH ?";
  const bound = where?.params ?? [];
  const counted = sqlite
    .query<{ n: number }, (string | number)[]>(
      `SELECT count(*) AS n FROM (SELECT trials_fts.rowid FROM ${from} WHERE ${cond} LIMIT ?)`,
    )
    .get(match, ...bound, COUNT_CAP + 1)!.n;
  if (counted === 0) return { pmids: [], counted };
  // The MATCH runs alone in the inner query (FTS5's early exit); only its capped rows are ranked.
  const rows = sqlite
    .query<{ pmid: string }, (string | number)[]>(
      `SELECT tr.pmid FROM (
         SELECT trials_fts.rowid AS rowid, bm25(trials_fts, 10.0, 1.0, 4.0, 2.0) AS score
         FROM ${from} WHERE ${cond} ORDER BY trials_fts.rowid DESC LIMIT ?
       ) AS hits JOIN trials AS tr ON tr.rowid = hits.rowid
       ORDER BY hits.score LIMIT ? OFFSET ?`,
    )
    .all(match, ...bound, RANK_CANDIDATES, limit, offset);
  return { pmids: rows.map((r) => r.pmid), counted };
}
