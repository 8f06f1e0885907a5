import { json, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { RegistryStudy } from "../../src/shared/api/registry";

/** The PostgreSQL twin of db/schema/registry.ts. */
export const registryStudies = pgTable("registry_studies", {
  nctId: text("nct_id").primaryKey(),
  study: json().$type<RegistryStudy>(),
  fetchedAt: timestamp("fetched_at", { mode: "date", withTimezone: true, precision: 3 }).notNull(),
});
