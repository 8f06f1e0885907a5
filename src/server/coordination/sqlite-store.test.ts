// Two handles on one SQLite file stand for two instances: what one books, takes or leases, the other sees.
import { Database } from "bun:sqlite";
import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runOnce } from "./run-once";
import { createSqliteCoordination } from "./sqlite-store";

const dir = mkdtempSync(join(tmpdir(), "trial-lens-coord-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;

/** Two instances on one fresh file, with a clock the test moves. */
function twoInstances() {
  const path = join(dir, `coord-${++files}.db`);
  const clock = { t: 1_000_000 };
  const open = () => {
    const db = new Database(path, { create: true });
    db.run("PRAGMA journal_mode = WAL");
    db.run("PRAGMA busy_timeout = 5000");
    return createSqliteCoordination(db, () => clock.t);
  };
  return { a: open(), b: open(), clock };
}

test("a per-client window counts both instances' events, answers the wait, and keeps clients apart", async () => {
  const { a, b, clock } = twoInstances();
  expect((await a.book("search", "198.51.100.1", 3, 60_000)).waitMs).toBe(0);
  clock.t += 10_000;
  expect((await b.book("search", "198.51.100.1", 3, 60_000)).waitMs).toBe(0);
  expect(await a.book("search", "198.51.100.1", 3, 60_000)).toMatchObject({ waitMs: 0, before: 2 });
  expect((await b.book("search", "198.51.100.1", 3, 60_000)).waitMs).toBe(50_000);
  expect((await b.book("search", "198.51.100.2", 3, 60_000)).waitMs).toBe(0);
  clock.t += 50_000;
  expect((await a.book("search", "198.51.100.1", 3, 60_000)).waitMs).toBe(0);
});

test("an unbooked event no longer counts on either instance", async () => {
  const { a, b } = twoInstances();
  const first = await a.book("sign-in-failures", "c", 1, 60_000);
  expect((await b.book("sign-in-failures", "c", 1, 60_000)).waitMs).toBeGreaterThan(0);
  await a.unbook("sign-in-failures", "c", first.id!);
  expect((await b.book("sign-in-failures", "c", 1, 60_000)).waitMs).toBe(0);
});

test("the upstream budget: 3 starts per window between both instances, then the wait until the oldest frees", async () => {
  const { a, b, clock } = twoInstances();
  expect([await a.claimSlot("ncbi", 3, 1100), await b.claimSlot("ncbi", 3, 1100)]).toEqual([0, 0]);
  clock.t += 100;
  expect(await a.claimSlot("ncbi", 3, 1100)).toBe(0);
  expect(await b.claimSlot("ncbi", 3, 1100)).toBe(1000);
  clock.t += 1000;
  expect([await b.claimSlot("ncbi", 3, 1100), await a.claimSlot("ncbi", 3, 1100)]).toEqual([0, 0]);
  expect(await b.claimSlot("ncbi", 3, 1100)).toBe(100);
  // NCBI's Retry-After holds every instance back.
  await a.pauseSlots("ncbi", 5000, 1100);
  clock.t += 1100;
  expect(await b.claimSlot("ncbi", 3, 1100)).toBe(3900);
});

test("a lease is one instance's until released or run out; its holder renews it", async () => {
  const { a, b, clock } = twoInstances();
  expect(await a.tryLease("search:x", "holder-a", 10_000)).toBe(true);
  expect(await b.tryLease("search:x", "holder-b", 10_000)).toBe(false);
  clock.t += 9_000;
  expect(await a.tryLease("search:x", "holder-a", 10_000)).toBe(true);
  clock.t += 9_000;
  expect(await b.leaseHeld("search:x")).toBe(true);
  clock.t += 2_000;
  // The holder died: its lease ran out and another instance may take the work.
  expect(await b.leaseHeld("search:x")).toBe(false);
  expect(await b.tryLease("search:x", "holder-b", 10_000)).toBe(true);
  await b.releaseLease("search:x", "holder-b");
  expect(await a.tryLease("search:x", "holder-a", 10_000)).toBe(true);
});

test("identical work on two instances runs once; the other reads what was stored", async () => {
  const { a, b } = twoInstances();
  let runs = 0;
  let stored: string | undefined;
  const work = async () => {
    runs++;
    await Bun.sleep(100);
    stored = "summary";
    return stored;
  };
  const answers = await Promise.all([
    runOnce(a, "summary:k", work, { stored: () => stored, pollMs: 10 }),
    runOnce(b, "summary:k", work, { stored: () => stored, pollMs: 10 }),
  ]);
  expect(answers).toEqual(["summary", "summary"]);
  expect(runs).toBe(1);
});

test("when the instance doing the work fails, a waiting one does it itself", async () => {
  const { a, b } = twoInstances();
  let stored: string | undefined;
  const failing = runOnce(
    a,
    "search:y",
    async () => {
      await Bun.sleep(50);
      throw new Error("upstream down");
    },
    { stored: () => stored, pollMs: 10 },
  );
  await Bun.sleep(5);
  const waiting = runOnce(b, "search:y", async () => (stored = "from b"), { stored: () => stored, pollMs: 10 });
  expect(failing).rejects.toThrow("upstream down");
  expect(await waiting).toBe("from b");
});

test("update is read-change-write in one step: concurrent changes from both instances all count", async () => {
  const { a, b } = twoInstances();
  const bump = (s: typeof a) =>
    s.update<{ n: number }>("sign-in-backoff", "acct", 60_000, (cur) => ({ n: (cur?.n ?? 0) + 1 }));
  await Promise.all(Array.from({ length: 20 }, (_, i) => bump(i % 2 ? a : b)));
  expect(await bump(a)).toEqual({ n: 21 });
  await b.update("sign-in-backoff", "acct", 60_000, () => undefined);
  expect(await bump(a)).toEqual({ n: 1 });
});

test("a limit that brings its own clock is counted on that clock, at both instances (the store's is not used)", async () => {
  const { a, b } = twoInstances();
  const t0 = 5_000_000_000;
  expect((await a.book("sign-in-failures", "198.51.100.3", 1, 60_000, t0)).waitMs).toBe(0);
  expect((await b.book("sign-in-failures", "198.51.100.3", 1, 60_000, t0 + 1_000)).waitMs).toBe(59_000);
  expect((await b.book("sign-in-failures", "198.51.100.3", 1, 60_000, t0 + 60_000)).waitMs).toBe(0);
  const seen = await a.update<{ at: number }>("sign-in-backoff", "acct", 60_000, (_c, t) => ({ at: t }), t0);
  expect(seen).toEqual({ at: t0 });
});
