import { index, pgTable, serial, text, timestamp, uniqueIndex, json } from "drizzle-orm/pg-core";
import type { FactSheet, SourceText, SummarySentences } from "../../src/shared/fact-sheet";

/** The PostgreSQL twin of db/schema/accounts.ts: same names and row types (schema-parity.test.ts checks). */
const ms = (name: string) => timestamp(name, { mode: "date", withTimezone: true, precision: 3 });

export const users = pgTable("users", {
  id: text().primaryKey(),
  email: text().notNull().unique(),
  passwordHash: text("password_hash"),
  firstName: text("first_name"),
  lastName: text("last_name"),
  profileImageUrl: text("profile_image_url"),
  oidcSubject: text("oidc_subject").unique(),
  createdAt: ms("created_at").notNull(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: text().primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: ms("expires_at").notNull(),
    createdAt: ms("created_at").notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const savedTrials = pgTable(
  "saved_trials",
  {
    id: serial().primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    pmid: text().notNull(),
    title: text().notNull(),
    abstract: text().notNull(),
    authors: json().$type<string[]>().notNull(),
    journal: text().notNull(),
    publicationDate: text("publication_date").notNull(),
    cancerType: text("cancer_type"),
    doi: text(),
    clinicianSummary: text("clinician_summary"),
    patientSummary: text("patient_summary"),
    facts: json().$type<FactSheet>(),
    sentences: json().$type<SummarySentences>(),
    sourceText: json("source_text").$type<SourceText>(),
    createdAt: ms("created_at").notNull(),
  },
  (t) => [uniqueIndex("saved_trials_user_pmid_idx").on(t.userId, t.pmid)],
);
