import { Elysia } from "elysia";
import { AppError } from "../errors";
import { beginSession } from "./begin-session";
import type { Auth } from "./create-auth";
import { takeFlowCookie } from "./oidc-flow";
import { upsertOidcUser } from "./oidc-users";
import { safeReturnTo } from "../../shared/return-to";

const FLOW_LOST = "This sign-in has expired or was started in another browser. Start again at /api/login.";

/** Where the identity provider sends the browser back: finish the flow, sign in, return to the page. */
export function oidcRoutes(auth: Auth) {
  return new Elysia().get("/callback", async ({ request, cookie, redirect }) => {
    if (!auth.oidc) throw new AppError(404, "Sign-in through an identity provider is not configured on this server.");
    const flow = takeFlowCookie(cookie, auth.secureCookies);
    if (!flow) throw new AppError(400, FLOW_LOST);
    // The provider was given PUBLIC_ORIGIN's callback; behind a proxy request.url may name another host.
    const callbackUrl = new URL(`/api/callback${new URL(request.url).search}`, auth.publicOrigin);
    const profile = await auth.oidc.finish(callbackUrl, flow);
    const user = await upsertOidcUser(auth.db, profile, auth.now());
    await beginSession(auth, cookie, user.id);
    return redirect(safeReturnTo(flow.returnTo), 302);
  });
}
