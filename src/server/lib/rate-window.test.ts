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
});
