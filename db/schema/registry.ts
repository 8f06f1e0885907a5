import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { RegistryStudy } from "../../src/shared/api/registry";

/** ClinicalTrials.gov records as last read; status changes, so rows older than a day are read again. */
export const registryStudies = sqliteTable("registry_studies", {
  nctId: text("nct_id").primaryKey(),
  /** Null: the registry answered that the id is not registered. */
  study: text({ mode: "json" }).$type<RegistryStudy>(),
  fetchedAt: integer("fetched_at", { mode: "timestamp_ms" }).notNull(),
});
