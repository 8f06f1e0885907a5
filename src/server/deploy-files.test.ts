import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseEnv, SETTING_NAMES } from "./env";

// No container engine runs in CI, so compose.yaml cannot be started here; these checks keep the files that
// describe the set agreeing with each other and with the app's settings, so they do not drift apart unseen.
const root = join(import.meta.dir, "../..");
const read = (path: string) => readFileSync(join(root, path), "utf8");
type Service = { environment?: Record<string, string>; deploy?: { replicas?: number }; networks?: unknown };
const compose = Bun.YAML.parse(read("compose.yaml")) as { services: Record<string, Service> };
const { app, db, proxy } = compose.services;

describe("compose.yaml and deploy/nginx.conf", () => {
  test("the app replicas run with settings the app knows and accepts", () => {
    expect(app?.deploy?.replicas).toBeGreaterThanOrEqual(2);
    const env = app?.environment ?? {};
    for (const name of Object.keys(env)) expect(SETTING_NAMES).toContain(name);
    expect(() => parseEnv({ NODE_ENV: "production", ...env })).not.toThrow();
    for (const name of Object.keys(parseEnv({}))) expect(SETTING_NAMES).toContain(name);
  });

  test("the app reaches the database service with its own user, password and database", () => {
    const url = new URL(app?.environment?.DATABASE_URL ?? "");
    const pg = db?.environment ?? {};
    expect(url.hostname).toBe("db");
    expect([url.username, url.password, url.pathname.slice(1)]).toEqual([
      pg.POSTGRES_USER ?? "",
      pg.POSTGRES_PASSWORD ?? "",
      pg.POSTGRES_DB ?? "",
    ]);
  });

  test("only the proxy may speak for visitors, and it forwards to the port the image listens on", () => {
    const networks = proxy?.networks as Record<string, { ipv4_address?: string }>;
    const proxyAddress = Object.values(networks)[0]?.ipv4_address;
    expect(app?.environment?.TRUSTED_PROXIES).toBe(proxyAddress);
    const port = /PORT=(\d+)/.exec(read("Dockerfile"))?.[1];
    expect(read("deploy/nginx.conf")).toContain(`http://app:${port}`);
    // Docker's own DNS, re-read so that `--scale app=N` reaches new replicas.
    expect(read("deploy/nginx.conf")).toMatch(/resolver 127\.0\.0\.11 valid=\d+s/);
  });
});
