import { describe, expect, test } from "bun:test";
import { cpuTime, cpuTimeOfReading } from "./timing";

// The two checks the linear-time tests make (text-scanning-time.test.ts): under 100 ms at 20,000 characters, and
// ten times the text at most thirty times the time of 2,000 characters (below half a millisecond is noise).
const LIMIT_MS = 100;
const checks = (short: number, long: number) => ({
  underLimit: long < LIMIT_MS,
  inProportion: long < 30 * Math.max(short, 0.5),
});
const timesOf = (read: (text: string) => unknown, make: (size: number) => string) => {
  const [shortText, longText] = [make(2_000), make(20_000)];
  return { short: cpuTime(() => read(shortText)), long: cpuTime(() => read(longText)) };
};
const spaces = (size: number) => " ".repeat(size);

describe("cpuTime keeps catching readers that are not linear", () => {
  test(
    "a quadratic reader (a separator run before a letter, tried from every start) fails both checks",
    () => {
      // The pattern the project forbids: each of the n starts scans the whole run of spaces, n²/2 steps. A character
      // class, not an alternation: JavaScriptCore runs (?:\s|,)* with a per-step cost that grows with the run, so its
      // ratio was about 50 rather than 100 and once fell under 30 on a loaded machine. Two letters, two scans: the
      // long text stays well over the limit on a machine twice as fast.
      const { short, long } = timesOf((t) => /[\s,]*x/.test(t) || /[\s,]*y/.test(t), spaces);
      expect({ long, short, ...checks(short, long) }).toMatchObject({ underLimit: false, inProportion: false });
    },
    { timeout: 60_000 }, // a second or two of CPU, stretched by whatever else the machine runs
  );

  test(
    "a nested loop over the text fails them too",
    () => {
      const pairs = (t: string) => {
        let same = 0;
        for (let i = 0; i < t.length; i++) for (let j = i + 1; j < t.length; j++) if (t[i] === t[j]) same++;
        return same;
      };
      const { short, long } = timesOf(pairs, spaces);
      expect({ long, short, ...checks(short, long) }).toMatchObject({ underLimit: false, inProportion: false });
    },
    { timeout: 60_000 },
  );

  test("a linear reader of the same text passes both, its sub-millisecond call measured, not rounded to nothing", () => {
    const { short, long } = timesOf((t) => t.split(/[\s,]+/).length, spaces);
    expect({ long, short, ...checks(short, long) }).toMatchObject({ underLimit: true, inProportion: true });
    expect(short).toBeGreaterThan(0);
    expect(short).toBeLessThan(0.5);
  });
});

describe("cpuTime counts only the CPU this process spends", () => {
  test("time spent waiting does not count, and a call that only waits is not repeated without end", () => {
    const cell = new Int32Array(new SharedArrayBuffer(4));
    const started = performance.now();
    const spent = cpuTime(() => Atomics.wait(cell, 0, 0, 30), { runs: 2 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(60);
    expect(spent).toBeLessThan(5);
  });

  test(
    "another process busy on the CPU does not count",
    () => {
      const busy =
        "let s = 0; for (let i = 0; i < 6e8; i++) s += i % 7; const c = process.cpuUsage(); console.log(c.user + c.system)";
      let childMs = 0;
      const spent = cpuTime(
        () => {
          childMs = Number(Bun.spawnSync([process.execPath, "-e", busy]).stdout.toString()) / 1000;
        },
        { runs: 1 },
      );
      expect(childMs).toBeGreaterThan(LIMIT_MS);
      // Starting the child costs this process a little (more with a large heap), never the child's own work.
      expect(spent).toBeLessThan(childMs / 5);
    },
    { timeout: 60_000 },
  );

  test(
    "nor does a worker thread of this process busy on the CPU: the clock is this thread's",
    async () => {
      const cell = new Int32Array(new SharedArrayBuffer(4));
      const source =
        "onmessage = ({ data }) => { let s = 0; for (let i = 0; i < 3e8; i++) s += i % 7; Atomics.store(data, 0, 1 + (s % 1)); Atomics.notify(data, 0); };";
      const worker = new Worker(URL.createObjectURL(new Blob([source], { type: "application/javascript" })));
      worker.postMessage(cell);
      const spent = cpuTime(() => Atomics.wait(cell, 0, 0, 30_000), { runs: 1 });
      worker.terminate();
      expect(cell[0]).toBe(1);
      expect(spent).toBeLessThan(LIMIT_MS / 10);
    },
    { timeout: 60_000 },
  );

  test("a reader that refuses the text by throwing is timed, not failed", () => {
    const refuse = () => {
      throw new Error("not a PubMed answer");
    };
    expect(cpuTimeOfReading(refuse)).toBeLessThan(1);
  });
});
