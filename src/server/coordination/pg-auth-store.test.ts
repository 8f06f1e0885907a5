// Two connections to one PostgreSQL database stand for two instances: sign-in and sign-up limits count both.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { freshDatabaseUrl, postgresBin } from "../../testing/postgres";
import { closeDatabase, connectPostgres, type Db, openPostgres } from "../db";
import { createPgAuthCoordination } from "./pg-auth-store";
import { sharedRateWindow } from "./shared-window";
import { signInGate } from "./sign-in-gate";

const installed = !!postgresBin();
if (!installed)
  console.warn("PostgreSQL is not installed: sign-in limits across instances on PostgreSQL are not tested here.");
let dbs: Db[] = [];
beforeAll(async () => {
  if (!installed) return;
  const url = freshDatabaseUrl();
  dbs = [await openPostgres(url), connectPostgres(url, { max: 2 })];
});
afterAll(async () => {
  await Promise.all(dbs.map(closeDatabase));
});

const rules = {
  clientLimit: 20,
  clientWindowMs: 900_000,
  freeFailures: 5,
  maxDelayMs: 300_000,
  forgetAfterMs: 900_000,
};

test.skipIf(!installed)(
  "a client's sign-ups on either instance count together, and a release gives one back",
  async () => {
    const [a, b] = dbs.map((db) =>
      sharedRateWindow(createPgAuthCoordination(db), "sign-ups", { limit: 3, windowMs: 60_000 }),
    );
    const first = await a!.reserve("198.51.100.9");
    expect(first).toMatchObject({ waitMs: 0, before: 0 });
    expect(await b!.reserve("198.51.100.9")).toMatchObject({ waitMs: 0, before: 1 });
    expect(await a!.reserve("198.51.100.9")).toMatchObject({ waitMs: 0, before: 2 });
    expect((await b!.reserve("198.51.100.9")).waitMs).toBeGreaterThan(59_000);
    await first.release();
    expect(await b!.reserve("198.51.100.9")).toMatchObject({ waitMs: 0, before: 2 });
    expect((await a!.reserve("198.51.100.10")).waitMs).toBe(0);
  },
);

test.skipIf(!installed)(
  "an account's backoff is one for both instances: of 8 concurrent wrong passwords 5 are checked, and a right one at either clears it at both",
  async () => {
    const now = () => Date.UTC(2026, 0, 2);
    const [a, b] = dbs.map((db) => signInGate(createPgAuthCoordination(db, now), rules, now));
    const tries = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? a! : b!).book("203.0.113.7", "owner@example.org")),
    );
    expect(tries.filter((t) => t.waitMs === 0).length).toBe(5);
    // The others wait 1 s (2^0 after five failures).
    expect(tries.filter((t) => t.waitMs > 0).map((t) => t.waitMs)).toEqual([1000, 1000, 1000]);
    // A client with no recent failures gets the clean lane, once; the owner's right password clears the account.
    const owner = await b!.book("203.0.113.99", "owner@example.org");
    expect(owner.waitMs).toBe(0);
    expect((await a!.book("203.0.113.98", "owner@example.org")).waitMs).toBe(1000);
    // Both instances have seen the lanes busy; the owner's sign-in at b reaches a too (it was told, or it asks).
    expect((await a!.book("203.0.113.98", "owner@example.org")).waitMs).toBe(1000);
    expect((await b!.book("203.0.113.98", "owner@example.org")).waitMs).toBe(1000);
    await owner.succeeded();
    await Bun.sleep(200);
    expect((await a!.book("203.0.113.7", "owner@example.org")).waitMs).toBe(0);
  },
);

test.skipIf(!installed)(
  "twenty failures from one client, spread over both instances, make it wait on either",
  async () => {
    let now = Date.UTC(2026, 0, 1);
    const [a, b] = dbs.map((db) =>
      signInGate(
        createPgAuthCoordination(db, () => now),
        rules,
        () => now,
      ),
    );
    for (let i = 0; i < 20; i++)
      expect((await (i % 2 ? a! : b!).book("198.51.100.20", `user${i}@example.org`)).waitMs).toBe(0);
    expect((await a!.book("198.51.100.20", "someone@example.org")).waitMs).toBe(900_000);
    expect((await b!.book("198.51.100.21", "someone@example.org")).waitMs).toBe(0);
    now += 900_000;
    expect((await b!.book("198.51.100.20", "someone-else@example.org")).waitMs).toBe(0);
  },
);
