/**
 * The shared state several instances on one database coordinate through. Every method is one transaction, so two
 * instances never both take the last place in a window, the same budget slot or the same lease. Times are the
 * wall clock (Date.now), which every instance on one host, or on NTP-synchronised hosts, agrees on closely enough.
 */
export interface CoordinationStore {
  /**
   * Books an event of `client` in `scope` unless `limit` are within the last `windowMs`: answers 0, its id and how
   * many were there before it, else the wait. `at`: the caller's clock (its limits' own), else the store's.
   */
  book(
    scope: string,
    client: string,
    limit: number,
    windowMs: number,
    at?: number,
  ): Promise<{ waitMs: 0; id: number; before: number } | { waitMs: number; id?: undefined }>;
  /** Takes a booking back (a sign-in that succeeded is no failure). */
  unbook(scope: string, client: string, id: number): Promise<void>;
  /** Takes one of `perSecond` start slots free for `windowMs`: answers 0, else the ms until the oldest frees. */
  claimSlot(name: string, perSecond: number, windowMs: number): Promise<number>;
  /** Holds every slot of `name` back until `ms` from now (an upstream's Retry-After). */
  pauseSlots(name: string, ms: number, windowMs: number): Promise<void>;
  /** Takes (or, by its holder, renews) the lease on `key` for `ttlMs` when nobody else holds it or their time ran out. */
  tryLease(key: string, holder: string, ttlMs: number): Promise<boolean>;
  leaseHeld(key: string): Promise<boolean>;
  releaseLease(key: string, holder: string): Promise<void>;
  /** Reads, changes and writes one JSON value atomically; `undefined` from `change` deletes it. Values idle `forgetAfterMs` are gone. */
  update<T>(
    scope: string,
    key: string,
    forgetAfterMs: number,
    change: (current: T | undefined, now: number) => T | undefined,
    at?: number,
  ): Promise<T | undefined>;
}

/** How often a client and an account may fail to sign in (auth/create-auth.ts; sign-in-backoff.ts for the lanes). */
export interface SignInRules {
  clientLimit: number;
  clientWindowMs: number;
  freeFailures: number;
  maxDelayMs: number;
  forgetAfterMs: number;
}

/** A sign-in attempt booked as a failure of the client and the account (waitMs 0), or the wait with nothing booked. */
export interface SignInBooking {
  waitMs: number;
  /** The right password: the booking is no failure and the account's earlier failures no longer count. */
  succeeded: () => Promise<void>;
}

/**
 * What sign-in and sign-up limits need: a store that reads and writes values (a SQLite file: the lanes are composed
 * in this process, inside its transactions), or one that books a whole sign-in attempt in one call (PostgreSQL).
 */
export type AuthCoordination = Pick<CoordinationStore, "book" | "unbook"> &
  (
    | Pick<CoordinationStore, "update">
    | { bookSignIn(client: string, account: string, rules: SignInRules, now: number): Promise<SignInBooking> }
  );
