import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = join(import.meta.dir, "../..");

export interface ServerProcess {
  url: string;
  /** The throwaway folder holding the server's database, removed by `stop`. */
  dataDir: string;
  stop(): Promise<void>;
}

export type ServerProcessOptions = {
  /** Names the throwaway folder and database, e.g. "e2e" or "bench". */
  label: string;
  /** Benchmarks keep the server's request log out of their tables. */
  stdout?: "inherit" | "ignore";
};

function freePort(): number {
  const probe = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = probe.port!;
  probe.stop(true);
  return port;
}

/** The production server (src/server/main.ts) in a child process, on a free port and a throwaway database. */
export async function startServerProcess(
  env: Record<string, string>,
  { label, stdout = "inherit" }: ServerProcessOptions,
): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), `trial-lens-${label}-`));
  const port = freePort();
  const url = `http://127.0.0.1:${port}`;
  const proc = Bun.spawn([process.execPath, join(root, "src/server/main.ts")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_PATH: join(dataDir, `${label}.db`),
      PUBLIC_ORIGIN: url,
      ...env,
    },
    stdout,
    stderr: "inherit",
  });
  const stop = async () => {
    proc.kill();
    await proc.exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const healthy = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { url, dataDir, stop };
    await Bun.sleep(100);
  }
  await stop();
  throw new Error("the server did not answer /api/health within 15 s");
}
