import { expect, test } from "bun:test";
import { sleep } from "./sleep";

test("a sleep ends at once with the signal's reason when the caller leaves", async () => {
  const controller = new AbortController();
  const started = performance.now();
  const waiting = sleep(10_000, controller.signal);
  controller.abort(new Error("reader left"));
  await expect(waiting).rejects.toThrow("reader left");
  expect(performance.now() - started).toBeLessThan(1_000);
  await expect(sleep(10, controller.signal)).rejects.toThrow("reader left");
});

test("a sleep without an abort waits its time", async () => {
  const started = performance.now();
  await sleep(20, new AbortController().signal);
  expect(performance.now() - started).toBeGreaterThanOrEqual(15);
});
