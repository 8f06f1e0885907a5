import { type Db, postgresOf } from "../db";
import type { AuthCoordination } from "./store";

const SIGN_IN_FAILURES = "sign-in-failures";

/**
 * Sign-in and sign-up limits for instances on one PostgreSQL database, one round trip per attempt: the functions of
 * db/migrations-pg/0005 count a client's attempts in `client_events` under a lock per client and keep each account's
 * backoff lanes in `sign_in_lanes`, in one transaction, so no two instances both take the last try.
 */
export function createPgAuthCoordination(db: Db, now: () => number = Date.now) {
  const sql = postgresOf(db).$client;
  const store = {
    async book(scope: string, client: string, limit: number, windowMs: number) {
      const [row] = await sql<{ wait_ms: string; id: string | null; before: number }[]>`
        SELECT wait_ms, id, before FROM coord_book(${scope}, ${client}, ${limit}, ${windowMs}, ${now()})`;
      if (!row || row.id === null) return { waitMs: Number(row?.wait_ms ?? 1) };
      return { waitMs: 0 as const, id: Number(row.id), before: row.before };
    },
    async unbook(scope: string, client: string, id: number) {
      await sql`SELECT coord_unbook(${scope}, ${client}, ${id})`;
    },
    async bookSignIn(
      client: string,
      account: string,
      rules: {
        clientLimit: number;
        clientWindowMs: number;
        freeFailures: number;
        maxDelayMs: number;
        forgetAfterMs: number;
      },
      t: number,
    ) {
      const [row] = await sql<{ wait_ms: string; id: string | null }[]>`
        SELECT wait_ms, id FROM coord_book_sign_in(${SIGN_IN_FAILURES}, ${client}, ${account}, ${t},
          ${rules.clientLimit}, ${rules.clientWindowMs}, ${rules.freeFailures}, ${rules.maxDelayMs}, ${rules.forgetAfterMs})`;
      const id = row?.id;
      if (id === null || id === undefined)
        return { waitMs: Math.max(1, Number(row?.wait_ms ?? 1)), succeeded: async () => {} };
      return {
        waitMs: 0,
        succeeded: async () => {
          await sql`SELECT coord_sign_in_succeeded(${SIGN_IN_FAILURES}, ${client}, ${account}, ${Number(id)})`;
        },
      };
    },
  } satisfies AuthCoordination;
  return store;
}
