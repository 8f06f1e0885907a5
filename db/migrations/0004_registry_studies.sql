CREATE TABLE `registry_studies` (
	`nct_id` text PRIMARY KEY NOT NULL,
	`study` text,
	`fetched_at` integer NOT NULL
);
