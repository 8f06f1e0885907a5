import { closeDatabase, openPostgres } from "../server/db";

/** Migrates the database at the URL given (the test harness's template database), in a child process. */
const url = process.argv[2];
if (!url) throw new Error("usage: bun src/testing/postgres-migrate.ts postgres://...");
await closeDatabase(await openPostgres(url));
