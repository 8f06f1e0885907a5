CREATE TABLE `search_cache` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer NOT NULL,
	`pmids` text NOT NULL,
	`fetched_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `summaries` (
	`key` text PRIMARY KEY NOT NULL,
	`pmid` text NOT NULL,
	`source` text NOT NULL,
	`model` text NOT NULL,
	`prompt_version` text NOT NULL,
	`abstract_hash` text NOT NULL,
	`clinician_summary` text NOT NULL,
	`patient_summary` text NOT NULL,
	`reading_grade` real NOT NULL,
	`warnings` text NOT NULL,
	`generated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `summaries_pmid_idx` ON `summaries` (`pmid`);--> statement-breakpoint
CREATE TABLE `trials` (
	`pmid` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`abstract` text NOT NULL,
	`authors` text NOT NULL,
	`journal` text NOT NULL,
	`publication_date` text NOT NULL,
	`year` integer,
	`sort_date` text DEFAULT '' NOT NULL,
	`cancer_type` text,
	`doi` text,
	`phase` text,
	`nct_id` text,
	`publication_types` text NOT NULL,
	`mesh_terms` text NOT NULL,
	`abstract_sections` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `saved_trials` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`pmid` text NOT NULL,
	`title` text NOT NULL,
	`abstract` text NOT NULL,
	`authors` text NOT NULL,
	`journal` text NOT NULL,
	`publication_date` text NOT NULL,
	`cancer_type` text,
	`doi` text,
	`abstract_sections` text,
	`clinician_summary` text,
	`patient_summary` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `saved_trials_user_pmid_idx` ON `saved_trials` (`user_id`,`pmid`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`password_hash` text,
	`first_name` text,
	`last_name` text,
	`profile_image_url` text,
	`oidc_subject` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_oidc_subject_unique` ON `users` (`oidc_subject`);