import { bookAttempt, createSignInBackoff, freshLanes, type Lanes } from "../auth/sign-in-backoff";
import type { CoordinationStore } from "./store";

/** sign-in-backoff.ts, its lanes kept in the store when there is one, so a guesser cannot spread tries over instances. */
export interface SharedSignInBackoff {
  reserve(key: string, clean: boolean): Promise<number>;
  succeeded(key: string): Promise<void>;
}

export function sharedSignInBackoff(
  store: Pick<CoordinationStore, "update"> | undefined,
  options: { freeFailures: number; maxDelayMs: number; forgetAfterMs: number; now: () => number },
): SharedSignInBackoff {
  if (!store) {
    const local = createSignInBackoff(options);
    return { reserve: async (key, clean) => local.reserve(key, clean), succeeded: async (key) => local.succeeded(key) };
  }
  const { forgetAfterMs } = options;
  return {
    async reserve(key, clean) {
      let waitMs = 0;
      await store.update<Lanes>(
        "sign-in-backoff",
        key,
        forgetAfterMs,
        (kept, t) => {
          const lanes = kept && t - kept.lastAt < forgetAfterMs ? kept : freshLanes(t);
          waitMs = bookAttempt(lanes, t, clean, options);
          return lanes;
        },
        options.now(),
      );
      return waitMs;
    },
    async succeeded(key) {
      await store.update("sign-in-backoff", key, forgetAfterMs, () => undefined, options.now());
    },
  };
}
