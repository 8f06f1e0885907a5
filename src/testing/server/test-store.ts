import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connectPostgres, type Db, openDatabase } from "../../server/db";
import { databaseUrlFor, testStore } from "../postgres";

/**
 * How many app instances each test app is (TEST_INSTANCES, default 1): with more, one database is shared by that
 * many apps and requests go to them in turn, as behind a load balancer.
 */
export function testInstances(): number {
  const raw = process.env.TEST_INSTANCES;
  if (raw === undefined || raw === "") return 1;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 16) throw new Error(`TEST_INSTANCES must be 1 to 16, not "${raw}"`);
  return n;
}

const namedFiles = new Map<string, string>();
let tempRoot: string | undefined;

/** This run's folder for shared SQLite files (a few hundred KB a test app), removed once the run is gone. */
function testDbRoot(): string {
  if (tempRoot) return tempRoot;
  const dir = mkdtempSync(join(tmpdir(), "trial-lens-test-dbs-"));
  // bun test does not always run exit handlers: a watchdog removes the folder once this process has ended.
  const watchdog = Bun.spawn(
    ["sh", "-c", `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done; rm -rf '${dir}'`],
    { stdio: ["ignore", "ignore", "ignore"] },
  );
  watchdog.unref();
  tempRoot = dir;
  return dir;
}

/** A temp SQLite file: for a bare name (a test reopening "its" database), the same file each time. */
function sqliteFile(name: string | undefined): string {
  const fresh = () => join(mkdtempSync(join(testDbRoot(), "db-")), "shared.db");
  if (name === undefined || name === ":memory:") return fresh();
  const known = namedFiles.get(name);
  if (known) return known;
  const file = fresh();
  namedFiles.set(name, file);
  return file;
}

/**
 * `count` connections to one database, each its own handle as each process would open it. SQLite: one instance on
 * no named path stays in memory, as before; several share a temp file in WAL mode, as production opens it, and a
 * bare name (no folder) names one temp file. PostgreSQL: a fresh database of the throwaway cluster, or for a name the
 * same one each time.
 */
export function openTestDatabases(path: string, count: number): Db[] {
  if (testStore() === "postgres") {
    const url = databaseUrlFor(path);
    return Array.from({ length: count }, () => connectPostgres(url, { max: 2, idleTimeoutSeconds: 1 }));
  }
  const isBareName = path !== ":memory:" && !path.includes("/");
  const file = count === 1 && path === ":memory:" ? path : isBareName || path === ":memory:" ? sqliteFile(path) : path;
  return Array.from({ length: count }, () => openDatabase(file));
}
