import { Elysia } from "elysia";
import { clearSessionCookie, type CookieJar } from "./cookies";
import type { Auth } from "./create-auth";
import { setFlowCookie } from "./oidc-flow";
import { routePath } from "../http/endpoint";
import { authPlugin, requireUser } from "./plugin";
import { safeReturnTo } from "../../shared/return-to";
import { invalidateSession, type Session } from "./sessions";
import { deleteUser, toPublicUser } from "./users";

async function signOut(auth: Auth, session: Session | null, cookie: CookieJar): Promise<void> {
  if (session) await invalidateSession(auth.db, session.id);
  clearSessionCookie(cookie, auth.secureCookies);
}

/** The spec's browser navigations (/api/login, /api/logout) and the current-user call. */
export function sessionRoutes(auth: Auth) {
  return (
    new Elysia()
      .use(authPlugin(auth))
      .get("/login", async ({ query, cookie, redirect }) => {
        const returnTo = safeReturnTo(query.returnTo);
        if (!auth.oidc) return redirect(`/login?returnTo=${encodeURIComponent(returnTo)}`, 302);
        const { url, flow } = await auth.oidc.start(returnTo);
        setFlowCookie(cookie, flow, auth.secureCookies);
        return redirect(url, 302);
      })
      .get("/logout", async ({ request, session, cookie, redirect }) => {
        // SameSite=Lax cookies ride top-level navigations from any site: only our own pages' navigations sign
        // out at once; any other (a link elsewhere, an old browser without Sec-Fetch-Site) is asked to confirm.
        if (session && request.headers.get("sec-fetch-site") !== "same-origin") return redirect("/logout", 302);
        await signOut(auth, session, cookie);
        return redirect("/", 302);
      })
      // The /logout page's form; the CSRF guard has already refused a post from another origin.
      .post(routePath("logout"), async ({ session, cookie, redirect }) => {
        await signOut(auth, session, cookie);
        return redirect("/", 303);
      })
      .get(routePath("currentUser"), ({ user }) => toPublicUser(requireUser(user, "Unauthorized")))
      .delete(routePath("deleteAccount"), async ({ user, cookie, set }) => {
        await deleteUser(auth.db, requireUser(user).id);
        clearSessionCookie(cookie, auth.secureCookies);
        set.status = 204;
      })
  );
}
