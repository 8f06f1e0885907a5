import { expect, test } from "bun:test";
import { createFailureThrottle } from "./failure-throttle";

test("after `limit` failures a key waits until the oldest one leaves the window", () => {
  let t = 0;
  const throttle = createFailureThrottle({ limit: 3, windowMs: 1000, now: () => t });
  for (const at of [0, 100, 200]) {
    t = at;
    expect(throttle.waitMs("a")).toBe(0);
    throttle.fail("a");
  }
  expect(throttle.waitMs("a")).toBe(800);
  expect(throttle.waitMs("b")).toBe(0);
  t = 1000;
  expect(throttle.waitMs("a")).toBe(0);
  throttle.fail("a");
  expect(throttle.waitMs("a")).toBe(100);
  throttle.reset("a");
  expect(throttle.waitMs("a")).toBe(0);
});
