import { type Db, postgresOf } from "../db";
import type { AuthCoordination } from "./store";

/**
 * Sign-in and sign-up limits for instances on one PostgreSQL database: attempts are rows of `client_events`, booked
 * under a per-key advisory lock as the search and summary windows are (lib/shared-rate-window.ts); an account's
 * backoff lanes are a small JSON value kept in a `leases` row (a keyed row with an expiry), so no table of its own.
 */
export function createPgAuthCoordination(db: Db, now: () => number = Date.now): AuthCoordination {
  const sql = postgresOf(db).$client;
  const lock = (tx: typeof sql, key: string) => tx`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
  return {
    book: (scope, client, limit, windowMs) =>
      sql.begin(async (tx) => {
        const t = now();
        await lock(tx as unknown as typeof sql, `${scope}\n${client}`);
        await tx`DELETE FROM client_events WHERE scope = ${scope} AND client = ${client} AND at_ms <= ${t - windowMs}`;
        const recent = await tx<{ at: string }[]>`
          SELECT at_ms AS at FROM client_events WHERE scope = ${scope} AND client = ${client} ORDER BY at_ms`;
        if (recent.length >= limit) return { waitMs: Math.max(1, windowMs - (t - Number(recent[recent.length - limit]!.at))) };
        await tx`INSERT INTO client_events (scope, client, at_ms) VALUES (${scope}, ${client}, ${t})`;
        // The booking's id is its time; unbook removes one row of that client at that time.
        return { waitMs: 0 as const, id: t, before: recent.length };
      }),
    unbook: async (scope, client, id) => {
      await sql`DELETE FROM client_events WHERE ctid = (
        SELECT ctid FROM client_events WHERE scope = ${scope} AND client = ${client} AND at_ms = ${id} LIMIT 1)`;
    },
    update: async <T>(scope: string, key: string, forgetAfterMs: number, change: (current: T | undefined, t: number) => T | undefined) => {
      let next: T | undefined;
      await sql.begin(async (tx) => {
        const t = now();
        const row = `state:${scope}\n${key}`;
        await lock(tx as unknown as typeof sql, row);
        const [kept] = await tx<{ holder: string }[]>`SELECT holder FROM leases WHERE key = ${row} AND expires_at > clock_timestamp()`;
        next = change(kept ? (JSON.parse(kept.holder) as T) : undefined, t);
        if (next === undefined) await tx`DELETE FROM leases WHERE key = ${row}`;
        else
          await tx`INSERT INTO leases (key, holder, expires_at)
            VALUES (${row}, ${JSON.stringify(next)}, clock_timestamp() + ${forgetAfterMs}::int * interval '1 millisecond')
            ON CONFLICT (key) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at`;
      });
      return next;
    },
  };
}
