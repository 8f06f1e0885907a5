-- Full-text index over the local trials table (FTS5 external content; Drizzle cannot describe virtual tables).
CREATE VIRTUAL TABLE `trials_fts` USING fts5(
  `title`, `abstract`, `mesh_terms`, `authors`,
  content='trials', content_rowid='rowid', tokenize='porter unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `trials_fts_insert` AFTER INSERT ON `trials` BEGIN
  INSERT INTO `trials_fts`(rowid, `title`, `abstract`, `mesh_terms`, `authors`)
  VALUES (new.rowid, new.`title`, new.`abstract`, new.`mesh_terms`, new.`authors`);
END;
--> statement-breakpoint
CREATE TRIGGER `trials_fts_delete` AFTER DELETE ON `trials` BEGIN
  INSERT INTO `trials_fts`(`trials_fts`, rowid, `title`, `abstract`, `mesh_terms`, `authors`)
  VALUES ('delete', old.rowid, old.`title`, old.`abstract`, old.`mesh_terms`, old.`authors`);
END;
--> statement-breakpoint
CREATE TRIGGER `trials_fts_update` AFTER UPDATE ON `trials` BEGIN
  INSERT INTO `trials_fts`(`trials_fts`, rowid, `title`, `abstract`, `mesh_terms`, `authors`)
  VALUES ('delete', old.rowid, old.`title`, old.`abstract`, old.`mesh_terms`, old.`authors`);
  INSERT INTO `trials_fts`(rowid, `title`, `abstract`, `mesh_terms`, `authors`)
  VALUES (new.rowid, new.`title`, new.`abstract`, new.`mesh_terms`, new.`authors`);
END;
