import { createRouter } from "@tanstack/react-router";
import { setupRouterSsrQueryIntegration } from "@tanstack/react-router-ssr-query";
import type { Api } from "./lib/api";
import { createQueryClient } from "./lib/query-client";
import { routeTree } from "./routes/tree";

/** A new router and QueryClient for every server request, and one for the browser. The server passes the page's CSP nonce. */
export function createAppRouter(api: Api, { nonce }: { nonce?: string } = {}) {
  const queryClient = createQueryClient(api);
  const router = createRouter({
    routeTree,
    context: { queryClient, api },
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    ...(nonce ? { ssr: { nonce } } : {}),
  });
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
