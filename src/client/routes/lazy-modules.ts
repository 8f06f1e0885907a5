/**
 * The page module each route loads with `import()`, by route id, as paths from the project root. Only the server
 * reads this: it names the page's chunks in the HTML as module preloads, so they download beside the entry
 * instead of after it. `lazy-modules.test.ts` checks it against the `import()` calls in the route tree.
 * (The toaster's chunk is not preloaded: it is not needed to hydrate, and would compete with the entry.)
 */
export const LAZY_MODULES: Record<string, string> = {
  "/search": "src/client/features/search/search-route-page.tsx",
  "/favorites": "src/client/features/favorites/favorites-page.tsx",
  "/login": "src/client/features/auth/login-page.tsx",
};
