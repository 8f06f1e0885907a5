-- Full-text search over the local trials table, matching SQLite's FTS5 index (0001_trials_fts.sql): English stems,
-- accents folded, no stop words (FTS5 has none), title > MeSH terms > authors > abstract as bm25's 10:4:2:1 weights.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE TEXT SEARCH DICTIONARY trial_lens_stem (TEMPLATE = snowball, Language = english);
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION trial_lens (COPY = english);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION trial_lens
  ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part WITH unaccent, trial_lens_stem;
--> statement-breakpoint
ALTER TABLE "trials" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('trial_lens', "title"), 'A') ||
  setweight(to_tsvector('trial_lens', "mesh_terms"), 'B') ||
  setweight(to_tsvector('trial_lens', "authors"), 'C') ||
  setweight(to_tsvector('trial_lens', "abstract"), 'D')
) STORED;
--> statement-breakpoint
CREATE INDEX "trials_search_idx" ON "trials" USING gin ("search");
--> statement-breakpoint
CREATE INDEX "trials_sort_date_idx" ON "trials" ("sort_date");
