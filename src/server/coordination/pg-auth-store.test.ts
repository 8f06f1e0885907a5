// Two connections to one PostgreSQL database stand for two instances: sign-in limits count both.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { closeDatabase, connectPostgres, openPostgres, type Db } from "../db";
import { freshDatabaseUrl, postgresBin } from "../../testing/postgres";
import { createPgAuthCoordination } from "./pg-auth-store";
import { sharedRateWindow } from "./shared-window";
import { sharedSignInBackoff } from "./shared-sign-in-backoff";

const installed = !!postgresBin();
if (!installed) console.warn("PostgreSQL is not installed: sign-in limits across instances on PostgreSQL are not tested here.");
let dbs: Db[] = [];
beforeAll(async () => {
  if (!installed) return;
  const url = freshDatabaseUrl();
  dbs = [await openPostgres(url), connectPostgres(url, { max: 2 })];
});
afterAll(async () => {
  await Promise.all(dbs.map(closeDatabase));
});

test.skipIf(!installed)("a client's failed sign-ins on either instance count together, and a release gives one back", async () => {
  const [a, b] = dbs.map((db) => sharedRateWindow(createPgAuthCoordination(db), "sign-in-failures", { limit: 3, windowMs: 60_000 }));
  const first = await a!.reserve("198.51.100.9");
  expect(first).toMatchObject({ waitMs: 0, before: 0 });
  expect(await b!.reserve("198.51.100.9")).toMatchObject({ waitMs: 0, before: 1 });
  expect(await a!.reserve("198.51.100.9")).toMatchObject({ waitMs: 0, before: 2 });
  expect((await b!.reserve("198.51.100.9")).waitMs).toBeGreaterThan(59_000);
  await first.release();
  expect(await b!.reserve("198.51.100.9")).toMatchObject({ waitMs: 0, before: 2 });
  expect((await a!.reserve("198.51.100.10")).waitMs).toBe(0);
});

test.skipIf(!installed)("an account's backoff lanes are one for both instances: the 6th concurrent wrong password waits", async () => {
  const options = { freeFailures: 5, maxDelayMs: 300_000, forgetAfterMs: 900_000, now: Date.now };
  const [a, b] = dbs.map((db) => sharedSignInBackoff(createPgAuthCoordination(db), options));
  const waits = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? a! : b!).reserve("owner@example.org", false)));
  expect(waits.filter((w) => w === 0).length).toBe(5);
  await a!.succeeded("owner@example.org");
  expect(await b!.reserve("owner@example.org", false)).toBe(0);
});
