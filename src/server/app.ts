import { Elysia } from "elysia";
import { join } from "node:path";
import { assetsDir, type ClientAssets } from "./ssr/client-assets";
import type { Db } from "./db";
import type { Env } from "./env";
import { AppError } from "./errors";
import { healthRoutes } from "./health/routes";
import { toErrorResponse } from "./http/error-handler";
import { createPageRenderer } from "./ssr/render-page";
import { staticFiles } from "./static-files";

const root = join(import.meta.dir, "../..");

const apiNotFound = ({ path }: { path: string }): never => {
  throw new AppError(404, `No API endpoint at ${path}.`);
};

export interface AppDeps {
  env: Env;
  db: Db;
  assets: ClientAssets;
  assetsDir?: string;
}

export function createApp(deps: AppDeps) {
  const api = new Elysia({ prefix: "/api" })
    .use(healthRoutes(deps))
    // GET as well as ALL: a method-specific route outranks ALL, and the page catch-all is a GET.
    .get("/*", apiNotFound)
    .all("/*", apiNotFound);

  // Pages fetch their data through the app itself, in-process, with the visitor's cookie.
  const renderPage = createPageRenderer({ assets: deps.assets, handleApi: (request) => app.handle(request) });
  const app = new Elysia()
    .onError({ as: "global" }, (ctx) => toErrorResponse(ctx))
    .use(staticFiles({ assetsDir: deps.assetsDir ?? assetsDir, publicDir: join(root, "public") }))
    .use(api)
    .get("/*", ({ request }) => renderPage(request));
  return app;
}

export type App = ReturnType<typeof createApp>;
