import { expect, test } from "bun:test";
import { createSignInBackoff } from "./sign-in-backoff";

const MINUTE = 60_000;

function setup() {
  const clock = { t: 0 };
  const backoff = createSignInBackoff({
    freeFailures: 5,
    maxDelayMs: 5 * MINUTE,
    forgetAfterMs: 15 * MINUTE,
    now: () => clock.t,
  });
  return { clock, backoff };
}

test("five free failures, then 1 s, 2 s, 4 s ... between tries, never more than 5 minutes", () => {
  const { clock, backoff } = setup();
  for (let i = 0; i < 5; i++) expect(backoff.reserve("ada", false)).toBe(0);
  const waits: number[] = [];
  for (let i = 0; i < 12; i++) {
    const wait = backoff.reserve("ada", false);
    waits.push(wait);
    clock.t += wait;
    expect(backoff.reserve("ada", false)).toBe(0);
  }
  expect(waits.map((ms) => ms / 1000)).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300, 300]);
  expect(backoff.reserve("grace", false)).toBe(0);
});

test("a client with no recent failures gets the second lane while the first is busy", () => {
  const { clock, backoff } = setup();
  for (let i = 0; i < 20; i++) {
    backoff.reserve("ada", false);
    clock.t += 300_000;
  }
  clock.t -= 1;
  expect(backoff.reserve("ada", false)).toBeGreaterThan(0);
  expect(backoff.reserve("ada", true)).toBe(0);
  // Now both lanes are taken: the clean client waits for whichever opens first, at most 5 minutes.
  expect(backoff.reserve("ada", true)).toBe(1);
});

test("a correct password, or 15 quiet minutes, clears the count", () => {
  const { clock, backoff } = setup();
  for (let i = 0; i < 6; i++) backoff.reserve("ada", false);
  expect(backoff.reserve("ada", false)).toBeGreaterThan(0);
  backoff.succeeded("ada");
  for (let i = 0; i < 5; i++) expect(backoff.reserve("ada", false)).toBe(0);
  clock.t += 15 * MINUTE;
  for (let i = 0; i < 5; i++) expect(backoff.reserve("ada", false)).toBe(0);
});
