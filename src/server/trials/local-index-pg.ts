import type { Db } from "../db";
import { postgresOf } from "../db";
import { localFilterSql } from "./local-filters";
import type { LocalSearchOptions } from "./local-index";

/** ts_rank's weights for D, C, B, A (abstract, authors, MeSH, title): bm25's 1:2:4:10 on SQLite. */
const WEIGHTS = "{0.1,0.2,0.4,1.0}";

/**
 * The local index on PostgreSQL: the `search` tsvector (GIN-indexed, migration 0001) against every word of the query
 * (plainto_tsquery ANDs them, with the `trial_lens` configuration's stems). As on SQLite, counting stops past
 * `countCap` and only the newest `candidates` matches are ranked. Answers the page's pmids and the capped count.
 */
export async function searchPostgresIndex(
  db: Db,
  words: string[],
  { limit, offset, filters }: LocalSearchOptions,
  { countCap, candidates }: { countCap: number; candidates: number },
): Promise<{ pmids: string[]; counted: number }> {
  const client = postgresOf(db).$client;
  const where = localFilterSql(filters, "postgres", 1);
  const cond = `t.search @@ plainto_tsquery('trial_lens', $1)${where ? ` AND ${where.sql}` : ""}`;
  const params = [words.join(" "), ...(where?.params ?? [])];
  const next = params.length;
  // The GIN index answers "which rows" without reading their tsvectors; a sequential scan (which the planner picks
  // for a common term under LIMIT) reads and decompresses every one: 5-10 times slower at 100,000 trials.
  return client.begin(async (tx) => {
    await tx`SET LOCAL enable_seqscan = off`;
    const [row] = await tx.unsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM trials t WHERE ${cond} LIMIT $${next + 1}) AS capped`,
      [...params, countCap + 1],
    );
    const counted = row?.n ?? 0;
    if (counted === 0) return { pmids: [], counted };
    // Only the newest candidates are ranked, so ts_rank reads those tsvectors alone.
    const hits = await tx.unsafe<{ pmid: string }[]>(
      `SELECT hits.pmid FROM (
         SELECT t.pmid, t.sort_date, t.search FROM trials t WHERE ${cond} ORDER BY t.sort_date DESC, t.pmid DESC LIMIT $${next + 1}
       ) AS hits
       ORDER BY ts_rank('${WEIGHTS}', hits.search, plainto_tsquery('trial_lens', $1)) DESC, hits.sort_date DESC, hits.pmid DESC
       LIMIT $${next + 2} OFFSET $${next + 3}`,
      [...params, candidates, limit, offset],
    );
    return { pmids: hits.map((h) => h.pmid), counted };
  });
}
