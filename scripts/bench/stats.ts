export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export const ms = (n: number) => `${n < 10 ? n.toFixed(2) : n.toFixed(0)} ms`;

/** Times `fn` `runs` times after `warmup` runs; returns p50 and p95 in ms. */
export async function timeRuns(runs: number, fn: (i: number) => unknown | Promise<unknown>, warmup = 20) {
  for (let i = 0; i < warmup; i++) await fn(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn(i);
    times.push(performance.now() - t);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}
