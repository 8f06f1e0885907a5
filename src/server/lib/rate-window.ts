/** Per-client sliding window: at most `limit` events in any `windowMs`; 0 turns it off. */
export function createRateWindow({ limit, windowMs = 60_000, now = Date.now }: { limit: number; windowMs?: number; now?: () => number }) {
  const events = new Map<string, number[]>();

  return {
    /** Records an event, or answers how many ms to wait when the client is over its limit. */
    take(client: string): { ok: true } | { ok: false; retryAfterMs: number } {
      if (limit <= 0) return { ok: true };
      const t = now();
      const recent = (events.get(client) ?? []).filter((at) => t - at < windowMs);
      if (recent.length >= limit) {
        events.set(client, recent);
        return { ok: false, retryAfterMs: windowMs - (t - recent[0]!) };
      }
      recent.push(t);
      events.set(client, recent);
      // Forget idle clients now and then so the map cannot grow without bound.
      if (events.size > 10_000) for (const [k, v] of events) if (t - v[v.length - 1]! >= windowMs) events.delete(k);
      return { ok: true };
    },
  };
}
