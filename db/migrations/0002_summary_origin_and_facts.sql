ALTER TABLE `summaries` ADD `origin` text DEFAULT 'record' NOT NULL;--> statement-breakpoint
ALTER TABLE `summaries` ADD `last_read_at` integer;--> statement-breakpoint
ALTER TABLE `summaries` ADD `facts` text;--> statement-breakpoint
ALTER TABLE `summaries` ADD `sentences` text;--> statement-breakpoint
ALTER TABLE `summaries` ADD `source_text` text;--> statement-breakpoint
CREATE INDEX `summaries_last_read_idx` ON `summaries` (`last_read_at`);--> statement-breakpoint
ALTER TABLE `saved_trials` ADD `facts` text;--> statement-breakpoint
ALTER TABLE `saved_trials` ADD `sentences` text;--> statement-breakpoint
ALTER TABLE `saved_trials` ADD `source_text` text;--> statement-breakpoint
-- Earlier rows may have been made from text a client sent under a real pmid: none is trusted, all are remade on demand.
DELETE FROM `summaries`;