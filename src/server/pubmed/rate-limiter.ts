/** Paces request starts so that no window ever holds more than `perSecond` of them. */
export interface RateLimiter {
  /**
   * Resolves when the caller may start one request. Callers are served first come, first served, except that
   * `"first"` callers go before every `"normal"` one: a search that has its ids should get its records before
   * new searches start, or under load every search waits and few finish.
   */
  acquire(signal?: AbortSignal, priority?: "first" | "normal"): Promise<void>;
  /** Holds every caller back for `ms` (e.g. NCBI's Retry-After); never shortens an earlier pause. */
  pause(ms: number): void;
}

export interface RateLimiterOptions {
  perSecond: number;
  /**
   * Length of the window. A second plus 50 ms by default: NCBI counts arrivals, not starts, and
   * the margin keeps network jitter from bunching N+1 arrivals into one second.
   */
  windowMs?: number;
  now?: () => number;
}

export const DEFAULT_WINDOW_MS = 1050;

export function createRateLimiter({
  perSecond,
  windowMs = DEFAULT_WINDOW_MS,
  now = () => performance.now(),
}: RateLimiterOptions): RateLimiter {
  if (!Number.isInteger(perSecond) || perSecond < 1) throw new RangeError("perSecond must be a whole number ≥ 1");

  const recentStarts: number[] = []; // the last `perSecond` start times, oldest first
  // Resolvers of waiting callers, in arrival order, one queue per priority.
  const queues = { first: [] as Array<() => void>, normal: [] as Array<() => void> };
  const waiting = () => queues.first.length + queues.normal.length;
  let pausedUntil = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const nextFreeAt = () => {
    const oldest = recentStarts.length < perSecond ? undefined : recentStarts[0];
    return Math.max(pausedUntil, oldest === undefined ? 0 : oldest + windowMs);
  };

  const pump = () => {
    timer = undefined;
    while (waiting() > 0) {
      const at = now();
      const freeAt = nextFreeAt();
      if (freeAt > at) {
        // Timers may fire a little early; pump re-checks the clock rather than trusting them.
        timer = setTimeout(pump, Math.max(1, Math.ceil(freeAt - at)));
        return;
      }
      recentStarts.push(at);
      if (recentStarts.length > perSecond) recentStarts.shift();
      (queues.first.shift() ?? queues.normal.shift())!();
    }
  };

  return {
    acquire(signal, priority = "normal") {
      const queue = queues[priority];
      if (signal?.aborted) return Promise.reject(signal.reason);
      return new Promise<void>((resolve, reject) => {
        const onAbort = () => {
          const index = queue.indexOf(waiter);
          if (index >= 0) queue.splice(index, 1);
          reject(signal!.reason);
        };
        const waiter = () => {
          signal?.removeEventListener("abort", onAbort);
          resolve();
        };
        signal?.addEventListener("abort", onAbort, { once: true });
        queue.push(waiter);
        if (timer === undefined) pump();
      });
    },
    pause(ms) {
      if (!(ms > 0)) return;
      pausedUntil = Math.max(pausedUntil, now() + ms);
      // A timer already set wakes earlier than the pause ends; pump then re-schedules itself.
    },
  };
}
