import type { Db } from "../db";
import type { Env } from "../env";
import type { ClientOf } from "../http/client-ip";
import { isSecureOrigin } from "./cookies";
import { createFailureThrottle } from "./failure-throttle";
import { createOidc, oidcSettingsFrom } from "./oidc";
import { createPasswordHasher, type PasswordCost } from "./passwords";

const MINUTE = 60_000;

/** Knobs tests turn: a clock to move sessions through time, and a cheaper argon2 cost. */
export interface AuthOptions {
  now?: () => number;
  passwordCost?: PasswordCost;
}

/** Everything the auth routes and the auth plugin share, built once per app. */
export function createAuth(
  { env, db, clientOf }: { env: Env; db: Db; clientOf: ClientOf },
  { now = Date.now, passwordCost }: AuthOptions = {},
) {
  const oidcSettings = oidcSettingsFrom(env);
  return {
    db,
    now,
    clientOf,
    publicOrigin: env.PUBLIC_ORIGIN,
    secureCookies: isSecureOrigin(env.PUBLIC_ORIGIN),
    passwords: createPasswordHasher(passwordCost),
    /** Failed sign-ins: 5 per account and 20 per client in 15 minutes, then a wait. */
    accountFailures: createFailureThrottle({ limit: 5, windowMs: 15 * MINUTE, now }),
    clientFailures: createFailureThrottle({ limit: 20, windowMs: 15 * MINUTE, now }),
    /** New accounts per client: each one costs an argon2 hash. */
    registrations: createFailureThrottle({ limit: 20, windowMs: 60 * MINUTE, now }),
    oidc: oidcSettings ? createOidc(oidcSettings) : null,
  };
}

export type Auth = ReturnType<typeof createAuth>;
