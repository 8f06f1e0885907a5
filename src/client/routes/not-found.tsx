import { Link } from "@tanstack/react-router";
import { useMarkHydrated } from "../lib/hydrated";

export function NotFoundPage() {
  useMarkHydrated();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <title>404 Page Not Found | Trial Lens</title>
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold">404 Page Not Found</h1>
      <p className="mt-2 text-muted">The page you are looking for does not exist or has moved.</p>
      <div className="mt-8 flex gap-3">
        <Link to="/" className="btn btn-primary">
          Go home
        </Link>
        <Link to="/search" className="btn btn-outline">
          Search trials
        </Link>
      </div>
    </div>
  );
}
