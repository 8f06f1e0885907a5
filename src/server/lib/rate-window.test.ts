import { describe, expect, test } from "bun:test";
import { createRateWindow } from "./rate-window";

describe("rate window", () => {
  test("allows `limit` per window per client, then says how long to wait", () => {
    let t = 0;
    const w = createRateWindow({ limit: 2, windowMs: 60_000, now: () => t });
    expect(w.take("a").ok).toBe(true);
    t = 10_000;
    expect(w.take("a").ok).toBe(true);
    expect(w.take("b").ok).toBe(true);
    const refused = w.take("a");
    expect(refused).toEqual({ ok: false, retryAfterMs: 50_000 });
    t = 60_000;
    expect(w.take("a").ok).toBe(true);
  });

  test("a limit of 0 turns it off", () => {
    const w = createRateWindow({ limit: 0 });
    for (let i = 0; i < 100; i++) expect(w.take("a").ok).toBe(true);
  });

  // Sign-in books attempts before it checks a password.
  test("after `limit` attempts a key waits until the oldest one leaves the window", () => {
    let t = 0;
    const limiter = createRateWindow({ limit: 3, windowMs: 1000, now: () => t });
    for (const at of [0, 100, 200]) {
      t = at;
      expect(limiter.reserve("a").waitMs).toBe(0);
    }
    expect(limiter.reserve("a").waitMs).toBe(800);
    expect(limiter.count("a")).toBe(3);
    expect(limiter.reserve("b").waitMs).toBe(0);
    t = 1000;
    expect(limiter.reserve("a").waitMs).toBe(0);
    expect(limiter.reserve("a").waitMs).toBe(100);
    limiter.reset("a");
    expect(limiter.count("a")).toBe(0);
  });

  test("attempts booked back to back count at once, and a release gives back only its own booking, once", () => {
    const limiter = createRateWindow({ limit: 2, windowMs: 1000, now: () => 0 });
    const first = limiter.reserve("a");
    const second = limiter.reserve("a");
    expect(limiter.reserve("a").waitMs).toBe(1000);
    second.release();
    second.release();
    expect(limiter.count("a")).toBe(1);
    expect(limiter.reserve("a").waitMs).toBe(0);
    expect(limiter.reserve("a").waitMs).toBe(1000);
    first.release();
    expect(limiter.count("a")).toBe(1);
  });
});
