import { Elysia } from "elysia";
import type { Auth } from "./create-auth";
import { localRoutes } from "./local-routes";
import { oidcRoutes } from "./oidc-routes";
import { sessionRoutes } from "./session-routes";

/** Every /api route of sign-in, sign-out and the account, mounted inside the /api group. */
export function authRoutes(auth: Auth) {
  return new Elysia().use(sessionRoutes(auth)).use(localRoutes(auth)).use(oidcRoutes(auth));
}
