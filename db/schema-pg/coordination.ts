import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

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
