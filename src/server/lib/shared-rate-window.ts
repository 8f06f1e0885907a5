import { sqliteCoordination } from "../coordination";
import { sharedRateWindow } from "../coordination/shared-window";
import { type Db, postgresOf } from "../db";
import { createRateWindow } from "./rate-window";

export type Turn = { ok: true } | { ok: false; retryAfterMs: number };

export interface ClientRateWindow {
  /** Records an event, or answers how many ms to wait when the client is over its limit. */
  take(client: string): Promise<Turn>;
}

interface WindowOptions {
  limit: number;
  windowMs?: number;
  now?: () => number;
}

/**
 * A per-client sliding window (see rate-window.ts) that holds across instances: on PostgreSQL the events are rows in
 * `client_events`, counted under a lock per client so two instances cannot both let the last one through; on SQLite,
 * several processes on one file share `coord_events` (coordination/); an in-memory database keeps the in-memory
 * window. `scope` names the limit (searches, summaries).
 */
export function clientRateWindow(db: Db, scope: string, options: WindowOptions): ClientRateWindow {
  if (db.engine !== "postgres") {
    const file = sqliteCoordination(db);
    if (file) return sharedRateWindow(file, scope, options);
    const local = createRateWindow(options);
    return { take: async (client) => local.take(client) };
  }
  const sql = postgresOf(db).$client;
  const { limit, windowMs = 60_000, now = Date.now } = options;
  let takes = 0;
  return {
    async take(client) {
      if (limit <= 0) return { ok: true };
      const t = now();
      // Now and then, forget every idle client of this scope, so the table cannot grow without bound.
      if (++takes % 1_000 === 0)
        await sql`DELETE FROM client_events WHERE scope = ${scope} AND at_ms <= ${t - windowMs}`;
      return sql.begin(async (tx): Promise<Turn> => {
        await tx`SELECT pg_advisory_xact_lock(hashtextextended(${`${scope}\n${client}`}, 0))`;
        await tx`DELETE FROM client_events WHERE scope = ${scope} AND client = ${client} AND at_ms <= ${t - windowMs}`;
        const recent = await tx<{ at: string }[]>`
          SELECT at_ms AS at FROM client_events WHERE scope = ${scope} AND client = ${client} ORDER BY at_ms LIMIT ${limit}`;
        if (recent.length >= limit) return { ok: false, retryAfterMs: windowMs - (t - Number(recent[0]!.at)) };
        await tx`INSERT INTO client_events (scope, client, at_ms) VALUES (${scope}, ${client}, ${t})`;
        return { ok: true };
      });
    },
  };
}
