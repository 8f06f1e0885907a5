-- The tsvector inside its row, lz4-compressed: a common term's candidates and capped count read thousands of them,
-- and out of line (TOAST) with pglz each read cost an index lookup and a slow decompression (a count of 10,001 took
-- 130 ms at 1,000,000 trials, 30 ms this way). Rows written before this keep their old layout until rewritten.
ALTER TABLE "trials" ALTER COLUMN "search" SET STORAGE MAIN;
--> statement-breakpoint
-- lz4 needs PostgreSQL 14 built with it (Debian's and the official images are); pglz stays otherwise.
DO $$ BEGIN
  EXECUTE 'ALTER TABLE "trials" ALTER COLUMN "search" SET COMPRESSION lz4';
EXCEPTION WHEN others THEN
  RAISE NOTICE 'lz4 unavailable: the search column keeps pglz';
END $$;
