/**
 * Runs each key's work at most once at a time; concurrent callers of the same key share one promise. A caller may
 * bring an AbortSignal: it leaves alone when it fires, and the shared work's own signal is aborted only when every
 * caller waiting on it has left (a caller without a signal never leaves).
 */
export interface SingleFlight<V> {
  run(key: string, fn: (signal: AbortSignal) => Promise<V>, signal?: AbortSignal): Promise<V>;
  inFlight(key: string): boolean;
  readonly size: number;
}

interface Flight<V> {
  promise: Promise<V>;
  controller: AbortController;
  waiting: number;
}

export function createSingleFlight<V>(): SingleFlight<V> {
  const pending = new Map<string, Flight<V>>();

  const start = (key: string, fn: (signal: AbortSignal) => Promise<V>): Flight<V> => {
    const controller = new AbortController();
    let started: Promise<V>;
    try {
      started = Promise.resolve(fn(controller.signal));
    } catch (error) {
      // A synchronous throw is shared like a rejection, so callers see one behaviour.
      started = Promise.reject(error);
    }
    // Forget the entry once settled, so a failure is not cached and the next call tries again.
    const flight: Flight<V> = {
      promise: started.finally(() => {
        if (pending.get(key) === flight) pending.delete(key);
      }),
      controller,
      waiting: 0,
    };
    pending.set(key, flight);
    return flight;
  };

  return {
    run(key, fn, signal) {
      const flight = pending.get(key) ?? start(key, fn);
      flight.waiting++;
      if (!signal) return flight.promise;
      return new Promise<V>((resolve, reject) => {
        const leave = () => {
          flight.waiting--;
          if (flight.waiting === 0) flight.controller.abort(signal.reason);
          reject(signal.reason);
        };
        if (signal.aborted) return leave();
        signal.addEventListener("abort", leave, { once: true });
        flight.promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", leave));
      });
    },
    inFlight: (key) => pending.has(key),
    get size() {
      return pending.size;
    },
  };
}
