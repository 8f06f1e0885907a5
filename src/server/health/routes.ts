import { Elysia } from "elysia";
import { sql } from "drizzle-orm";
import type { Db } from "../db";
import type { Env } from "../env";
import pkg from "../../../package.json" with { type: "json" };

export interface HealthDeps {
  env: Env;
  db: Db;
}

/** Fast: answers from local state only, never waiting on PubMed or the model. */
export function healthRoutes({ env, db }: HealthDeps) {
  return new Elysia({ name: "health" }).get("/health", ({ set }) => {
    let database = "ok";
    try {
      db.run(sql`select 1`);
    } catch (error) {
      database = `error: ${(error as Error).message}`;
      set.status = 503;
    }
    return {
      status: database === "ok" ? "ok" : "degraded",
      version: pkg.version,
      database,
      pubmed: { url: env.PUBMED_EUTILS_URL },
      model: { host: env.OLLAMA_HOST, model: env.OLLAMA_MODEL },
    };
  });
}
