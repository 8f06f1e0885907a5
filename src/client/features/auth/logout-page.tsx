import { Link } from "@tanstack/react-router";
import { endpoints } from "../../../shared/api/endpoints";
import { useMarkHydrated } from "../../lib/hydrated";

/**
 * Where GET /api/logout sends a navigation that did not come from our own pages: a link on another site must not
 * sign anyone out, so the person confirms here. A plain form post (same-origin, so the CSRF guard lets it through)
 * works before hydration and without scripts; the server answers with a redirect home.
 */
export function LogoutPage() {
  useMarkHydrated();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">Sign out of Trial Lens?</h1>
      <p className="mt-2 text-muted">
        A link asked to sign you out. Choose Sign out to end your session in this browser.
      </p>
      <form method="post" action={endpoints.logout.path} className="mt-8 flex gap-3">
        <button type="submit" className="btn btn-primary">
          Sign out
        </button>
        <Link to="/" className="btn btn-outline">
          Stay signed in
        </Link>
      </form>
    </div>
  );
}
