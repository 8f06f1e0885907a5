/**
 * Identical concurrent calls share one run, like single-flight, but each caller brings its own
 * AbortSignal: the shared run is cancelled only when every caller waiting on it has gone.
 */
export function createSharedCalls<V>() {
  const runs = new Map<string, { promise: Promise<V>; controller: AbortController; waiting: number }>();

  return {
    run(key: string, signal: AbortSignal | undefined, fn: (signal: AbortSignal) => Promise<V>): Promise<V> {
      let entry = runs.get(key);
      if (!entry) {
        const controller = new AbortController();
        const promise = fn(controller.signal).finally(() => runs.delete(key));
        entry = { promise, controller, waiting: 0 };
        runs.set(key, entry);
      }
      const shared = entry;
      shared.waiting++;
      if (!signal) return shared.promise;
      return new Promise<V>((resolve, reject) => {
        const leave = () => {
          shared.waiting--;
          if (shared.waiting === 0) shared.controller.abort(signal.reason);
          reject(signal.reason);
        };
        if (signal.aborted) return leave();
        signal.addEventListener("abort", leave, { once: true });
        shared.promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", leave));
      });
    },
    get size() {
      return runs.size;
    },
  };
}
