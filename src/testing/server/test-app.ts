import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../../server/app";
import type { AuthOptions } from "../../server/auth";
import { parseEnv } from "../../server/env";
import { onBehalfOf } from "../../server/http/client-ip";
import { createServices, type ServiceTuning } from "../../server/services";
import { openTestDatabases, testInstances } from "./test-store";

/**
 * A real app on an in-memory database (a fresh PostgreSQL one under TEST_STORE=postgres), with a throwaway asset
 * folder; upstream URLs point nowhere unless given. Under TEST_INSTANCES=N it is N apps (each with its own services:
 * caches, queues, limiters) on one shared database, and `request` sends each request to the next one in turn;
 * `app`, `db` and `services` are the first one's, `instances` all of them.
 */
export function createTestApp(
  overrides: Record<string, string> = {},
  tuning: ServiceTuning = {},
  auth: AuthOptions = {},
) {
  const assetsDir = mkdtempSync(join(tmpdir(), "trial-lens-assets-"));
  writeFileSync(join(assetsDir, "entry-client-test.js"), "console.log('hi')");
  writeFileSync(join(assetsDir, "styles-test.css"), "body{}");
  const env = parseEnv({
    NODE_ENV: "test",
    DATABASE_PATH: ":memory:",
    PUBMED_EUTILS_URL: "http://127.0.0.1:9/eutils",
    OLLAMA_HOST: "http://127.0.0.1:9",
    CTGOV_API_URL: "http://127.0.0.1:9/api/v2",
    ...overrides,
  });
  // Under TEST_STORE=postgres a DATABASE_PATH a test names (to reopen it) names one PostgreSQL database instead.
  const instances = openTestDatabases(env.DATABASE_PATH, testInstances()).map((db) => {
    const services = createServices(env, db, {
      eutilsBackoffMs: 5,
      eutilsTimeoutMs: 2_000,
      modelRetryDelayMs: 5,
      log: () => {},
      // argon2id at 1 MiB and one pass: the same code path, without 64 MiB per test sign-in.
      auth: { passwordCost: { memoryCost: 1024, timeCost: 1 }, ...auth },
      ...tuning,
    });
    const app = createApp({
      services,
      env,
      db,
      assets: { js: "/assets/entry-client-test.js", css: "/assets/styles-test.css" },
      assetsDir,
    });
    /** `client`: the address the request comes from (app.handle has no socket, so per-client limits need one). */
    const request = (path: string, init?: RequestInit, client?: string) => {
      const req = new Request(`http://localhost${path}`, init);
      return app.handle(client ? onBehalfOf(req, client) : req);
    };
    return { app, db, services, request };
  });
  let next = 0;
  /** Each request to the next instance, as a round-robin balancer sends them. */
  const request = (path: string, init?: RequestInit, client?: string) =>
    instances[next++ % instances.length]!.request(path, init, client);
  const { app, db, services } = instances[0]!;
  return { app, db, env, services, request, instances };
}

export const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

/** A JSON request as the browser's fetch wrapper sends it, for `request(path, jsonRequest(body), client)`. */
export const jsonRequest = (body: unknown, method = "POST"): RequestInit => ({
  method,
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});
