-- trials_newest_idx (sort_date, pmid; migration 0006) serves every query trials_sort_date_idx served, and better:
-- the planner stopped choosing the old one, which only cost every import a second B-tree to keep up.
DROP INDEX IF EXISTS "trials_sort_date_idx";
