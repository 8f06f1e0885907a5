import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = join(import.meta.dir, "../..");

export interface ServerProcess {
  url: string;
  stop(): Promise<void>;
}

function freePort(): number {
  const probe = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = probe.port!;
  probe.stop(true);
  return port;
}

/** The production server (src/server/main.ts) in a child process, on a free port and a throwaway database. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), "trial-lens-bench-"));
  const port = freePort();
  const url = `http://127.0.0.1:${port}`;
  const proc = Bun.spawn([process.execPath, join(root, "src/server/main.ts")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_PATH: join(dataDir, "bench.db"),
      PUBLIC_ORIGIN: url,
      ...env,
    },
    stdout: "ignore",
    stderr: "inherit",
  });
  const stop = async () => {
    proc.kill();
    await proc.exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, stop };
    await Bun.sleep(100);
  }
  await stop();
  throw new Error("the server did not answer /api/health within 15 s");
}
