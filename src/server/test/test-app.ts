import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../app";
import { openDatabase } from "../db";
import { parseEnv } from "../env";

/** A real app on an in-memory database, with a throwaway asset folder; upstream URLs point nowhere unless given. */
export function createTestApp(overrides: Record<string, string> = {}) {
  const assetsDir = mkdtempSync(join(tmpdir(), "trial-lens-assets-"));
  writeFileSync(join(assetsDir, "entry-client-test.js"), "console.log('hi')");
  writeFileSync(join(assetsDir, "styles-test.css"), "body{}");
  const env = parseEnv({
    NODE_ENV: "test",
    DATABASE_PATH: ":memory:",
    PUBMED_EUTILS_URL: "http://127.0.0.1:9/eutils",
    OLLAMA_HOST: "http://127.0.0.1:9",
    ...overrides,
  });
  const db = openDatabase(env.DATABASE_PATH);
  const app = createApp({
    env,
    db,
    assets: { js: "/assets/entry-client-test.js", css: "/assets/styles-test.css" },
    assetsDir,
  });
  const request = (path: string, init?: RequestInit) => app.handle(new Request(`http://localhost${path}`, init));
  return { app, db, env, request };
}

export const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
