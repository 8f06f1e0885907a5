import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * PostgreSQL only: what several app instances on one database share beyond the data (one process on SQLite needs
 * none of it). `rate_slots`: the start times of the last N requests to an upstream allowing N per window (NCBI's
 * 3 or 10 a second), one row per slot, so every instance draws on one budget.
 */
export const rateSlots = pgTable(
  "rate_slots",
  {
    name: text().notNull(),
    slot: integer().notNull(),
    startedAt: timestamp("started_at", { mode: "date", withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.slot] })],
);

/**
 * A lease per piece of upstream work (a search, a summary): the instance that takes it makes the one call; the others
 * wait for its answer in the shared tables. It expires, so an instance killed mid-call holds nobody up for long.
 */
export const leases = pgTable("leases", {
  key: text().primaryKey(),
  holder: text().notNull(),
  expiresAt: timestamp("expires_at", { mode: "date", withTimezone: true, precision: 3 }).notNull(),
});

/** Per-client limits (searches, summaries a minute) counted for all instances together: one row per counted event. */
export const clientEvents = pgTable(
  "client_events",
  {
    scope: text().notNull(),
    client: text().notNull(),
    atMs: bigint("at_ms", { mode: "number" }).notNull(),
  },
  (t) => [index("client_events_idx").on(t.scope, t.client, t.atMs)],
);

/**
 * Each account's sign-in backoff (auth/sign-in-backoff.ts, its two lanes) for all instances together; the functions
 * of migration 0005 book an attempt in it and in `client_events` in one call, so a sign-in costs one round trip.
 */
export const signInLanes = pgTable("sign_in_lanes", {
  account: text().primaryKey(),
  failures: integer().notNull(),
  lastAt: bigint("last_at", { mode: "number" }).notNull(),
  openAt: bigint("open_at", { mode: "number" }).notNull(),
  cleanAt: bigint("clean_at", { mode: "number" }).notNull(),
});
