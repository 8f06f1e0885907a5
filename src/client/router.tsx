import { createRouter } from "@tanstack/react-router";
import type { Api } from "./lib/api";
import { LazyQueryClient } from "./lib/lazy-query-client";
import { routeTree } from "./routes/tree";

/**
 * A new router and QueryClient for every server request, and one for the browser. The server passes the page's
 * CSP nonce. The router carries the QueryClient's cache from server to browser (TanStack Router's external cache
 * hand-off), so a page the server rendered does not fetch its data again.
 */
export function createAppRouter(api: Api, { nonce }: { nonce?: string } = {}) {
  const queries = new LazyQueryClient();
  return createRouter({
    routeTree,
    context: { api, queries },
    dehydrate: () => queries.dehydrate(),
    hydrate: (carried) => queries.hydrate(carried),
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    ...(nonce ? { ssr: { nonce } } : {}),
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
