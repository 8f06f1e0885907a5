import { Elysia } from "elysia";
import { join } from "node:path";
import { assetsDir, type ClientAssets } from "./ssr/client-assets";
import type { Db } from "./db";
import type { Env } from "./env";
import { authRoutes, csrfGuard } from "./auth";
import { isSecureOrigin } from "./auth/cookies";
import { healthRoutes } from "./health/routes";
import { toErrorResponse } from "./http/error-handler";
import { registryRoutes } from "./registry/routes";
import { savedTrialRoutes } from "./saved-trials";
import { searchRoutes } from "./search/routes";
import { createServices, type Services } from "./services";
import { summaryRoutes } from "./summaries/routes";
import { createPageRenderer } from "./ssr/render-page";
import { staticFiles } from "./static-files";
import { apiFallback } from "./http/api-fallback";
import { compressJson } from "./http/compress";
import { apiHeaders } from "./http/security-headers";
import { KB, limitedBodies } from "./http/body-limit";
import { bodyLimitsByPath } from "../shared/api/endpoints";
import { BODY_MAX_KB_DEFAULT } from "../shared/api/limits";

const root = join(import.meta.dir, "../..");

export interface AppDeps {
  env: Env;
  db: Db;
  assets: ClientAssets;
  assetsDir?: string;
  /** Built from env and db unless a test hands in its own. */
  services?: Services;
}

export function createApp(deps: AppDeps) {
  const services = deps.services ?? createServices(deps.env, deps.db);
  const { auth, clientOf } = services;
  const apiNotFound = apiFallback(() => api.routes);
  const api = new Elysia({ prefix: "/api" })
    .use(csrfGuard(deps.env.PUBLIC_ORIGIN))
    .use(apiHeaders)
    // Each endpoint reads what its largest honest request needs, and no more.
    .onParse(limitedBodies(bodyLimitsByPath(), BODY_MAX_KB_DEFAULT * KB))
    .mapResponse(compressJson)
    .use(healthRoutes({ ...deps, services, clientOf }))
    .use(searchRoutes(services.search, clientOf, services.registry))
    .use(summaryRoutes(services.summaries, clientOf))
    .use(registryRoutes(services.registry, clientOf))
    .use(authRoutes(auth))
    .use(savedTrialRoutes(auth, services.savedTrials))
    // GET as well as ALL: a method-specific route outranks ALL, and the page catch-all is a GET.
    .get("/*", apiNotFound)
    .all("/*", apiNotFound);

  // Pages fetch their data through the app itself, in-process, with the visitor's cookie.
  const assetFiles = deps.assetsDir ?? assetsDir;
  const renderPage = createPageRenderer({
    assets: deps.assets,
    assetsDir: assetFiles,
    handleApi: (request) => app.handle(request),
    secure: isSecureOrigin(deps.env.PUBLIC_ORIGIN),
  });
  const app = new Elysia()
    .onError({ as: "global" }, (ctx) => toErrorResponse(ctx))
    .use(staticFiles({ assetsDir: assetFiles, publicDir: join(root, "public") }))
    .use(api)
    .get("/*", ({ request, server }) => renderPage(request, clientOf(request, server)));
  return app;
}

export type App = ReturnType<typeof createApp>;
