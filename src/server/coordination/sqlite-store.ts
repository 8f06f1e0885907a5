import type { Database } from "bun:sqlite";
import { ensureCoordinationTables } from "./sqlite-tables";
import type { CoordinationStore } from "./store";

/** The coordination store on a SQLite file that several processes open (WAL; writers take turns on the file lock). */
export function createSqliteCoordination(sqlite: Database, now: () => number = Date.now): CoordinationStore {
  ensureCoordinationTables(sqlite);
  let calls = 0;
  // BEGIN IMMEDIATE takes the write lock first, so a read-then-write never races another process's.
  const atomically = <T>(fn: () => T): Promise<T> => {
    try {
      return Promise.resolve(sqlite.transaction(fn).immediate());
    } catch (error) {
      return Promise.reject(error);
    }
  };
  const countIn = (scope: string, client: string, since: number) =>
    sqlite
      .query<{ n: number; oldest: number | null }, [string, string, number]>(
        "SELECT count(*) AS n, min(at) AS oldest FROM coord_events WHERE scope = ? AND client = ? AND at > ?",
      )
      .get(scope, client, since)!;

  return {
    book: (scope, client, limit, windowMs, at) =>
      atomically(() => {
        const t = at ?? now();
        // Now and then, forget events no window can see any more, so the table cannot grow without bound.
        if (++calls % 200 === 0)
          sqlite.run("DELETE FROM coord_events WHERE scope = ? AND at <= ?", [scope, t - windowMs]);
        const { n } = countIn(scope, client, t - windowMs);
        if (n >= limit) {
          // The wait is until the event that makes room ages out: the (n - limit + 1)th oldest in the window.
          const row = sqlite
            .query<{ at: number }, [string, string, number, number]>(
              "SELECT at FROM coord_events WHERE scope = ? AND client = ? AND at > ? ORDER BY at LIMIT 1 OFFSET ?",
            )
            .get(scope, client, t - windowMs, n - limit)!;
          return { waitMs: Math.max(1, windowMs - (t - row.at)) };
        }
        const id = sqlite
          .query<{ id: number }, [string, string, number]>(
            "INSERT INTO coord_events (scope, client, at) VALUES (?, ?, ?) RETURNING id",
          )
          .get(scope, client, t)!.id;
        return { waitMs: 0 as const, id, before: n };
      }),
    unbook: async (_scope, _client, id) => {
      sqlite.run("DELETE FROM coord_events WHERE id = ?", [id]);
    },
    claimSlot: (name, perSecond, windowMs) =>
      atomically(() => {
        const t = now();
        const slots = sqlite
          .query<{ slot: number; started_at: number }, [string, number]>(
            "SELECT slot, started_at FROM coord_slots WHERE name = ? AND slot < ? ORDER BY started_at",
          )
          .all(name, perSecond);
        const taken = new Set(slots.map((s) => s.slot));
        const fresh = Array.from({ length: perSecond }, (_, i) => i).find((i) => !taken.has(i));
        const oldest = slots[0];
        const slot = fresh ?? (oldest && oldest.started_at <= t - windowMs ? oldest.slot : undefined);
        if (slot === undefined) return Math.max(1, Math.ceil(oldest!.started_at + windowMs - t));
        sqlite.run(
          "INSERT INTO coord_slots (name, slot, started_at) VALUES (?, ?, ?) ON CONFLICT (name, slot) DO UPDATE SET started_at = excluded.started_at",
          [name, slot, t],
        );
        return 0;
      }),
    pauseSlots: (name, ms, windowMs) =>
      atomically(() => {
        const until = now() + ms - windowMs;
        sqlite.run("UPDATE coord_slots SET started_at = max(started_at, ?) WHERE name = ?", [until, name]);
      }),
    tryLease: (key, holder, ttlMs) =>
      atomically(() => {
        const t = now();
        const held = sqlite
          .query<{ holder: string; expires_at: number }, [string]>(
            "SELECT holder, expires_at FROM coord_leases WHERE key = ?",
          )
          .get(key);
        // Its holder may renew it; anyone may take it once its time ran out (the holder died, say).
        if (held && held.expires_at > t && held.holder !== holder) return false;
        sqlite.run(
          "INSERT INTO coord_leases (key, holder, expires_at) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at",
          [key, holder, t + ttlMs],
        );
        return true;
      }),
    leaseHeld: async (key) =>
      !!sqlite
        .query<{ k: number }, [string, number]>("SELECT 1 AS k FROM coord_leases WHERE key = ? AND expires_at > ?")
        .get(key, now()),
    releaseLease: async (key, holder) => {
      sqlite.run("DELETE FROM coord_leases WHERE key = ? AND holder = ?", [key, holder]);
    },
    update: <T>(
      scope: string,
      key: string,
      forgetAfterMs: number,
      change: (current: T | undefined, t: number) => T | undefined,
      at?: number,
    ) =>
      atomically(() => {
        const t = at ?? now();
        const row = sqlite
          .query<{ value: string; touched_at: number }, [string, string]>(
            "SELECT value, touched_at FROM coord_state WHERE scope = ? AND key = ?",
          )
          .get(scope, key);
        const current = row && t - row.touched_at < forgetAfterMs ? (JSON.parse(row.value) as T) : undefined;
        const next = change(current, t);
        if (next === undefined) sqlite.run("DELETE FROM coord_state WHERE scope = ? AND key = ?", [scope, key]);
        else
          sqlite.run(
            "INSERT INTO coord_state (scope, key, value, touched_at) VALUES (?, ?, ?, ?) ON CONFLICT (scope, key) DO UPDATE SET value = excluded.value, touched_at = excluded.touched_at",
            [scope, key, JSON.stringify(next), t],
          );
        if (++calls % 200 === 0)
          sqlite.run("DELETE FROM coord_state WHERE scope = ? AND touched_at <= ?", [scope, t - forgetAfterMs]);
        return next;
      }),
  };
}
