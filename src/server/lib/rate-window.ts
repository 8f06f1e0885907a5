/**
 * Per-key sliding window: at most `limit` events in any `windowMs`; 0 turns it off. Searches and summaries `take`;
 * sign-in `reserve`s before it awaits anything, so concurrent attempts count each other, and may give the booking back.
 */
export function createRateWindow({
  limit,
  windowMs = 60_000,
  now = Date.now,
}: {
  limit: number;
  windowMs?: number;
  now?: () => number;
}) {
  const events = new Map<string, number[]>();

  const recent = (key: string, t: number) => {
    const list = (events.get(key) ?? []).filter((at) => t - at < windowMs);
    if (list.length === 0) events.delete(key);
    else events.set(key, list);
    return list;
  };

  /** Books an event now; when the key is at its limit, answers the wait instead (nothing booked). */
  function reserve(key: string): { waitMs: number; release: () => void } {
    if (limit <= 0) return { waitMs: 0, release: () => {} };
    const t = now();
    const list = recent(key, t);
    if (list.length >= limit) return { waitMs: windowMs - (t - list[list.length - limit]!), release: () => {} };
    events.set(key, [...list, t]);
    // Forget idle keys now and then so the map cannot grow without bound.
    if (events.size > 10_000) for (const [k, v] of events) if (t - v[v.length - 1]! >= windowMs) events.delete(k);
    let released = false;
    const release = () => {
      const booked = events.get(key);
      const at = booked?.indexOf(t) ?? -1;
      if (released || !booked || at < 0) return;
      released = true;
      booked.splice(at, 1);
      if (booked.length === 0) events.delete(key);
    };
    return { waitMs: 0, release };
  }

  return {
    reserve,
    /** Records an event, or answers how many ms to wait when the key is over its limit. */
    take(key: string): { ok: true } | { ok: false; retryAfterMs: number } {
      const { waitMs } = reserve(key);
      return waitMs > 0 ? { ok: false, retryAfterMs: waitMs } : { ok: true };
    },
    /** Events this key has in the window. */
    count(key: string): number {
      return recent(key, now()).length;
    },
    reset(key: string): void {
      events.delete(key);
    },
  };
}

export type RateWindow = ReturnType<typeof createRateWindow>;
