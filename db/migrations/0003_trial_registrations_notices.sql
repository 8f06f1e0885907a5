ALTER TABLE `trials` ADD `registrations` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `trials` ADD `notices` text DEFAULT '[]' NOT NULL;