import { timingSafeEqual } from "node:crypto";
import { and, eq, lte } from "drizzle-orm";
import type { sessions, users } from "../../../db/schema";
import type { Db } from "../db";

export type Session = typeof sessions.$inferSelect;
export type User = typeof users.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Sliding expiry: a session unused for 30 days ends; one used in its last 15 days is renewed. */
export const SESSION_IDLE_MS = 30 * DAY_MS;
/** However often it is used, a session ends 90 days after sign-in. */
export const SESSION_MAX_AGE_MS = 90 * DAY_MS;

const TOKEN_PATTERN = /^[0-9a-f]{40}$/;

/** 160 random bits, hex: the cookie's value, never stored. */
export function generateSessionToken(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(20))).toString("hex");
}

/** The stored id is the token's SHA-256, so a leaked sessions table opens no session. */
export function sessionIdOf(token: string): string {
  return new Bun.CryptoHasher("sha256").update(token).digest("hex");
}

export function isWellFormedToken(token: unknown): token is string {
  return typeof token === "string" && TOKEN_PATTERN.test(token);
}

export async function createSession(db: Db, token: string, userId: string, now: number): Promise<Session> {
  const { sessions } = db.tables;
  // Sign-in is a good moment to forget this user's dead sessions.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, new Date(now))));
  const session: Session = {
    id: sessionIdOf(token),
    userId,
    createdAt: new Date(now),
    expiresAt: new Date(now + SESSION_IDLE_MS),
  };
  await db.insert(sessions).values(session);
  return session;
}

export interface ValidSession {
  session: Session;
  user: User;
  /** True when this use pushed the expiry forward, so the cookie must be sent again. */
  renewed: boolean;
}

/** The session and user behind a cookie token, or null when it is malformed, unknown, idle too long or too old. */
export async function validateSessionToken(db: Db, token: unknown, now: number): Promise<ValidSession | null> {
  if (!isWellFormedToken(token)) return null;
  const { sessions, users } = db.tables;
  const id = sessionIdOf(token);
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id));
  // Prevent any possibility of a timing attack by using a constant-time comparison.
  if (!row || !timingSafeEqual(Buffer.from(row.session.id), Buffer.from(id))) return null;
  const { session, user } = row;
  const hardLimit = session.createdAt.getTime() + SESSION_MAX_AGE_MS;
  if (now >= session.expiresAt.getTime() || now >= hardLimit) {
    await invalidateSession(db, session.id);
    return null;
  }
  if (now >= session.expiresAt.getTime() - SESSION_IDLE_MS / 2) {
    const expiresAt = new Date(Math.min(now + SESSION_IDLE_MS, hardLimit));
    if (expiresAt.getTime() > session.expiresAt.getTime()) {
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, session.id));
      return { session: { ...session, expiresAt }, user, renewed: true };
    }
  }
  return { session, user, renewed: false };
}

export async function invalidateSession(db: Db, sessionId: string): Promise<void> {
  const { sessions } = db.tables;
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function invalidateUserSessions(db: Db, userId: string): Promise<void> {
  const { sessions } = db.tables;
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
