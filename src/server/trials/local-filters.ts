import { CANCER_TYPE_FILTERS, type SearchFilters } from "../../shared/api/search";

const ROMAN = { "1": "I", "2": "II", "3": "III", "4": "IV" } as const;
const CANCER_NAMES = Object.fromEntries(CANCER_TYPE_FILTERS);

/**
 * The search filters as SQL over the trials table (alias t), with its bound values; undefined when none is set.
 * Only constant SQL is written here: every value the reader chose is a bound parameter (`?`; `$n` on PostgreSQL,
 * numbered after the `bound` parameters the caller has before these).
 */
export function localFilterSql(
  filters: SearchFilters | undefined,
  dialect: "sqlite" | "postgres" = "sqlite",
  bound = 0,
): { sql: string; params: (string | number)[] } | undefined {
  if (!filters) return undefined;
  const sql = localFilterSqlite(filters);
  if (!sql || dialect === "sqlite") return sql;
  // Same conditions: JSON columns compared as their text, strpos for instr, numbered parameters.
  let n = bound;
  return {
    sql: sql.sql
      .replaceAll("t.publication_types LIKE", "t.publication_types::text LIKE")
      .replaceAll("instr(", "strpos(")
      .replace(/\?/g, () => `$${++n}`),
    params: sql.params,
  };
}

function localFilterSqlite(filters: SearchFilters): { sql: string; params: (string | number)[] } | undefined {
  const where: string[] = [];
  const params: (string | number)[] = [];
  if (filters.design === "rct") where.push(`t.publication_types LIKE '%"Randomized Controlled Trial"%'`);
  const phases = [...new Set(filters.phases ?? [])];
  if (phases.length) {
    // "Phase 2/3" counts as phase 2 and as phase 3; a phase publication type counts when no phase was read.
    const one = `(instr(t.phase, ?) > 0 OR t.publication_types LIKE ?)`;
    where.push(`(${phases.map(() => one).join(" OR ")})`);
    for (const p of phases) params.push(p, `%"Clinical Trial, Phase ${ROMAN[p]}"%`);
  }
  if (filters.yearFrom !== undefined) {
    where.push("t.year >= ?");
    params.push(filters.yearFrom);
  }
  if (filters.yearTo !== undefined) {
    where.push("t.year <= ?");
    params.push(filters.yearTo);
  }
  const cancers = [...new Set(filters.cancerTypes ?? [])];
  if (cancers.length) {
    where.push(`t.cancer_type IN (${cancers.map(() => "?").join(", ")})`);
    params.push(...cancers.map((c) => CANCER_NAMES[c]!));
  }
  return where.length ? { sql: where.join(" AND "), params } : undefined;
}
