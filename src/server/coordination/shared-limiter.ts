import { createRateLimiter, type RateLimiter } from "../pubmed/rate-limiter";
import type { CoordinationStore } from "./store";
import { sleep } from "../lib/sleep";

/**
 * A second plus 100 ms: NCBI counts arrivals, and between claiming a slot and its request arriving, an instance's
 * busy event loop adds more jitter than one process's (50 ms margin there) does; measured gaps came down to 1,031 ms.
 */
export const SHARED_WINDOW_MS = 1100;

/** Longest sleep between claims: a slot another instance frees early is noticed soon. */
export const MAX_POLL_MS = 250;

/**
 * An upstream's budget (NCBI: 3 requests a second, 10 with a key) for every instance on the store together: a start
 * needs one of `perSecond` slots in the store free for a window. In front, this instance's own limiter keeps its
 * priority order (records before new searches) and keeps it from asking the store more often than it could start.
 */
export function createStoreRateLimiter(
  store: CoordinationStore,
  { name, perSecond, windowMs = SHARED_WINDOW_MS }: { name: string; perSecond: number; windowMs?: number },
): RateLimiter {
  const local = createRateLimiter({ perSecond, windowMs });
  return {
    async acquire(signal, priority = "normal") {
      await local.acquire(signal, priority);
      for (;;) {
        const waitMs = await store.claimSlot(name, perSecond, windowMs);
        if (waitMs === 0) return;
        await sleep(Math.min(waitMs, MAX_POLL_MS), signal);
      }
    },
    pause(ms) {
      if (!(ms > 0)) return;
      local.pause(ms);
      void store.pauseSlots(name, ms, windowMs).catch(() => {});
    },
  };
}
