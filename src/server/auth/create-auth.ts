import type { Db } from "../db";
import type { Env } from "../env";
import type { ClientOf } from "../http/client-ip";
import { isSecureOrigin } from "./cookies";
import type { AuthCoordination } from "../coordination/store";
import { signInGate } from "../coordination/sign-in-gate";
import { sharedRateWindow } from "../coordination/shared-window";
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
  { env, db, clientOf, coordination }: { env: Env; db: Db; clientOf: ClientOf; coordination?: AuthCoordination },
  { now = Date.now, passwordCost }: AuthOptions = {},
) {
  const oidcSettings = oidcSettingsFrom(env);
  // With `coordination`, several instances on one database count every attempt together, wherever it lands.
  return {
    db,
    now,
    clientOf,
    publicOrigin: env.PUBLIC_ORIGIN,
    secureCookies: isSecureOrigin(env.PUBLIC_ORIGIN),
    passwords: createPasswordHasher(passwordCost),
    /**
     * Per client: 20 failed sign-ins in 15 minutes, whichever accounts, then a wait. Per account: 5 free failures,
     * then 1 s, 2 s, 4 s ... at most 5 minutes between tries (sign-in-backoff.ts).
     */
    signIns: signInGate(
      coordination,
      {
        clientLimit: 20,
        clientWindowMs: 15 * MINUTE,
        freeFailures: 5,
        maxDelayMs: 5 * MINUTE,
        forgetAfterMs: 15 * MINUTE,
      },
      now,
    ),
    /** Sign-up attempts per client, taken addresses included: each one costs an argon2 hash or tells who has an account. */
    registrations: sharedRateWindow(coordination, "sign-ups", { limit: 20, windowMs: 60 * MINUTE, now }),
    oidc: oidcSettings ? createOidc(oidcSettings) : null,
  };
}

export type Auth = ReturnType<typeof createAuth>;
