import type { createRequestHandler } from "@tanstack/react-router/ssr/server";
import { existsSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { LAZY_MODULES } from "../../client/routes/lazy-modules";
import type { ClientAssets } from "./client-assets";

export type ServerManifest = Awaited<
  ReturnType<NonNullable<Parameters<typeof createRequestHandler>[0]["getRouterManifest"]>>
>;

/**
 * What the router puts in each page's <head> besides the routes' own tags:
 * - the stylesheet inline (about 5 KB compressed): the first paint need not wait for a second request. The
 *   router leaves it out of the client bundle; the browser reuses the server's <style> when it hydrates.
 *   The stylesheet has no url() references, which would resolve against the page instead of /assets/.
 * - module preloads for the matched route's page chunks, which it needs to hydrate, so they load beside the entry.
 * - with `entryLoader`, the entry is added by a small inline script instead of a <script src>: a page allowed by
 *   script hashes rather than a nonce can only start external scripts that way (decision 016).
 */
export function createRouterManifest(
  assets: ClientAssets,
  assetsDir: string,
  { entryLoader = false } = {},
): ServerManifest {
  const cssFile = join(assetsDir, basename(assets.css));
  const entry = entryLoader
    ? { children: entryLoaderScript(assets.js) }
    : { attrs: { type: "module", src: assets.js, async: true } };
  const routes: ServerManifest["routes"] = { __root__: { css: [assets.css], scripts: [entry] } };
  for (const [routeId, module] of Object.entries(LAZY_MODULES)) {
    const preloads = assets.lazyChunks?.[module];
    if (preloads?.length) routes[routeId] = { preloads };
  }
  return {
    routes,
    ...(existsSync(cssFile) ? { inlineCss: { styles: { [assets.css]: readFileSync(cssFile, "utf8") } } } : {}),
  };
}

/** Inline script that adds the entry module; under 'strict-dynamic' a script added by an allowed script may run. */
export function entryLoaderScript(src: string): string {
  return `(function(){var s=document.createElement("script");s.type="module";s.src=${JSON.stringify(src)};document.head.appendChild(s)})()`;
}
