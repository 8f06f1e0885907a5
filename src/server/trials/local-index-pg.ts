import type { Db } from "../db";
import { postgresOf } from "../db";
import { localFilterSql } from "./local-filters";
import type { LocalSearchOptions } from "./local-index";

/** ts_rank's weights for D, C, B, A (abstract, authors, MeSH, title): bm25's 1:2:4:10 on SQLite. */
const WEIGHTS = "{0.1,0.2,0.4,1.0}";

/**
 * The local index on PostgreSQL: the `search` tsvector (GIN-indexed, migration 0001) against every word of the query
 * (plainto_tsquery ANDs them, with the `trial_lens` configuration's stems). As on SQLite, only the newest `candidates`
 * matches are ranked and counting stops past `countCap`. Answers the page's pmids and the capped count.
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
  return client.begin(async (tx) => {
    // The planner picks the plan by the term's frequency: a common term walks trials_newest_idx backwards and stops
    // at the candidates (reading a few thousand rows); a rare one takes its few rows from the GIN index, then sorts.
    const hits = await tx.unsafe<{ pmid: string; matched: number }[]>(
      `SELECT hits.pmid, count(*) OVER ()::int AS matched FROM (
         SELECT t.pmid, t.sort_date, t.search FROM trials t WHERE ${cond} ORDER BY t.sort_date DESC, t.pmid DESC LIMIT $${next + 1}
       ) AS hits
       ORDER BY ts_rank('${WEIGHTS}', hits.search, plainto_tsquery('trial_lens', $1)) DESC, hits.sort_date DESC, hits.pmid DESC
       LIMIT $${next + 2} OFFSET $${next + 3}`,
      [...params, candidates, limit, offset],
    );
    const matched = hits[0]?.matched;
    // Fewer matches than candidates: that is the count. Otherwise count apart, up to the cap.
    if (matched !== undefined && matched < candidates) return { pmids: hits.map((h) => h.pmid), counted: matched };
    // The planner counts a common term by reading rows until the cap (their tsvectors are inline since migration
    // 0007), a rarer one from the GIN index; enough work_mem keeps that bitmap exact, so no row is rechecked.
    await tx`SET LOCAL work_mem = '32MB'`;
    const [row] = await tx.unsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM (SELECT FROM trials t WHERE ${cond} LIMIT $${next + 1}) AS capped`,
      [...params, countCap + 1],
    );
    return { pmids: hits.map((h) => h.pmid), counted: row?.n ?? 0 };
  });
}
