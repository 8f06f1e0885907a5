import { render } from "@testing-library/react";
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { Header } from "../../client/components/header";
import { Toaster } from "../../client/components/toaster";
import { FavoritesPage } from "../../client/features/favorites/favorites-page";
import { SearchRoutePage } from "../../client/features/search/search-route";
import { createApi, type FetchLike } from "../../client/lib/api";
import { loadCurrentUser } from "../../client/lib/auth";
import { LazyQueryClient } from "../../client/lib/lazy-query-client";
import type { RouterContext } from "../../client/routes/context";
import { validateSearch } from "../../client/routes/search";

export interface Call {
  method: string;
  url: string;
  body?: unknown;
}

type Handler = (call: Call) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/**
 * The real pages inside a router on memory history; only the network is replaced, by `handler`,
 * which answers like the server would. Every call is recorded. As in the app, the root route's loader
 * asks who is signed in; the pages' own loaders are left out, so the pages fetch their data themselves.
 */
export async function renderApp(path: string, handler: Handler) {
  const calls: Call[] = [];
  const fetchImpl: FetchLike = async (input, init) => {
    const call: Call = { method: init?.method ?? "GET", url: input, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    return handler(call);
  };
  const api = createApi(fetchImpl);
  const queries = new LazyQueryClient();
  const queryClient = await queries.load();
  const root = createRootRouteWithContext<RouterContext>()({
    loader: async ({ context }) => ({ user: await loadCurrentUser(context.api) }),
    component: () => (
      <>
        <Header />
        <Outlet />
        <Toaster />
      </>
    ),
  });
  const routeTree = root.addChildren([
    createRoute({ getParentRoute: () => root, path: "/", component: () => <h1>Home</h1> }),
    createRoute({ getParentRoute: () => root, path: "/search", validateSearch, component: SearchRoutePage }),
    createRoute({ getParentRoute: () => root, path: "/favorites", component: FavoritesPage }),
  ]);
  const router = createRouter({
    routeTree,
    context: { api, queries },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  // On screen at once, as the router renders a page that is still loading; ready once the router has loaded.
  const loaded = router.load();
  const view = render(<RouterProvider router={router} />);
  await loaded;
  return { ...view, calls, router, queryClient };
}
