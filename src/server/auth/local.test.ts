import { createClientOf } from "../http/client-ip";
import { expect, spyOn, test } from "bun:test";
import { openDatabase } from "../db";
import { AppError } from "../errors";
import { parseEnv } from "../env";
import { createAuth } from "./create-auth";
import { EMAIL_TAKEN, registerLocal, signInLocal, WRONG_CREDENTIALS } from "./local";
import { PASSWORD } from "../../testing/server/auth";

const cheapAuth = (now?: () => number) =>
  createAuth(
    { env: parseEnv({}), db: openDatabase(":memory:"), clientOf: createClientOf("") },
    { now, passwordCost: { memoryCost: 1024, timeCost: 1 } },
  );

/** Each outcome's HTTP status: 200 for a user, the AppError's status otherwise. */
const statuses = (results: PromiseSettledResult<unknown>[]) =>
  results.map((r) => (r.status === "fulfilled" ? 200 : r.reason instanceof AppError ? r.reason.status : 500));
const tally = (list: number[]) =>
  Object.fromEntries([...new Set(list)].map((s) => [s, list.filter((x) => x === s).length]));

test("an unknown e-mail still pays for a password check, so timing does not tell which accounts exist", async () => {
  const auth = cheapAuth();
  await registerLocal(auth, { email: "ada@example.org", password: PASSWORD, firstName: null }, "client");
  const verify = spyOn(auth.passwords, "verify");
  const verifyNothing = spyOn(auth.passwords, "verifyNothing");

  await expect(signInLocal(auth, { email: "nobody@example.org", password: PASSWORD }, "client")).rejects.toThrow(
    WRONG_CREDENTIALS,
  );
  expect(verifyNothing).toHaveBeenCalledTimes(1);
  expect(verify).toHaveBeenCalledTimes(0);

  await expect(signInLocal(auth, { email: "ada@example.org", password: "wrong horse" }, "client")).rejects.toThrow(
    WRONG_CREDENTIALS,
  );
  expect(verify).toHaveBeenCalledTimes(1);
});

test("15 concurrent wrong passwords from one client: 5 are checked, 10 get 429, and the owner still gets in", async () => {
  const auth = cheapAuth();
  await registerLocal(auth, { email: "ada@example.org", password: PASSWORD, firstName: null }, "owner");
  const verify = spyOn(auth.passwords, "verify");
  const burst = Array.from({ length: 15 }, (_, i) =>
    signInLocal(auth, { email: "ada@example.org", password: `guess number ${i}` }, "attacker"),
  );
  expect(tally(statuses(await Promise.allSettled(burst)))).toEqual({ 401: 5, 429: 10 });
  expect(verify).toHaveBeenCalledTimes(5);
  // The owner's client has no recent failures: it takes the account's second lane at once, not a 15-minute lockout.
  expect((await signInLocal(auth, { email: "ada@example.org", password: PASSWORD }, "owner-laptop")).email).toBe(
    "ada@example.org",
  );
});

test("15 concurrent wrong passwords from 15 addresses: at most 6 checked (5 free + the clean lane)", async () => {
  let now = Date.UTC(2026, 0, 1);
  const auth = cheapAuth(() => now);
  await registerLocal(auth, { email: "ada@example.org", password: PASSWORD, firstName: null }, "owner");
  const verify = spyOn(auth.passwords, "verify");
  const burst = Array.from({ length: 15 }, (_, i) =>
    signInLocal(auth, { email: "ada@example.org", password: `guess number ${i}` }, `bot-${i}`),
  );
  expect(tally(statuses(await Promise.allSettled(burst)))).toEqual({ 401: 6, 429: 9 });
  expect(verify).toHaveBeenCalledTimes(6);
  // Both lanes are busy now: the owner waits for the first to open, 1 second (2^0 s after the fifth failure).
  const waiting = signInLocal(auth, { email: "ada@example.org", password: PASSWORD }, "owner-laptop");
  await expect(waiting).rejects.toThrow("Try again in 1 second.");
  now += 1000;
  expect((await signInLocal(auth, { email: "ada@example.org", password: PASSWORD }, "owner-laptop")).email).toBe(
    "ada@example.org",
  );
});

test("25 concurrent wrong passwords from one client over many accounts: 20 checked, 5 get 429", async () => {
  const auth = cheapAuth();
  const verify = spyOn(auth.passwords, "verifyNothing");
  const burst = Array.from({ length: 25 }, (_, i) =>
    signInLocal(auth, { email: `user${i}@example.org`, password: PASSWORD }, "sprayer"),
  );
  expect(tally(statuses(await Promise.allSettled(burst)))).toEqual({ 401: 20, 429: 5 });
  expect(verify).toHaveBeenCalledTimes(20);
});

test("25 concurrent sign-ups from one client: at most 20 accounts are created", async () => {
  const auth = cheapAuth();
  const hash = spyOn(auth.passwords, "hash");
  const burst = Array.from({ length: 25 }, (_, i) =>
    registerLocal(auth, { email: `new${i}@example.org`, password: PASSWORD, firstName: null }, "farm"),
  );
  expect(tally(statuses(await Promise.allSettled(burst)))).toEqual({ 200: 20, 429: 5 });
  expect(hash).toHaveBeenCalledTimes(20);
});

test("an address already taken counts against the sign-up limit, so probing which addresses exist is throttled", async () => {
  const auth = cheapAuth();
  await registerLocal(auth, { email: "ada@example.org", password: PASSWORD, firstName: null }, "ada");
  for (let i = 0; i < 20; i++) {
    await expect(
      registerLocal(auth, { email: "ada@example.org", password: PASSWORD, firstName: null }, "prober"),
    ).rejects.toThrow(EMAIL_TAKEN);
  }
  await expect(
    registerLocal(auth, { email: "ada@example.org", password: PASSWORD, firstName: null }, "prober"),
  ).rejects.toThrow("Too many sign-up attempts from this network. Try again in 60 minutes.");
  await expect(
    registerLocal(auth, { email: "fresh@example.org", password: PASSWORD, firstName: null }, "prober"),
  ).rejects.toMatchObject({ status: 429 });
});
