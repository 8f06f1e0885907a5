import { RouterClient } from "@tanstack/react-router/ssr/client";
import { hydrateRoot } from "react-dom/client";
import { createApi } from "./lib/api";
import { contentHydrated } from "./lib/hydrated";
import { createAppRouter } from "./router";

const router = createAppRouter(createApi((input, init) => fetch(input, init)));

// A link clicked while the route's content is still hydrating waits until it has: otherwise the router drops the
// old route's match while React is still hydrating it, and React has to throw that work away and log errors.
const unblock = router.history.block({
  blockerFn: async () => {
    await contentHydrated;
    return false;
  },
  enableBeforeUnload: false,
});
void contentHydrated.then(unblock);

hydrateRoot(document, <RouterClient router={router} />);
