import { describe, expect, test } from "bun:test";
import { createSharedCalls } from "./shared-call";

describe("shared calls", () => {
  test("identical concurrent calls run once", async () => {
    const calls = createSharedCalls<number>();
    let runs = 0;
    const results = await Promise.all(
      Array.from({ length: 50 }, () => calls.run("k", new AbortController().signal, async () => (runs++, await Bun.sleep(5), 7))),
    );
    expect(runs).toBe(1);
    expect(results.every((r) => r === 7)).toBe(true);
    expect(calls.size).toBe(0);
  });

  test("the run is cancelled only when every waiter has left", async () => {
    const calls = createSharedCalls<string>();
    let sharedSignal!: AbortSignal;
    const a = new AbortController();
    const b = new AbortController();
    const work = (signal: AbortSignal) => {
      sharedSignal = signal;
      return new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => resolve("done"), 50);
        signal.addEventListener("abort", () => (clearTimeout(timer), reject(new Error("aborted"))));
      });
    };
    const pa = calls.run("k", a.signal, work).catch((e) => e);
    const pb = calls.run("k", b.signal, work);
    a.abort(new Error("a left"));
    expect(await pa).toEqual(new Error("a left"));
    expect(sharedSignal.aborted).toBe(false);
    expect(await pb).toBe("done");

    const c = new AbortController();
    const pc = calls.run("k2", c.signal, work).catch((e) => e);
    c.abort(new Error("c left"));
    await pc;
    expect(sharedSignal.aborted).toBe(true);
  });
});
