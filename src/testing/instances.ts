/**
 * Several real app processes (src/server/main.ts, production mode) on one database, behind a round-robin proxy of
 * our own, so tests and benchmarks talk to one URL while requests are spread across instances. The database is a
 * SQLite file in a temp folder (WAL: several processes on one file), a fresh PostgreSQL database with
 * TEST_STORE=postgres, or DATABASE_URL when the caller gives one.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Subprocess } from "bun";
import { startRoundRobinProxy, type RoundRobinProxy } from "./instances-proxy";
import { freshDatabaseUrl, testStore } from "./postgres";

const root = join(import.meta.dir, "../..");

export interface Instance {
  readonly url: string;
  readonly alive: boolean;
  /** SIGKILL: the process dies mid-request, as in a crash or an OOM kill. */
  kill9(): Promise<void>;
}

export interface RunningInstances {
  /** The proxy's URL: requests go to the instances in turn. */
  readonly url: string;
  readonly instances: Instance[];
  readonly proxy: RoundRobinProxy;
  readonly dataDir: string;
  stop(): Promise<void>;
}

export function freePort(): number {
  const probe = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = probe.port!;
  probe.stop(true);
  return port;
}

async function waitHealthy(url: string, proc: Subprocess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`instance at ${url} exited with ${proc.exitCode} before answering`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await Bun.sleep(100);
  }
  throw new Error(`instance at ${url} did not answer /api/health within ${timeoutMs} ms`);
}

/**
 * Starts `count` instances sharing one database and the proxy in front. `env` reaches every instance (stand-in
 * URLs, limits); TRUSTED_PROXIES names loopback so per-client limits see the address the proxy reports.
 */
export async function startInstances(
  count: number,
  env: Record<string, string> = {},
  opts: { quiet?: boolean; store?: "sqlite" | "postgres" } = {},
): Promise<RunningInstances> {
  const dataDir = mkdtempSync(join(tmpdir(), "trial-lens-instances-"));
  const proxyPort = freePort();
  const publicOrigin = `http://127.0.0.1:${proxyPort}`;
  const shared: Record<string, string> = {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    DATABASE_PATH: join(dataDir, "shared.db"),
    PUBLIC_ORIGIN: publicOrigin,
    TRUSTED_PROXIES: "127.0.0.1",
    // TEST_STORE=postgres: every instance on one fresh database of the throwaway PostgreSQL cluster instead.
    ...((opts.store ?? testStore()) === "postgres" ? { DATABASE_URL: freshDatabaseUrl() } : {}),
    ...env,
  };
  const procs: Subprocess[] = [];
  const urls: string[] = [];
  const spawn = (port: number) =>
    Bun.spawn([process.execPath, join(root, "src/server/main.ts")], {
      cwd: root,
      env: { ...process.env, ...shared, PORT: String(port) },
      stdout: opts.quiet ? "ignore" : "inherit",
      stderr: "inherit",
    });
  try {
    // The first instance migrates the database alone; the others then start together.
    for (let i = 0; i < count; i++) {
      const port = freePort();
      const proc = spawn(port);
      procs.push(proc);
      urls.push(`http://127.0.0.1:${port}`);
      if (i === 0) await waitHealthy(urls[0]!, proc);
    }
    await Promise.all(urls.map((url, i) => waitHealthy(url, procs[i]!)));
  } catch (error) {
    for (const proc of procs) proc.kill(9);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const proxy = startRoundRobinProxy(proxyPort, urls);
  const instances: Instance[] = urls.map((url, i) => ({
    url,
    get alive() {
      return procs[i]!.exitCode === null && procs[i]!.signalCode === null;
    },
    async kill9() {
      procs[i]!.kill(9);
      await procs[i]!.exited;
    },
  }));
  return {
    url: proxy.url,
    instances,
    proxy,
    dataDir,
    async stop() {
      proxy.stop();
      for (const proc of procs) proc.kill();
      await Promise.all(procs.map((p) => p.exited));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
