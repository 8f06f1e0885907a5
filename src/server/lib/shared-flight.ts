import { sqliteCoordination } from "../coordination";
import { runOnce } from "../coordination/run-once";
import { type Db, postgresOf } from "../db";

export interface SharedFlightOptions {
  /** How long a lease holds if its holder never says it is done (killed mid-call): the longest call, with margin. */
  leaseMs: number;
  /** How often a waiting instance looks for the holder's answer. */
  pollMs?: number;
}

/**
 * One upstream call among several instances on PostgreSQL: the first to take `key`'s lease runs `work`; the others
 * poll `answered` (the shared cache the work fills) until it has the answer, or take the lease themselves when the
 * holder finished without one (it failed) or vanished (its lease expired). On a SQLite file, the same through the
 * file's coordination tables (several processes on one host); on an in-memory database, one process: `work` alone.
 */
export function createSharedFlight(db: Db, { leaseMs, pollMs = 100 }: SharedFlightOptions) {
  const holder = crypto.randomUUID();
  const sql = db.engine === "postgres" ? postgresOf(db).$client : undefined;
  const file = sqliteCoordination(db);

  async function take(key: string): Promise<boolean> {
    const got = await sql!`
      INSERT INTO leases (key, holder, expires_at) VALUES (${key}, ${holder}, clock_timestamp() + ${leaseMs}::int * interval '1 millisecond')
      ON CONFLICT (key) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
      WHERE leases.expires_at < clock_timestamp()
      RETURNING holder`;
    return got.length > 0;
  }

  return {
    async run<V>(
      key: string,
      work: () => Promise<V>,
      answered: () => Promise<V | undefined>,
      signal?: AbortSignal,
    ): Promise<V> {
      // Holders on a SQLite file renew their lease, so a short one frees a killed holder's work soon.
      if (file)
        return runOnce(file, key, work, { stored: answered, leaseMs: Math.min(leaseMs, 10_000), pollMs, signal });
      if (!sql) return work();
      for (;;) {
        signal?.throwIfAborted();
        if (await take(key)) {
          try {
            // The holder before us may have finished between our look and our lease.
            return (await answered()) ?? (await work());
          } finally {
            await sql`DELETE FROM leases WHERE key = ${key} AND holder = ${holder}`.catch(() => {});
          }
        }
        await Bun.sleep(pollMs);
        const answer = await answered();
        if (answer !== undefined) return answer;
      }
    },
  };
}
