/*
 * Time for "reads in linear time" tests. It is the CPU time this process spends, not wall time: on a shared machine
 * other processes stretch wall time at random, and those tests failed by the dozen while passing alone. CPU time
 * still grows with the work, so a quadratic reader is caught as before.
 *
 * process.cpuUsage() counts every thread of this process to the microsecond. Bun's process.threadCpuUsage() counts
 * only ours, but moves in steps of the scheduler tick (about a millisecond), too coarse for a call of 50 µs.
 */

const cpuMs = (since: NodeJS.CpuUsage) => {
  const spent = process.cpuUsage(since);
  return (spent.user + spent.system) / 1000;
};

/**
 * CPU milliseconds one call of `run` costs: the best of `runs` measurements. Each repeats the call, in batches of
 * 1, 2, 4... calls, until it has spent `minMs` of CPU, and divides: at the default, a tenth of a millisecond, the
 * microsecond clock is within 1%, and the linear-time tests tell nothing below half a millisecond apart anyway.
 * A call that waits instead of computing stops being repeated once a measurement has taken `20 × minMs` of wall time.
 */
export function cpuTime(run: () => unknown, { runs = 3, minMs = 0.1 } = {}): number {
  let best = Number.POSITIVE_INFINITY;
  for (let measured = 0; measured < runs; measured++) {
    const wall = performance.now();
    const since = process.cpuUsage();
    let calls = 0;
    let spent = 0;
    let batch = 1;
    do {
      for (let i = 0; i < batch; i++) run();
      calls += batch;
      batch *= 2;
      spent = cpuMs(since);
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
