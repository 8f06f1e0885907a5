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
  const [row] = await client.unsafe<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM trials t WHERE ${cond} LIMIT $${next + 1}) AS capped`,
    [...params, countCap + 1],
  );
  const counted = row?.n ?? 0;
  if (counted === 0) return { pmids: [], counted };
  const hits = await client.unsafe<{ pmid: string }[]>(
    `SELECT hits.pmid FROM (
       SELECT t.pmid, t.sort_date, ts_rank('${WEIGHTS}', t.search, plainto_tsquery('trial_lens', $1)) AS score
       FROM trials t WHERE ${cond} ORDER BY t.sort_date DESC, t.pmid DESC LIMIT $${next + 1}
     ) AS hits ORDER BY hits.score DESC, hits.sort_date DESC, hits.pmid DESC LIMIT $${next + 2} OFFSET $${next + 3}`,
    [...params, candidates, limit, offset],
  );
  return { pmids: hits.map((h) => h.pmid), counted };
}
