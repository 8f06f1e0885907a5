import { expect, test } from "bun:test";
import { createFailureThrottle } from "./failure-throttle";

test("after `limit` attempts a key waits until the oldest one leaves the window", () => {
  let t = 0;
  const throttle = createFailureThrottle({ limit: 3, windowMs: 1000, now: () => t });
  for (const at of [0, 100, 200]) {
    t = at;
    expect(throttle.reserve("a").waitMs).toBe(0);
  }
  expect(throttle.reserve("a").waitMs).toBe(800);
  expect(throttle.count("a")).toBe(3);
  expect(throttle.reserve("b").waitMs).toBe(0);
  t = 1000;
  expect(throttle.reserve("a").waitMs).toBe(0);
  expect(throttle.reserve("a").waitMs).toBe(100);
  throttle.reset("a");
  expect(throttle.count("a")).toBe(0);
});

test("attempts booked back to back count at once, and a release gives back only its own booking, once", () => {
  const throttle = createFailureThrottle({ limit: 2, windowMs: 1000, now: () => 0 });
  const first = throttle.reserve("a");
  const second = throttle.reserve("a");
  expect(throttle.reserve("a").waitMs).toBe(1000);
  second.release();
  second.release();
  expect(throttle.count("a")).toBe(1);
  expect(throttle.reserve("a").waitMs).toBe(0);
  expect(throttle.reserve("a").waitMs).toBe(1000);
  first.release();
  expect(throttle.count("a")).toBe(1);
});
