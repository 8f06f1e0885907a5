import { sharedSignInBackoff } from "./shared-sign-in-backoff";
import { sharedRateWindow } from "./shared-window";
import type { AuthCoordination, SignInBooking, SignInRules } from "./store";

const nothing = async () => {};

/**
 * Books each sign-in attempt as a failure of the client (a sliding window) and then of the account (its backoff
 * lanes) before the password is checked. A store that books both in one call does (PostgreSQL); else the two are
 * composed here, in this process's memory or on a SQLite file's coordination tables.
 */
export function signInGate(store: AuthCoordination | undefined, rules: SignInRules, now: () => number) {
  if (store && "bookSignIn" in store)
    return { book: (client: string, account: string) => store.bookSignIn(client, account, rules, now()) };
  const clientFailures = sharedRateWindow(store, "sign-in-failures", {
    limit: rules.clientLimit,
    windowMs: rules.clientWindowMs,
    now,
  });
  const accountBackoff = sharedSignInBackoff(store, { ...rules, now });
  return {
    async book(client: string, account: string): Promise<SignInBooking> {
      const booking = await clientFailures.reserve(client);
      if (booking.waitMs > 0) return { waitMs: booking.waitMs, succeeded: nothing };
      // A client with no recent failures anywhere may use the account's clean lane.
      const waitMs = await accountBackoff.reserve(account, booking.before === 0);
      if (waitMs > 0) {
        await booking.release();
        return { waitMs, succeeded: nothing };
      }
      return {
        waitMs: 0,
        succeeded: async () => {
          await booking.release();
          await accountBackoff.succeeded(account);
        },
      };
    },
  };
}

export type SignInGate = ReturnType<typeof signInGate>;
