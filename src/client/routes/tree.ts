import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { validateLoginSearch } from "../features/auth/login-search";
import { LogoutPage } from "../features/auth/logout-page";
import { LandingPage } from "../features/landing/landing-page";
import { savedTrialsQuery } from "../lib/saved-trials-query";
import { rootRoute } from "./root";
import { loadSearch, validateSearch } from "./search-route-options";

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  head: () => ({ meta: [{ title: "Trial Lens: cancer clinical trials, summarised" }] }),
  component: LandingPage,
});

const searchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/search",
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: loadSearch,
  head: () => ({ meta: [{ title: "Search Clinical Trials | Trial Lens" }] }),
  component: lazyRouteComponent(() => import("../features/search/search-route-page"), "SearchRoutePage"),
});

const favoritesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/favorites",
  // Signed in, the server renders the saved list with the page; signed out, the page shows its toast.
  loader: async ({ context: { api, queries }, parentMatchPromise }) => {
    const [root, queryClient] = await Promise.all([parentMatchPromise, queries.load()]);
    // In the browser the page asks for itself, so it shows its skeletons meanwhile (spec).
    if (typeof window !== "undefined") return;
    if (root.loaderData?.user) await queryClient.prefetchQuery(savedTrialsQuery(api));
  },
  head: () => ({ meta: [{ title: "Saved Trials | Trial Lens" }] }),
  component: lazyRouteComponent(() => import("../features/favorites/favorites-page"), "FavoritesPage"),
});

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/login",
  validateSearch: validateLoginSearch,
  head: () => ({ meta: [{ title: "Sign in | Trial Lens" }] }),
  component: lazyRouteComponent(() => import("../features/auth/login-page"), "LoginPage"),
});

// Not lazy: a few lines, and reached only when GET /api/logout asks a cross-site navigation to confirm.
const logoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/logout",
  head: () => ({ meta: [{ title: "Sign out | Trial Lens" }] }),
  component: LogoutPage,
});

export const routeTree = rootRoute.addChildren([indexRoute, searchRoute, favoritesRoute, loginRoute, logoutRoute]);
