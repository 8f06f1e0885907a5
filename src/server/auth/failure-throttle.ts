/** Counts failed attempts per key in a sliding window; at `limit` failures the key waits until the oldest ages out. */
export function createFailureThrottle({ limit, windowMs, now }: { limit: number; windowMs: number; now: () => number }) {
  const failures = new Map<string, number[]>();

  const recent = (key: string, t: number) => (failures.get(key) ?? []).filter((at) => t - at < windowMs);

  return {
    /** Milliseconds this key must wait before trying again; 0 when it may try now. */
    waitMs(key: string): number {
      const t = now();
      const list = recent(key, t);
      if (list.length === 0) failures.delete(key);
      else failures.set(key, list);
      return list.length >= limit ? windowMs - (t - list[list.length - limit]!) : 0;
    },
    fail(key: string): void {
      const t = now();
      failures.set(key, [...recent(key, t), t].slice(-limit));
      // Forget idle keys now and then so the map cannot grow without bound.
      if (failures.size > 10_000) for (const [k, v] of failures) if (t - v[v.length - 1]! >= windowMs) failures.delete(k);
    },
    reset(key: string): void {
      failures.delete(key);
    },
  };
}

export type FailureThrottle = ReturnType<typeof createFailureThrottle>;
