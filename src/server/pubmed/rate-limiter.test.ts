import { describe, expect, test } from "bun:test";
import { maxInWindow } from "../../testing/eutils/max-in-window";
import { createRateLimiter } from "./rate-limiter";

describe("maxInWindow", () => {
  test("counts starts closer than the window together", () => {
    expect(maxInWindow([0, 10, 999, 1000, 1500], 1000)).toBe(3);
    expect(maxInWindow([0, 1000, 2000], 1000)).toBe(1);
  });
});

describe("createRateLimiter", () => {
  test("30 acquires at 15/s: no 1 s window ever holds more than 15 starts", async () => {
    const limiter = createRateLimiter({ perSecond: 15 });
    const starts: number[] = [];
    await Promise.all(Array.from({ length: 30 }, () => limiter.acquire().then(() => starts.push(performance.now()))));
    expect(starts).toHaveLength(30);
    expect(maxInWindow(starts, 1000)).toBeLessThanOrEqual(15);
    // The limiter must not be needlessly slow either: the second batch starts after about one window.
    expect(starts.at(-1)! - starts[0]!).toBeLessThan(1400);
  });

  test("serves callers first come, first served", async () => {
    const limiter = createRateLimiter({ perSecond: 2, windowMs: 40 });
    const order: number[] = [];
    await Promise.all(Array.from({ length: 8 }, (_, i) => limiter.acquire().then(() => order.push(i))));
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  test('"first" callers go ahead of every waiting "normal" one, in their own arrival order', async () => {
    const limiter = createRateLimiter({ perSecond: 1, windowMs: 30 });
    const order: string[] = [];
    const take = (name: string, priority?: "first" | "normal") =>
      limiter.acquire(undefined, priority).then(() => order.push(name));
    await Promise.all([take("a"), take("b"), take("c"), take("x", "first"), take("y", "first"), take("d", "normal")]);
    // "a" started at once; the two "first" callers then overtake the waiting "b", "c" and "d".
    expect(order).toEqual(["a", "x", "y", "b", "c", "d"]);
  });

  test("starts spread over windows stay within the limit under uneven load", async () => {
    const limiter = createRateLimiter({ perSecond: 3, windowMs: 60 });
    const starts: number[] = [];
    const fire = (n: number) =>
      Array.from({ length: n }, () => limiter.acquire().then(() => starts.push(performance.now())));
    const first = fire(5);
    await new Promise((resolve) => setTimeout(resolve, 25));
    await Promise.all([...first, ...fire(7)]);
    expect(starts).toHaveLength(12);
    expect(maxInWindow(starts, 60)).toBeLessThanOrEqual(3);
  });

  test("pause holds everybody back for at least that long", async () => {
    const limiter = createRateLimiter({ perSecond: 10, windowMs: 50 });
    await limiter.acquire();
    const pausedAt = performance.now();
    limiter.pause(120);
    limiter.pause(10); // a shorter pause must not cut the longer one
    await Promise.all([limiter.acquire(), limiter.acquire()]);
    expect(performance.now() - pausedAt).toBeGreaterThanOrEqual(119);
  });

  test("an aborted waiter leaves the queue and the others keep their turn", async () => {
    const limiter = createRateLimiter({ perSecond: 1, windowMs: 50 });
    await limiter.acquire();
    const controller = new AbortController();
    const order: string[] = [];
    const cancelled = limiter.acquire(controller.signal).then(
      () => order.push("cancelled-ran"),
      () => order.push("cancelled"),
    );
    const next = limiter.acquire().then(() => order.push("next"));
    controller.abort(new Error("user left"));
    await Promise.all([cancelled, next]);
    expect(order).toEqual(["cancelled", "next"]);
  });

  test("rejects at once with an already aborted signal", async () => {
    const limiter = createRateLimiter({ perSecond: 1 });
    await expect(limiter.acquire(AbortSignal.abort(new Error("gone")))).rejects.toThrow("gone");
  });
});
