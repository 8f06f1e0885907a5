import { Elysia } from "elysia";
import { sql } from "drizzle-orm";
import type { Db } from "../db";
import type { Env } from "../env";
import type { Services } from "../services";
import pkg from "../../../package.json" with { type: "json" };

export interface HealthDeps {
  env: Env;
  db: Db;
  services: Services;
}

/** Fast by default: local state only. `?deep=1` also asks the Ollama server whether the model is there. */
export function healthRoutes({ env, db, services }: HealthDeps) {
  return new Elysia({ name: "health" }).get("/health", async ({ query, set }) => {
    let database = "ok";
    try {
      db.run(sql`select 1`);
    } catch (error) {
      database = `error: ${(error as Error).message}`;
      set.status = 503;
    }
    if (query.deep === "1" && env.SUMMARIZER !== "builtin") await services.model.probe();
    return {
      status: database === "ok" ? "ok" : "degraded",
      version: pkg.version,
      database,
      pubmed: { url: env.PUBMED_EUTILS_URL, source: env.SEARCH_SOURCE },
      model: { host: env.OLLAMA_HOST, model: env.OLLAMA_MODEL, ...services.summaries.status() },
    };
  });
}
