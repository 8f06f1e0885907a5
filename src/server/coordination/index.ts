import { sqliteOf, type Db } from "../db";
import { createSqliteCoordination } from "./sqlite-store";
import type { CoordinationStore } from "./store";

export type { CoordinationStore } from "./store";

/**
 * The store instances coordinate through, when other instances can share the database (a file); none for an
 * in-memory database, where this process is alone and its in-process limits and single-flight are the whole story.
 */
export function createCoordination(db: Db): CoordinationStore | undefined {
  const sqlite = sqliteOf(db);
  if (sqlite.filename === ":memory:" || sqlite.filename === "") return undefined;
  return createSqliteCoordination(sqlite);
}
