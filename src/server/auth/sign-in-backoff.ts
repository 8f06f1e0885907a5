/**
 * How often one account's password may be tried. A hard lockout (5 failures, then 15 minutes for everyone) let
 * anyone lock the owner out; this slows guessing instead, and keeps the owner's wait short:
 *
 * - Attempts are booked before the password is checked, so concurrent requests cannot all slip past the count.
 * - The first `freeFailures` failures in a row cost nothing (typos). After n failures the next attempt waits
 *   2^(n - freeFailures) seconds after the last one: 1 s, 2 s, 4 s ... up to `maxDelayMs`. With 5 and 5 minutes a
 *   guesser gets 14 tries in the first 9 minutes, then one per 5 minutes; the owner never waits longer than that.
 * - Two lanes share that schedule. Any client may use the open lane; the second lane is only for clients with no
 *   recent failures anywhere (the owner, typically). An attacker hammering from a few addresses keeps the open lane
 *   busy but never the clean one; taking both needs a fresh address every `maxDelayMs`, and still gives only two
 *   guesses per `maxDelayMs`.
 * - A correct password clears the account's count; so do `forgetAfterMs` without any attempt.
 */
export function createSignInBackoff({
  freeFailures,
  maxDelayMs,
  forgetAfterMs,
  now,
}: {
  freeFailures: number;
  maxDelayMs: number;
  forgetAfterMs: number;
  now: () => number;
}) {
  const accounts = new Map<string, Lanes>();
  const schedule = { freeFailures, maxDelayMs };

  const stateOf = (key: string, t: number): Lanes => {
    const kept = accounts.get(key);
    if (kept && t - kept.lastAt < forgetAfterMs) return kept;
    const fresh = freshLanes(t);
    accounts.set(key, fresh);
    // Forget idle accounts now and then so the map cannot grow without bound.
    if (accounts.size > 10_000) for (const [k, v] of accounts) if (t - v.lastAt >= forgetAfterMs) accounts.delete(k);
    return fresh;
  };

  return {
    /**
     * Books an attempt on `key` as a failure until `succeeded`; `clean` says the client has no recent failures.
     * Answers 0 when booked, else the milliseconds to wait (nothing booked).
     */
    reserve(key: string, clean: boolean): number {
      const t = now();
      return bookAttempt(stateOf(key, t), t, clean, schedule);
    },
    /** The right password: the owner is here, earlier failures no longer count. */
    succeeded(key: string): void {
      accounts.delete(key);
    },
  };
}

export type SignInBackoff = ReturnType<typeof createSignInBackoff>;

/** One account's two lanes (see createSignInBackoff); plain data, so several instances can keep it in the database. */
export interface Lanes {
  failures: number;
  lastAt: number;
  openAt: number;
  cleanAt: number;
}

export const freshLanes = (t: number): Lanes => ({ failures: 0, lastAt: t, openAt: 0, cleanAt: 0 });

/** Books an attempt at `t` in `lanes` (changing them) and answers 0, or answers the wait and books nothing. */
export function bookAttempt(
  lanes: Lanes,
  t: number,
  clean: boolean,
  { freeFailures, maxDelayMs }: { freeFailures: number; maxDelayMs: number },
): number {
  const lane = t >= lanes.openAt ? "openAt" : clean && t >= lanes.cleanAt ? "cleanAt" : null;
  if (!lane) return (clean ? Math.min(lanes.openAt, lanes.cleanAt) : lanes.openAt) - t;
  lanes.failures += 1;
  lanes.lastAt = t;
  const delay = lanes.failures < freeFailures ? 0 : Math.min(1000 * 2 ** (lanes.failures - freeFailures), maxDelayMs);
  lanes[lane] = t + delay;
  return 0;
}
