import type { CoordinationStore } from "./store";
import { sleep } from "../lib/sleep";

export interface RunOnceOptions<V> {
  /** Reads the result another instance stored, once it has. */
  stored: () => Promise<V | undefined> | V | undefined;
  /** A holder renews its lease this often; a holder that died frees the work after `leaseMs`. */
  leaseMs?: number;
  pollMs?: number;
  signal?: AbortSignal;
}

/**
 * Identical work arriving at several instances runs once: the instance that takes `key`'s lease runs `work` (which
 * stores its result), the others wait for the lease to go and read what was stored. When the holder failed (nothing
 * stored) or died (its lease ran out), a waiter takes the lease and runs the work itself.
 */
export async function runOnce<V>(
  store: CoordinationStore,
  key: string,
  work: () => Promise<V>,
  opts: RunOnceOptions<V>,
): Promise<V> {
  const leaseMs = opts.leaseMs ?? 10_000;
  const pollMs = opts.pollMs ?? 50;
  const holder = crypto.randomUUID();
  for (;;) {
    if (await store.tryLease(key, holder, leaseMs)) {
      const renew = setInterval(
        () => void store.tryLease(key, holder, leaseMs).catch(() => {}),
        Math.max(100, leaseMs / 3),
      );
      try {
        // The holder before us may have finished between our look and our lease.
        return (await opts.stored()) ?? (await work());
      } finally {
        clearInterval(renew);
        await store.releaseLease(key, holder).catch(() => {});
      }
    }
    while (await store.leaseHeld(key)) {
      await sleep(pollMs, opts.signal);
      const found = await opts.stored();
      if (found !== undefined) return found;
    }
    const found = await opts.stored();
    if (found !== undefined) return found;
  }
}
