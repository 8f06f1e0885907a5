import { sqliteCoordination } from "../coordination";
import { createStoreRateLimiter, MAX_POLL_MS, SHARED_WINDOW_MS } from "../coordination/shared-limiter";
import { type Db, postgresOf } from "../db";
import { createRateLimiter, type RateLimiter } from "./rate-limiter";
import { sleep } from "../lib/sleep";

/** The limiter for an upstream's budget: shared by every instance on the database (PostgreSQL, or a SQLite file). */
export function upstreamLimiter(db: Db, options: SharedRateLimiterOptions): RateLimiter {
  if (db.engine === "postgres") return createSharedRateLimiter(db, options);
  const file = sqliteCoordination(db);
  return file ? createStoreRateLimiter(file, options) : createRateLimiter(options);
}

export interface SharedRateLimiterOptions {
  /** The budget's name: instances using the same name share it. */
  name: string;
  perSecond: number;
  windowMs?: number;
}

/**
 * The rate limiter for several instances on one PostgreSQL database: `perSecond` rows in `rate_slots` hold the last
 * start times; a request starts only by moving the oldest slot that is a window old to the database's clock (one
 * clock for every instance; SKIP LOCKED so two instances never take the same slot). In front of it, this instance's
 * own limiter keeps its priority order and keeps it from asking the database more often than it could start.
 */
export function createSharedRateLimiter(
  db: Db,
  { name, perSecond, windowMs = SHARED_WINDOW_MS }: SharedRateLimiterOptions,
): RateLimiter {
  const sql = postgresOf(db).$client;
  const local = createRateLimiter({ perSecond, windowMs });
  let ready: Promise<unknown> | undefined;
  const prepare = () =>
    (ready ??= sql`
      INSERT INTO rate_slots (name, slot, started_at)
      SELECT ${name}, g, 'epoch' FROM generate_series(0, ${perSecond - 1}::int) AS g
      ON CONFLICT DO NOTHING`.catch((error) => {
      ready = undefined;
      throw error;
    }));

  /** Takes a slot and answers 0, or answers how many ms until the oldest one frees. */
  async function claim(): Promise<number> {
    const taken = await sql`
      WITH free AS (
        SELECT slot FROM rate_slots
        WHERE name = ${name} AND slot < ${perSecond}::int AND started_at <= clock_timestamp() - ${windowMs}::int * interval '1 millisecond'
        ORDER BY started_at LIMIT 1 FOR UPDATE SKIP LOCKED
      )
      UPDATE rate_slots AS r SET started_at = clock_timestamp() FROM free
      WHERE r.name = ${name} AND r.slot = free.slot RETURNING r.slot`;
    if (taken.length > 0) return 0;
    const [next] = await sql<{ ms: number }[]>`
      SELECT extract(epoch FROM min(started_at) + ${windowMs}::int * interval '1 millisecond' - clock_timestamp()) * 1000 AS ms
      FROM rate_slots WHERE name = ${name} AND slot < ${perSecond}::int`;
    return Math.max(1, Math.ceil(Number(next?.ms ?? 1)));
  }

  return {
    async acquire(signal, priority = "normal") {
      await local.acquire(signal, priority);
      await prepare();
      for (;;) {
        const waitMs = await claim();
        if (waitMs === 0) return;
        await sleep(Math.min(waitMs, MAX_POLL_MS), signal);
      }
    },
    pause(ms) {
      if (!(ms > 0)) return;
      local.pause(ms);
      // Every instance waits: no slot frees before the pause ends (a claim already in flight may still start one).
      void prepare()
        .then(
          () => sql`
          UPDATE rate_slots SET started_at = greatest(started_at, clock_timestamp() + ${Math.ceil(ms) - windowMs}::int * interval '1 millisecond')
          WHERE name = ${name}`,
        )
        .catch(() => {});
    },
  };
}
