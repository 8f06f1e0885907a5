import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { LandingPage } from "../features/landing/landing-page";
import { rootRoute } from "./root";
import { loadSearch, validateSearch } from "./search";

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
  component: lazyRouteComponent(() => import("../features/search/search-route"), "SearchRoutePage"),
});

const favoritesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/favorites",
  head: () => ({ meta: [{ title: "Saved Trials | Trial Lens" }] }),
  component: lazyRouteComponent(() => import("../features/favorites/favorites-page"), "FavoritesPage"),
});

export const routeTree = rootRoute.addChildren([indexRoute, searchRoute, favoritesRoute]);
