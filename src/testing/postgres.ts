import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A throwaway PostgreSQL cluster for tests: initdb in a temp folder, a free port on 127.0.0.1, its unix socket in
 * that folder, stopped (and the folder removed) when the process exits. Everything is synchronous so the test app
 * can stay synchronous; PostgreSQL refuses to run as root, so as root it runs as the `postgres` user (Debian's
 * package creates it).
 */
export interface TestCluster {
  port: number;
  dir: string;
  /** A connection URL for one database of the cluster. */
  url(database: string): string;
  stop(): void;
}

const TEMPLATE = "trial_lens_template";
let cluster: TestCluster | undefined;
let templateReady = false;
let databases = 0;

/** The newest installed server's binaries (Debian keeps them out of PATH), or PG_BIN. */
export function postgresBin(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).filter((v) => existsSync(join(root, v, "bin", "initdb")));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], "bin") : undefined;
}

function run(cmd: string[], what: string): string {
  const out = Bun.spawnSync(cmd, { stdout: "pipe", stderr: "pipe" });
  if (out.exitCode !== 0)
    throw new Error(`${what} failed (${out.exitCode}): ${out.stderr.toString()}${out.stdout.toString()}`);
  return out.stdout.toString();
}

function freePort(): number {
  const listener = Bun.listen({ hostname: "127.0.0.1", port: 0, socket: { data() {} } });
  const { port } = listener;
  listener.stop(true);
  return port;
}

/** The cluster for this process, started on first use. */
export function testCluster(): TestCluster {
  if (cluster) return cluster;
  const bin = postgresBin();
  if (!bin) throw new Error("PostgreSQL is not installed: apt-get install -y postgresql (or set PG_BIN)");
  const dir = mkdtempSync(join(tmpdir(), "trial-lens-pg-"));
  const asRoot = process.getuid?.() === 0;
  const as = asRoot ? ["runuser", "-u", "postgres", "--"] : [];
  if (asRoot) {
    const [uid, gid] = ["-u", "-g"].map((flag) => Number(run(["id", flag, "postgres"], "id postgres").trim()));
    chownSync(dir, uid!, gid!);
  }
  const data = join(dir, "data");
  run(
    [...as, join(bin, "initdb"), "-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-locale", "--no-sync"],
    "initdb",
  );
  const port = freePort();
  // Durability is not what these tests check: no fsync makes creating a database per test app cheap.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  run([...as, join(bin, "pg_ctl"), "-D", data, "-l", join(dir, "log"), "-o", options, "-w", "start"], "pg_ctl start");
  const stopCommand = [...as, join(bin, "pg_ctl"), "-D", data, "-m", "immediate", "-w", "stop"];
  // bun test does not always run exit handlers, and a killed run runs none: a watchdog stops the cluster once we are gone.
  const quoted = (args: string[]) => args.map((a) => `'${a}'`).join(" ");
  const watchdog = Bun.spawn(
    [
      "sh",
      "-c",
      `while kill -0 ${process.pid} 2>/dev/null; do sleep 0.5; done; ${quoted(stopCommand)} >/dev/null 2>&1; rm -rf '${dir}'`,
    ],
    { stdio: ["ignore", "ignore", "ignore"] },
  );
  watchdog.unref();
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    Bun.spawnSync(stopCommand, { stdout: "ignore", stderr: "ignore" });
    rmSync(dir, { recursive: true, force: true });
  };
  process.on("exit", stop);
  cluster = { port, dir, url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`, stop };
  return cluster;
}

function psql(sql: string): void {
  const c = testCluster();
  run([join(postgresBin()!, "psql"), "-X", "-q", "-v", "ON_ERROR_STOP=1", "-d", c.url("postgres"), "-c", sql], "psql");
}

/** Starts the cluster and migrates the template (seconds): at load time, so no test's time limit pays for it. */
export function prepareTemplate(): TestCluster {
  const c = testCluster();
  if (!templateReady) {
    psql(`CREATE DATABASE ${TEMPLATE}`);
    run(
      [process.execPath, join(import.meta.dir, "postgres-migrate.ts"), c.url(TEMPLATE)],
      "migrating the template database",
    );
    templateReady = true;
  }
  return c;
}

/**
 * A new, migrated, empty database; its URL. The migrations run once per process into a template database (in a
 * child process, to stay synchronous); each database after that is a copy of it.
 */
export function freshDatabaseUrl(): string {
  const c = prepareTemplate();
  const name = `trial_lens_${process.pid}_${++databases}`;
  psql(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE} STRATEGY FILE_COPY`);
  return c.url(name);
}

const named = new Map<string, string>();

/** A fresh database, or for a name given (a test's DATABASE_PATH, reopened later) the same database each time. */
export function databaseUrlFor(name: string | undefined): string {
  if (name === undefined || name === ":memory:") return freshDatabaseUrl();
  const known = named.get(name);
  if (known) return known;
  const url = freshDatabaseUrl();
  named.set(name, url);
  return url;
}

/** Which store the API suite runs on: TEST_STORE=postgres for the PostgreSQL pass. */
export function testStore(): "sqlite" | "postgres" {
  return process.env.TEST_STORE === "postgres" ? "postgres" : "sqlite";
}
