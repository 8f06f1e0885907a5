import { Elysia } from "elysia";
import { clearSessionCookie } from "./cookies";
import type { Auth } from "./create-auth";
import { setFlowCookie } from "./oidc-flow";
import { authPlugin, requireUser } from "./plugin";
import { safeReturnTo } from "../../shared/return-to";
import { invalidateSession } from "./sessions";
import { deleteUser, toPublicUser } from "./users";

/** The spec's browser navigations (/api/login, /api/logout) and the current-user call. */
export function sessionRoutes(auth: Auth) {
  return new Elysia()
    .use(authPlugin(auth))
    .get("/login", async ({ query, cookie, redirect }) => {
      const returnTo = safeReturnTo(query.returnTo);
      if (!auth.oidc) return redirect(`/login?returnTo=${encodeURIComponent(returnTo)}`, 302);
      const { url, flow } = await auth.oidc.start(returnTo);
      setFlowCookie(cookie, flow, auth.secureCookies);
      return redirect(url, 302);
    })
    .get("/logout", ({ session, cookie, redirect }) => {
      if (session) invalidateSession(auth.db, session.id);
      clearSessionCookie(cookie, auth.secureCookies);
      return redirect("/", 302);
    })
    .get("/auth/user", ({ user }) => toPublicUser(requireUser(user, "Unauthorized")))
    .delete("/auth/user", ({ user, cookie, set }) => {
      deleteUser(auth.db, requireUser(user).id);
      clearSessionCookie(cookie, auth.secureCookies);
      set.status = 204;
    });
}
