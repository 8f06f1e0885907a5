import { Elysia } from "elysia";
import { AppError } from "../errors";
import { routePath } from "../http/endpoint";
import { parseInput } from "../http/validation";
import { beginSession } from "./begin-session";
import type { Auth } from "./create-auth";
import { registerSchema, signInSchema } from "./credentials";
import { registerLocal, signInLocal } from "./local";
import { toPublicUser } from "./users";

const OIDC_ONLY = "Forbidden: this server signs in through your organisation's identity provider. Use /api/login.";

/** Built-in accounts: e-mail and password, the default when no identity provider is configured. */
export function localRoutes(auth: Auth) {
  const refuseUnderOidc = () => {
    if (auth.oidc) throw new AppError(403, OIDC_ONLY);
  };

  return new Elysia()
    .post(routePath("register"), async ({ body, cookie, request, server, set }) => {
      refuseUnderOidc();
      const input = parseInput(registerSchema, body);
      const user = await registerLocal(auth, input, auth.clientOf(request, server));
      await beginSession(auth, cookie, user.id);
      set.status = 201;
      return toPublicUser(user);
    })
    .post(routePath("signIn"), async ({ body, cookie, request, server }) => {
      refuseUnderOidc();
      const input = parseInput(signInSchema, body);
      const user = await signInLocal(auth, input, auth.clientOf(request, server));
      await beginSession(auth, cookie, user.id);
      return toPublicUser(user);
    });
}
