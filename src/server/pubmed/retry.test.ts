import { describe, expect, test } from "bun:test";
import { backoffDelay, parseRetryAfter } from "./retry";

describe("retry helpers", () => {
  test("Retry-After in seconds or as an HTTP date", () => {
    const now = Date.parse("Wed, 21 Oct 2026 07:28:00 GMT");
    expect(parseRetryAfter("1", now)).toBe(1000);
    expect(parseRetryAfter(" 120 ", now)).toBe(120_000);
    expect(parseRetryAfter("Wed, 21 Oct 2026 07:28:03 GMT", now)).toBe(3000);
    expect(parseRetryAfter("Wed, 21 Oct 2026 07:27:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  test("backoff doubles per retry, with jitter between one and two steps", () => {
    expect([backoffDelay(1, 100, () => 0), backoffDelay(1, 100, () => 0.999)]).toEqual([100, 200]);
    expect([backoffDelay(3, 100, () => 0), backoffDelay(3, 100, () => 0.5)]).toEqual([400, 600]);
  });
});
