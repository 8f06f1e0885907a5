import { describe, expect, test } from "bun:test";
import { createSingleFlight } from "./single-flight";

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("createSingleFlight", () => {
  test("100 concurrent identical runs call the work once and all get its value", async () => {
    const flight = createSingleFlight<number>();
    let calls = 0;
    const work = async () => {
      calls += 1;
      await tick();
      return 42;
    };
    const results = await Promise.all(Array.from({ length: 100 }, () => flight.run("q", work)));
    expect(calls).toBe(1);
    expect(results.every((r) => r === 42)).toBe(true);
    expect(flight.size).toBe(0);
  });

  test("different keys run separately", async () => {
    const flight = createSingleFlight<string>();
    let calls = 0;
    const work = (v: string) => async () => {
      calls += 1;
      await tick();
      return v;
    };
    const [a, b] = await Promise.all([flight.run("a", work("A")), flight.run("b", work("B"))]);
    expect([a, b, calls]).toEqual(["A", "B", 2]);
  });

  test("a failure is shared by every waiter, then forgotten so the next call runs again", async () => {
    const flight = createSingleFlight<string>();
    let calls = 0;
    const failing = async () => {
      calls += 1;
      await tick();
      throw new Error("upstream down");
    };
    const settled = await Promise.allSettled(Array.from({ length: 10 }, () => flight.run("q", failing)));
    expect(calls).toBe(1);
    expect(settled.every((s) => s.status === "rejected" && (s.reason as Error).message === "upstream down")).toBe(true);
    expect(flight.inFlight("q")).toBe(false);

    const value = await flight.run("q", async () => {
      calls += 1;
      return "ok";
    });
    expect(value).toBe("ok");
    expect(calls).toBe(2);
  });

  test("a synchronous throw is shared as a rejection and forgotten", async () => {
    const flight = createSingleFlight<number>();
    const boom = () => {
      throw new Error("sync");
    };
    await expect(flight.run("k", boom)).rejects.toThrow("sync");
    expect(flight.size).toBe(0);
  });

  test("inFlight and size report pending work while it runs", async () => {
    const flight = createSingleFlight<number>();
    let release!: (v: number) => void;
    const running = flight.run("k", () => new Promise<number>((resolve) => (release = resolve)));
    expect(flight.inFlight("k")).toBe(true);
    expect(flight.inFlight("other")).toBe(false);
    expect(flight.size).toBe(1);
    release(7);
    expect(await running).toBe(7);
    expect(flight.size).toBe(0);
  });

  // Callers with their own AbortSignal (a reader who closes the page).
  test("identical concurrent calls run once", async () => {
    const calls = createSingleFlight<number>();
    let runs = 0;
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        calls.run(
          "k",
          async () => {
            runs++;
            await Bun.sleep(5);
            return 7;
          },
          new AbortController().signal,
        ),
      ),
    );
    expect(runs).toBe(1);
    expect(results.every((r) => r === 7)).toBe(true);
    expect(calls.size).toBe(0);
  });

  test("the run is cancelled only when every waiter has left", async () => {
    const calls = createSingleFlight<string>();
    let sharedSignal!: AbortSignal;
    const a = new AbortController();
    const b = new AbortController();
    const work = (signal: AbortSignal) => {
      sharedSignal = signal;
      return new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => resolve("done"), 50);
        signal.addEventListener("abort", () => {
          clearTimeout(timer);
          reject(new Error("aborted"));
        });
      });
    };
    const pa = calls.run("k", work, a.signal).catch((e) => e);
    const pb = calls.run("k", work, b.signal);
    a.abort(new Error("a left"));
    expect(await pa).toEqual(new Error("a left"));
    expect(sharedSignal.aborted).toBe(false);
    expect(await pb).toBe("done");

    const c = new AbortController();
    const pc = calls.run("k2", work, c.signal).catch((e) => e);
    c.abort(new Error("c left"));
    await pc;
    expect(sharedSignal.aborted).toBe(true);
  });
});
