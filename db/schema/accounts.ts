import { integer, sqliteTable, text, uniqueIndex, index } from "drizzle-orm/sqlite-core";
import type { FactSheet, SourceText, SummarySentences } from "../../src/shared/fact-sheet";

export const users = sqliteTable("users", {
  id: text().primaryKey(),
  email: text().notNull().unique(),
  /** argon2id via Bun.password; null for accounts that only sign in through OpenID Connect. */
  passwordHash: text("password_hash"),
  firstName: text("first_name"),
  lastName: text("last_name"),
  profileImageUrl: text("profile_image_url"),
  /** `issuer|sub` of an OpenID Connect identity. */
  oidcSubject: text("oidc_subject").unique(),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
});

/** Only the SHA-256 of a session's secret is stored (Lucia's guide): a leaked table opens no session. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text().primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const savedTrials = sqliteTable(
  "saved_trials",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    pmid: text().notNull(),
    title: text().notNull(),
    abstract: text().notNull(),
    authors: text({ mode: "json" }).$type<string[]>().notNull(),
    journal: text().notNull(),
    publicationDate: text("publication_date").notNull(),
    cancerType: text("cancer_type"),
    doi: text(),
    clinicianSummary: text("clinician_summary"),
    patientSummary: text("patient_summary"),
    /** The fact sheet behind the summaries, when the server made them (not sent by clients). */
    facts: text({ mode: "json" }).$type<FactSheet>(),
    sentences: text({ mode: "json" }).$type<SummarySentences>(),
    sourceText: text("source_text", { mode: "json" }).$type<SourceText>(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [uniqueIndex("saved_trials_user_pmid_idx").on(t.userId, t.pmid)],
);
