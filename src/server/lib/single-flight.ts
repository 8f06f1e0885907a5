/** Runs each key's work at most once at a time; concurrent callers of the same key share one promise. */
export interface SingleFlight<V> {
  run(key: string, fn: () => Promise<V>): Promise<V>;
  inFlight(key: string): boolean;
  readonly size: number;
}

export function createSingleFlight<V>(): SingleFlight<V> {
  const pending = new Map<string, Promise<V>>();

  return {
    run(key, fn) {
      const existing = pending.get(key);
      if (existing) return existing;

      let started: Promise<V>;
      try {
        started = Promise.resolve(fn());
      } catch (error) {
        // A synchronous throw is shared like a rejection, so callers see one behaviour.
        started = Promise.reject(error);
      }
      // Forget the entry once settled, so a failure is not cached and the next call tries again.
      const shared = started.finally(() => {
        if (pending.get(key) === shared) pending.delete(key);
      });
      pending.set(key, shared);
      return shared;
    },
    inFlight: (key) => pending.has(key),
    get size() {
      return pending.size;
    },
  };
}
