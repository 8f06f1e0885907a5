import { describe, expect, test } from "bun:test";
import { createWorkQueue } from "./work-queue";

/** What the owner of a queue throws when it is full. */
class Busy extends Error {}
const whenFull = () => new Busy("come back later");

function deferred<T = void>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe("createWorkQueue", () => {
  test("runs at most `concurrency` tasks at once, in arrival order", async () => {
    const queue = createWorkQueue({ concurrency: 2, maxQueued: 10, whenFull });
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    let running = 0;
    let peak = 0;
    const results = gates.map((gate, i) =>
      queue.run(async () => {
        started.push(i);
        peak = Math.max(peak, ++running);
        await gate.promise;
        running--;
        return i * 10;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect(queue.active).toBe(2);
    expect(queue.queued).toBe(2);
    gates[1]!.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.resolve();
    expect(await Promise.all(results)).toEqual([0, 10, 20, 30]);
    expect(peak).toBe(2);
    expect(queue.active).toBe(0);
    expect(queue.queued).toBe(0);
  });

  test("rejects at once with the owner's error beyond maxQueued", async () => {
    const queue = createWorkQueue({ concurrency: 1, maxQueued: 1, whenFull });
    const gate = deferred();
    const first = queue.run(() => gate.promise);
    const second = queue.run(async () => "second");
    const startedAt = performance.now();
    const third = queue.run(async () => "third");
    const error = await third.catch((e) => e);
    expect(performance.now() - startedAt).toBeLessThan(50);
    expect(error).toBeInstanceOf(Busy);
    expect(error.message).toBe("come back later");
    gate.resolve();
    await first;
    expect(await second).toBe("second");
  });

  test("a caller who aborts while waiting leaves the queue and its task never runs", async () => {
    const queue = createWorkQueue({ concurrency: 1, maxQueued: 5, whenFull });
    const gate = deferred();
    const first = queue.run(() => gate.promise);
    const caller = new AbortController();
    let ran = false;
    const waiting = queue.run(async () => {
      ran = true;
    }, caller.signal);
    expect(queue.queued).toBe(1);
    caller.abort();
    const error = await waiting.catch((e) => e);
    expect(error.name).toBe("AbortError");
    expect(queue.queued).toBe(0);
    gate.resolve();
    await first;
    await tick();
    expect(ran).toBe(false);
  });

  test("a caller who aborts while running aborts the task's signal; the slot frees when the task stops", async () => {
    const queue = createWorkQueue({ concurrency: 1, maxQueued: 5, whenFull });
    const caller = new AbortController();
    const stopped = deferred();
    let taskSignal: AbortSignal | undefined;
    const running = queue.run(async (signal) => {
      taskSignal = signal;
      await new Promise((resolve) => signal.addEventListener("abort", resolve));
      await stopped.promise;
    }, caller.signal);
    const next = queue.run(async () => "next");
    await tick();
    caller.abort();
    expect(taskSignal?.aborted).toBe(true);
    expect((await running.catch((e) => e)).name).toBe("AbortError");
    expect(queue.active).toBe(1);
    stopped.resolve();
    expect(await next).toBe("next");
  });

  test("an already aborted signal rejects without running", async () => {
    const queue = createWorkQueue({ concurrency: 1, maxQueued: 1, whenFull });
    let ran = false;
    const error = await queue
      .run(async () => {
        ran = true;
      }, AbortSignal.abort())
      .catch((e) => e);
    expect(error.name).toBe("AbortError");
    expect(ran).toBe(false);
  });

  test("a failing task frees its slot and passes its error on", async () => {
    const queue = createWorkQueue({ concurrency: 1, maxQueued: 1, whenFull });
    const error = await queue.run(async () => Promise.reject(new Error("boom"))).catch((e) => e);
    expect(error.message).toBe("boom");
    expect(await queue.run(async () => 1)).toBe(1);
  });
});
