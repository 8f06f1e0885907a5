import { doublePrecision, index, integer, json, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { AbstractSection, Notice, Registration } from "../../src/shared/trial";
import type { FactSheet, SourceText, SummarySentences } from "../../src/shared/fact-sheet";

/** The PostgreSQL twin of db/schema/trials.ts; the full-text column and its GIN index are in a custom migration. */
const ms = (name: string) => timestamp(name, { mode: "date", withTimezone: true, precision: 3 });

export const trials = pgTable(
  "trials",
  {
    pmid: text().primaryKey(),
    title: text().notNull(),
    abstract: text().notNull(),
    authors: json().$type<string[]>().notNull(),
    journal: text().notNull(),
    publicationDate: text("publication_date").notNull(),
    year: integer(),
    sortDate: text("sort_date").notNull().default(""),
    cancerType: text("cancer_type"),
    doi: text(),
    phase: text(),
    nctId: text("nct_id"),
    publicationTypes: json("publication_types").$type<string[]>().notNull(),
    meshTerms: json("mesh_terms").$type<string[]>().notNull(),
    abstractSections: json("abstract_sections").$type<AbstractSection[]>().notNull(),
    registrations: json().$type<Registration[]>().notNull().default([]),
    notices: json().$type<Notice[]>().notNull().default([]),
    updatedAt: ms("updated_at").notNull(),
  },
  // Read backwards (newest first), a very common term's newest matches come without a sort, stopping at the candidates.
  (t) => [index("trials_newest_idx").on(t.sortDate, t.pmid)],
);

export const searchCache = pgTable("search_cache", {
  key: text().primaryKey(),
  count: integer().notNull(),
  pmids: json().$type<string[]>().notNull(),
  fetchedAt: ms("fetched_at").notNull(),
});

export const summaries = pgTable(
  "summaries",
  {
    key: text().primaryKey(),
    pmid: text().notNull(),
    source: text({ enum: ["ollama", "openai", "builtin"] }).notNull(),
    model: text().notNull(),
    promptVersion: text("prompt_version").notNull(),
    abstractHash: text("abstract_hash").notNull(),
    clinicianSummary: text("clinician_summary").notNull(),
    patientSummary: text("patient_summary").notNull(),
    readingGrade: doublePrecision("reading_grade").notNull(),
    warnings: json().$type<string[]>().notNull(),
    generatedAt: ms("generated_at").notNull(),
    origin: text({ enum: ["record", "client"] })
      .notNull()
      .default("record"),
    lastReadAt: ms("last_read_at"),
    facts: json().$type<FactSheet>(),
    sentences: json().$type<SummarySentences>(),
    sourceText: json("source_text").$type<SourceText>(),
  },
  (t) => [index("summaries_pmid_idx").on(t.pmid), index("summaries_last_read_idx").on(t.lastReadAt)],
);
