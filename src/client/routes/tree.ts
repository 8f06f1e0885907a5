import { createRoute } from "@tanstack/react-router";
import { LandingPage } from "../features/landing/landing-page";
import { FavoritesRoutePage } from "./favorites";
import { rootRoute } from "./root";
import { SearchRoutePage, validateSearch } from "./search";

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
  head: () => ({ meta: [{ title: "Search Clinical Trials | Trial Lens" }] }),
  component: SearchRoutePage,
});

const favoritesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/favorites",
  head: () => ({ meta: [{ title: "Saved Trials | Trial Lens" }] }),
  component: FavoritesRoutePage,
});

export const routeTree = rootRoute.addChildren([indexRoute, searchRoute, favoritesRoute]);
