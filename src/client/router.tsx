import { createRouter } from "@tanstack/react-router";
import { setupRouterSsrQueryIntegration } from "@tanstack/react-router-ssr-query";
import type { Api } from "./lib/api";
import { createQueryClient } from "./lib/query-client";
import { routeTree } from "./routes/tree";

/** A new router and QueryClient for every server request, and one for the browser. */
export function createAppRouter(api: Api) {
  const queryClient = createQueryClient(api);
  const router = createRouter({
    routeTree,
    context: { queryClient, api },
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
