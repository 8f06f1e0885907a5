import { Link, useRouterState } from "@tanstack/react-router";
import { avatarInitial, useAuth } from "../lib/current-user";
import { LensIcon, LogoutIcon } from "./icons";
import { ThemeToggle } from "./theme-toggle";

const scrollToSection = (id: string) => document.getElementById(id)?.scrollIntoView({ behavior: "smooth" });

export function Header() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // Known before the shell renders (the root route's loader), so the auth controls never show a guess.
  const { user } = useAuth();

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface/90 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-3 sm:gap-2 sm:px-4">
        <Link to="/" className="mr-auto flex items-center gap-2 text-lg font-bold text-fg">
          <span className="grid h-8 w-8 place-items-center rounded-lg bg-primary text-on-primary">
            <LensIcon width={18} height={18} />
          </span>
          {/* On a phone the mark alone leaves room for the links; the name stays for screen readers. */}
          <span className="sr-only sm:not-sr-only">Trial Lens</span>
        </Link>
        {pathname === "/" ? (
          <>
            <button
              type="button"
              className="nav-link hidden sm:inline-flex"
              onClick={() => scrollToSection("how-it-works")}
            >
              How It Works
            </button>
            <button
              type="button"
              className="nav-link hidden sm:inline-flex"
              onClick={() => scrollToSection("who-its-for")}
            >
              Who It's For
            </button>
          </>
        ) : (
          <Link to="/" className="nav-link">
            Home
          </Link>
        )}
        <Link to="/search" className="nav-link" activeProps={{ "aria-current": "page" }}>
          Search
        </Link>
        {user && (
          <Link to="/favorites" className="nav-link" activeProps={{ "aria-current": "page" }}>
            Favorites
          </Link>
        )}
        <ThemeToggle />
        {user ? (
          <div className="flex items-center gap-1 sm:gap-2">
            <span className="avatar" title={user.email ?? undefined}>
              {user.profileImageUrl ? (
                <img src={user.profileImageUrl} alt="" width={32} height={32} />
              ) : (
                <span aria-hidden="true">{avatarInitial(user)}</span>
              )}
              <span className="sr-only">Signed in as {user.email ?? user.firstName ?? "user"}</span>
            </span>
            <button
              type="button"
              className="btn btn-outline btn-sm"
              onClick={() => window.location.assign("/api/logout")}
            >
              {/* Narrow phones get the icon; the button's name stays "Logout". */}
              <LogoutIcon width={16} height={16} className="sm:hidden" />
              <span className="sr-only sm:not-sr-only">Logout</span>
            </button>
          </div>
        ) : (
          <button type="button" className="btn btn-primary btn-sm" onClick={() => window.location.assign("/api/login")}>
            Login
          </button>
        )}
      </nav>
    </header>
  );
}
