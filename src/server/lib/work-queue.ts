export type WorkQueue = {
  /** Runs `task` when a slot is free; the task must stop when its signal aborts. */
  run<T>(task: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T>;
  readonly active: number;
  readonly queued: number;
};

type Waiter = { start: () => void };

export function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException("The operation was aborted.", "AbortError");
}

/** A bounded FIFO with at most `concurrency` tasks running at once; beyond `maxQueued` waiting, `whenFull()` is thrown. */
export function createWorkQueue(opts: { concurrency: number; maxQueued: number; whenFull: () => Error }): WorkQueue {
  const concurrency = Math.max(1, Math.floor(opts.concurrency));
  const maxQueued = Math.max(0, Math.floor(opts.maxQueued));
  const waiting: Waiter[] = [];
  let active = 0;

  const next = () => {
    while (active < concurrency && waiting.length > 0) waiting.shift()!.start();
  };

  function run<T>(task: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    if (active >= concurrency && waiting.length >= maxQueued) return Promise.reject(opts.whenFull());

    return new Promise<T>((resolve, reject) => {
      const controller = new AbortController();
      let settled = false;
      const settle = (fn: () => void) => {
        if (settled) return;
        settled = true;
        signal?.removeEventListener("abort", onAbort);
        fn();
      };
      const waiter: Waiter = {
        start: () => {
          active++;
          // The slot stays taken until the task really stops, even if the caller left earlier.
          Promise.resolve()
            .then(() => task(controller.signal))
            .then(
              (value) => settle(() => resolve(value)),
              (error) => settle(() => reject(error)),
            )
            .finally(() => {
              active--;
              next();
            });
        },
      };
      function onAbort() {
        const i = waiting.indexOf(waiter);
        if (i >= 0) waiting.splice(i, 1);
        else controller.abort(signal!.reason);
        settle(() => reject(abortReason(signal!)));
      }
      signal?.addEventListener("abort", onAbort, { once: true });

      if (active < concurrency) waiter.start();
      else waiting.push(waiter);
    });
  }

  return {
    run,
    get active() {
      return active;
    },
    get queued() {
      return waiting.length;
    },
  };
}
