import { integer, sqliteTable, text, real, index } from "drizzle-orm/sqlite-core";
import type { AbstractSection, Notice, Registration } from "../../src/shared/trial";
import type { FactSheet, SourceText, SummarySentences } from "../../src/shared/fact-sheet";

/** Every trial we have fetched or imported: the local index behind search fallback and offline mode. */
export const trials = sqliteTable("trials", {
  pmid: text().primaryKey(),
  title: text().notNull(),
  abstract: text().notNull(),
  authors: text({ mode: "json" }).$type<string[]>().notNull(),
  journal: text().notNull(),
  publicationDate: text("publication_date").notNull(),
  year: integer(),
  sortDate: text("sort_date").notNull().default(""),
  cancerType: text("cancer_type"),
  doi: text(),
  phase: text(),
  nctId: text("nct_id"),
  publicationTypes: text("publication_types", { mode: "json" }).$type<string[]>().notNull(),
  meshTerms: text("mesh_terms", { mode: "json" }).$type<string[]>().notNull(),
  abstractSections: text("abstract_sections", { mode: "json" }).$type<AbstractSection[]>().notNull(),
  registrations: text({ mode: "json" }).$type<Registration[]>().notNull().default([]),
  notices: text({ mode: "json" }).$type<Notice[]>().notNull().default([]),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});

/** PubMed's answer to a normalised query, so repeated searches make no upstream call. */
export const searchCache = sqliteTable("search_cache", {
  key: text().primaryKey(),
  count: integer().notNull(),
  pmids: text({ mode: "json" }).$type<string[]>().notNull(),
  fetchedAt: integer("fetched_at", { mode: "timestamp_ms" }).notNull(),
});

/**
 * Generated summaries. Made from our own record of a pmid: keyed by pmid + text hash + model + prompt version.
 * Made from text a client sent (a pmid we could not fetch): origin "client", keyed by the text alone, never
 * attached to anyone's saved trial. Rows nobody has read for a long time are deleted.
 */
export const summaries = sqliteTable(
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
    readingGrade: real("reading_grade").notNull(),
    warnings: text({ mode: "json" }).$type<string[]>().notNull(),
    generatedAt: integer("generated_at", { mode: "timestamp_ms" }).notNull(),
    origin: text({ enum: ["record", "client"] })
      .notNull()
      .default("record"),
    lastReadAt: integer("last_read_at", { mode: "timestamp_ms" }),
    facts: text({ mode: "json" }).$type<FactSheet>(),
    sentences: text({ mode: "json" }).$type<SummarySentences>(),
    sourceText: text("source_text", { mode: "json" }).$type<SourceText>(),
  },
  (t) => [index("summaries_pmid_idx").on(t.pmid), index("summaries_last_read_idx").on(t.lastReadAt)],
);
