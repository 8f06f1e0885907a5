import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from "@tanstack/react-router";
import { Footer } from "../components/footer";
import { Header } from "../components/header";
import { LazyToaster } from "../components/lazy-toaster";
import { loadCurrentUser } from "../lib/current-user";
import { THEME_BOOT_SCRIPT } from "../lib/theme";
import type { RouterContext } from "./context";
import { NotFoundPage } from "./not-found";

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  head: () => ({
    meta: [
      { charSet: "utf-8" },
      { name: "viewport", content: "width=device-width, initial-scale=1" },
      {
        name: "description",
        content:
          "Search published cancer clinical trials from PubMed and read two AI summaries of each: one for clinicians, one in plain language for patients.",
      },
      { name: "color-scheme", content: "light dark" },
    ],
    links: [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }],
    scripts: [{ children: THEME_BOOT_SCRIPT }],
  }),
  // The server resolves who is signed in and hands it over with the page, so the browser need not ask.
  loader: async ({ context: { api } }) => ({ user: await loadCurrentUser(api) }),
  // Signing in and out are full page loads: within one page the answer never changes.
  shouldReload: false,
  component: RootDocument,
  notFoundComponent: NotFoundPage,
});

function RootDocument() {
  return (
    // The boot script may add class="dark" before React hydrates.
    <html lang="en" suppressHydrationWarning>
      <head>
        <HeadContent />
      </head>
      <body>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <Header />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <Outlet />
        </main>
        <Footer />
        <LazyToaster />
        <Scripts />
      </body>
    </html>
  );
}
