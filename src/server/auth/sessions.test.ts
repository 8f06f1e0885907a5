import { describe, expect, test } from "bun:test";
import { openDatabase } from "../db";
import {
  SESSION_IDLE_MS,
  SESSION_MAX_AGE_MS,
  createSession,
  generateSessionToken,
  invalidateUserSessions,
  sessionIdOf,
  validateSessionToken,
} from "./sessions";
import { insertUser } from "./users";

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 0, 1);

async function setup() {
  const db = openDatabase(":memory:");
  const user = await insertUser(
    db,
    {
      email: "ada@example.org",
      passwordHash: null,
      firstName: "Ada",
      lastName: null,
      profileImageUrl: null,
      oidcSubject: null,
    },
    T0,
  );
  return { db, user: user! };
}

describe("sessions", () => {
  test("a token carries at least 128 random bits and only its SHA-256 is stored", async () => {
    const { db, user } = await setup();
    const token = generateSessionToken();
    expect(token).toMatch(/^[0-9a-f]{40}$/);
    expect(generateSessionToken()).not.toBe(token);
    await createSession(db, token, user.id, T0);
    const stored = await db.select().from(db.tables.sessions);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.id).toBe(sessionIdOf(token));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  test("a session is valid until 30 idle days have passed", async () => {
    const { db, user } = await setup();
    const token = generateSessionToken();
    await createSession(db, token, user.id, T0);
    expect((await validateSessionToken(db, token, T0 + DAY))?.user.email).toBe("ada@example.org");
    expect(await validateSessionToken(db, token, T0 + SESSION_IDLE_MS)).toBeNull();
    // An expired session is deleted, not just refused.
    expect(await db.select().from(db.tables.sessions)).toHaveLength(0);
  });

  test("use in the second half of its life pushes the expiry 30 days on; use in the first half does not", async () => {
    const { db, user } = await setup();
    const token = generateSessionToken();
    await createSession(db, token, user.id, T0);
    const early = (await validateSessionToken(db, token, T0 + 10 * DAY))!;
    expect(early.renewed).toBe(false);
    expect(early.session.expiresAt.getTime()).toBe(T0 + 30 * DAY);
    const late = (await validateSessionToken(db, token, T0 + 20 * DAY))!;
    expect(late.renewed).toBe(true);
    expect(late.session.expiresAt.getTime()).toBe(T0 + 50 * DAY);
    expect((await validateSessionToken(db, token, T0 + 45 * DAY))?.user.id).toBe(user.id);
  });

  test("however often it is used, a session ends 90 days after sign-in", async () => {
    const { db, user } = await setup();
    const token = generateSessionToken();
    await createSession(db, token, user.id, T0);
    let last = null;
    for (let day = 20; day < 90; day += 20) last = await validateSessionToken(db, token, T0 + day * DAY);
    expect(last?.session.expiresAt.getTime()).toBeLessThanOrEqual(T0 + SESSION_MAX_AGE_MS);
    expect(await validateSessionToken(db, token, T0 + 89 * DAY)).not.toBeNull();
    expect(await validateSessionToken(db, token, T0 + SESSION_MAX_AGE_MS)).toBeNull();
  });

  test("a malformed, tampered or unknown token opens nothing", async () => {
    const { db, user } = await setup();
    const token = generateSessionToken();
    await createSession(db, token, user.id, T0);
    const flipped = token.slice(0, -1) + (token.endsWith("0") ? "1" : "0");
    for (const bad of [flipped, sessionIdOf(token), token.toUpperCase(), `${token} `, "", undefined, { token }]) {
      expect(await validateSessionToken(db, bad, T0)).toBeNull();
    }
    expect(await validateSessionToken(db, token, T0)).not.toBeNull();
  });

  test("signing out everywhere ends every session of that user", async () => {
    const { db, user } = await setup();
    const a = generateSessionToken();
    const b = generateSessionToken();
    await createSession(db, a, user.id, T0);
    await createSession(db, b, user.id, T0);
    await invalidateUserSessions(db, user.id);
    expect(await validateSessionToken(db, a, T0)).toBeNull();
    expect(await validateSessionToken(db, b, T0)).toBeNull();
  });
});
