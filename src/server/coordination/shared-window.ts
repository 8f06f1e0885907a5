import { createRateWindow } from "../lib/rate-window";
import type { AuthCoordination } from "./store";

export type WindowTurn = { ok: true } | { ok: false; retryAfterMs: number };

/** lib/rate-window.ts (per-key sliding window), for every instance on the store together when there is one. */
export interface SharedRateWindow {
  /** Records an event, or answers how many ms to wait when the key is over its limit. */
  take(key: string): Promise<WindowTurn>;
  /** Books an event (nothing booked when waitMs > 0); `before`: the key's events in the window before this one. */
  reserve(key: string): Promise<{ waitMs: number; before: number; release: () => Promise<void> }>;
}

/** Shared through the store when there is one (several instances may run), else this process's own window. */
export function sharedRateWindow(
  store: Pick<AuthCoordination, "book" | "unbook"> | undefined,
  scope: string,
  { limit, windowMs = 60_000, now }: { limit: number; windowMs?: number; now?: () => number },
): SharedRateWindow {
  if (!store || limit <= 0) {
    const local = createRateWindow({ limit, windowMs, now });
    return {
      take: async (key) => local.take(key),
      reserve: async (key) => {
        // Counted and booked with nothing awaited between, so concurrent attempts see each other.
        const before = local.count(key);
        const { waitMs, release } = local.reserve(key);
        return { waitMs, before, release: async () => release() };
      },
    };
  }
  const reserve: SharedRateWindow["reserve"] = async (key) => {
    // The window's own clock, which tests move; the store's otherwise.
    const booked = await store.book(scope, key, limit, windowMs, now?.());
    if (booked.id === undefined) return { waitMs: booked.waitMs, before: limit, release: async () => {} };
    const id = booked.id;
    return { waitMs: 0, before: booked.before, release: () => store.unbook(scope, key, id) };
  };
  return {
    reserve,
    async take(key) {
      const { waitMs } = await reserve(key);
      return waitMs === 0 ? { ok: true } : { ok: false, retryAfterMs: waitMs };
    },
  };
}
