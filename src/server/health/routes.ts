import { Elysia } from "elysia";
import { timingSafeEqual } from "node:crypto";
import { type Db, pingDatabase } from "../db";
import type { Env } from "../env";
import type { ClientOf } from "../http/client-ip";
import { parseTrustedProxies } from "../http/client-ip";
import type { HealthResponse } from "../../shared/api/health";
import { routePath } from "../http/endpoint";
import type { Services } from "../services";
import pkg from "../../../package.json" with { type: "json" };

export interface HealthDeps {
  env: Env;
  db: Db;
  services: Services;
  clientOf: ClientOf;
}

const isLoopback = parseTrustedProxies("127.0.0.0/8, ::1");

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  // Prevent any possibility of a timing attack by using a constant-time comparison.
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Anyone may ask whether the server is up; only the machine itself, or a caller with HEALTH_TOKEN, is told the
 * upstream addresses and model errors, and only they can make the server probe the model server (`?deep=1`).
 */
export function healthRoutes({ env, db, services, clientOf }: HealthDeps) {
  const mayKnowMore = (request: Request, server: Parameters<ClientOf>[1]) => {
    if (isLoopback(clientOf(request, server))) return true;
    const token = request.headers.get("authorization")?.match(/^Bearer (.+)$/)?.[1];
    return !!env.HEALTH_TOKEN && !!token && sameSecret(token, env.HEALTH_TOKEN);
  };
  return new Elysia({ name: "health" }).get(
    routePath("health"),
    async ({ query, set, request, server }): Promise<HealthResponse> => {
      let database = "ok";
      try {
        await pingDatabase(db);
      } catch (error) {
        database = `error: ${(error as Error).message}`;
        set.status = 503;
      }
      if (!mayKnowMore(request, server)) return { status: database === "ok" ? "ok" : "degraded" };
      if (query.deep === "1" && env.SUMMARIZER !== "builtin") await services.model.probe();
      return {
        status: database === "ok" ? "ok" : "degraded",
        version: pkg.version,
        database,
        pubmed: { url: env.PUBMED_EUTILS_URL, source: env.SEARCH_SOURCE },
        model: {
          api: env.MODEL_API === "openai" ? "openai-compatible" : "ollama",
          host: env.MODEL_API === "openai" ? env.OPENAI_BASE_URL : env.OLLAMA_HOST,
          model: env.OLLAMA_MODEL,
          ...services.summaries.status(),
        },
      };
    },
  );
}
