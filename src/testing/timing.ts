import { dlopen, FFIType, ptr } from "bun:ffi";

/*
 * Time for "reads in linear time" tests. It is the CPU time of this thread, not wall time: on a shared machine
 * other processes stretch wall time at random, and those tests failed by the dozen while passing alone. CPU time
 * still grows with the work, so a quadratic reader is caught as before.
 *
 * Measured with clock_gettime(CLOCK_THREAD_CPUTIME_ID), to the nanosecond. Bun's process.threadCpuUsage() moves in
 * scheduler ticks (about a millisecond), too coarse for a call of 50 µs; process.cpuUsage() is exact but adds the
 * garbage collector's and compiler's threads, which doubled some readings on a loaded machine. It is the fallback
 * where libc cannot be opened.
 */

const CLOCK_THREAD_CPUTIME_ID = process.platform === "darwin" ? 16 : 3;
const LIBC = process.platform === "darwin" ? "libSystem.B.dylib" : "libc.so.6";

function threadClock(): (() => number) | undefined {
  try {
    const { symbols } = dlopen(LIBC, { clock_gettime: { args: [FFIType.i32, FFIType.ptr], returns: FFIType.i32 } });
    const timespec = new BigInt64Array(2);
    const at = ptr(timespec);
    const read = () => {
      if (symbols.clock_gettime(CLOCK_THREAD_CPUTIME_ID, at) !== 0) throw new Error("clock_gettime failed");
      return Number(timespec[0]) * 1000 + Number(timespec[1]) / 1e6;
    };
    read();
    return read;
  } catch {
    return undefined;
  }
}

const processClock = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** CPU milliseconds so far: this thread's where the platform tells it, else the whole process's. */
export const cpuNow: () => number = threadClock() ?? processClock;

/**
 * CPU milliseconds one call of `run` costs: the best of `runs` measurements. Each repeats the call, in batches of
 * 1, 2, 4... calls, until it has spent `minMs` of CPU, and divides: at the default, a tenth of a millisecond, even the
 * fallback's microsecond clock is within 1%, and the linear-time tests tell nothing below half a millisecond apart.
 * A call that waits instead of computing stops being repeated once a measurement has taken `20 × minMs` of wall time.
 */
export function cpuTime(run: () => unknown, { runs = 3, minMs = 0.1 } = {}): number {
  let best = Number.POSITIVE_INFINITY;
  for (let measured = 0; measured < runs; measured++) {
    const wall = performance.now();
    const since = cpuNow();
    let calls = 0;
    let spent = 0;
    let batch = 1;
    do {
      for (let i = 0; i < batch; i++) run();
      calls += batch;
      batch *= 2;
      spent = cpuNow() - since;
    } while (spent < minMs && performance.now() - wall < 20 * minMs);
    best = Math.min(best, spent / calls);
  }
  return best;
}

/** Like `cpuTime`, for readers that may refuse hostile text by throwing: refusing is an answer too. */
export function cpuTimeOfReading(read: () => unknown, options?: { runs?: number; minMs?: number }): number {
  return cpuTime(() => {
    try {
      read();
    } catch {
      // Only the time matters here.
    }
  }, options);
}
