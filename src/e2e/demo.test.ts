import { expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

test("bun run demo answers with the built-in summarizer, labelled as such, and no model stand-in", async () => {
  const probe = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = probe.port!;
  probe.stop(true);
  const dataDir = mkdtempSync(join(tmpdir(), "trial-lens-demo-"));
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    DATABASE_PATH: join(dataDir, "demo.db"),
  };
  delete env.SUMMARIZER;
  const demo = Bun.spawn([process.execPath, "scripts/demo.ts"], {
    cwd: join(import.meta.dir, "../.."),
    env,
    stdout: "pipe",
    stderr: "inherit",
  });
  try {
    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 30_000;
    while (
      Date.now() < deadline &&
      !(await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      ))
    )
      await Bun.sleep(200);
    const json = { "content-type": "application/json" };
    const found = await (
      await fetch(`${url}/api/search`, { method: "POST", headers: json, body: JSON.stringify({ query: "cancer" }) })
    ).json();
    expect(found.trials.length).toBeGreaterThan(0);
    const summary = await (
      await fetch(`${url}/api/summarize`, { method: "POST", headers: json, body: JSON.stringify(found.trials[0]) })
    ).json();
    expect(summary.source).toBe("builtin");
    expect(summary.model).toBe("builtin");
    expect(summary.modelStatus).toBeUndefined();
    expect(summary.facts).toBeDefined();
  } finally {
    demo.kill();
    await demo.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);
