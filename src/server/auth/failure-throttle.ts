/** Counts attempts per key in a sliding window; at `limit` attempts the key waits until the oldest ages out. */
export function createFailureThrottle({ limit, windowMs, now }: { limit: number; windowMs: number; now: () => number }) {
  const attempts = new Map<string, number[]>();

  const recent = (key: string, t: number) => {
    const list = (attempts.get(key) ?? []).filter((at) => t - at < windowMs);
    if (list.length === 0) attempts.delete(key);
    else attempts.set(key, list);
    return list;
  };
  const waitFor = (list: number[], t: number) => (list.length >= limit ? windowMs - (t - list[list.length - limit]!) : 0);

  return {
    /** Attempts this key has made in the window. */
    count(key: string): number {
      return recent(key, now()).length;
    },
    /**
     * Books an attempt now, before the caller awaits anything, so concurrent attempts count each other.
     * Answers the wait (nothing booked) when the key is at its limit; else 0 and `release` to take the booking back.
     */
    reserve(key: string): { waitMs: number; release: () => void } {
      const t = now();
      const list = recent(key, t);
      const waitMs = waitFor(list, t);
      if (waitMs > 0) return { waitMs, release: () => {} };
      attempts.set(key, [...list, t]);
      // Forget idle keys now and then so the map cannot grow without bound.
      if (attempts.size > 10_000) for (const [k, v] of attempts) if (t - v[v.length - 1]! >= windowMs) attempts.delete(k);
      let released = false;
      const release = () => {
        const booked = attempts.get(key);
        const at = booked?.indexOf(t) ?? -1;
        if (released || !booked || at < 0) return;
        released = true;
        booked.splice(at, 1);
        if (booked.length === 0) attempts.delete(key);
      };
      return { waitMs: 0, release };
    },
    reset(key: string): void {
      attempts.delete(key);
    },
  };
}

export type FailureThrottle = ReturnType<typeof createFailureThrottle>;
