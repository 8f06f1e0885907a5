import { eq } from "drizzle-orm";
import type { Db } from "../db";
import type { User } from "./sessions";

import type { PublicUser } from "../../shared/api/auth";

export type { PublicUser };

export const toPublicUser = (user: User): PublicUser => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  profileImageUrl: user.profileImageUrl,
});

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const { users } = db.tables;
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

/** The new user; undefined when another sign-up took the address first (checked by the database, not before it). */
export async function insertUser(
  db: Db,
  values: Omit<User, "id" | "createdAt">,
  now: number,
): Promise<User | undefined> {
  const { users } = db.tables;
  const [user] = await db
    .insert(users)
    .values({ ...values, id: crypto.randomUUID(), createdAt: new Date(now) })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return user;
}

/** Sessions and saved trials go with the user (ON DELETE CASCADE). */
export async function deleteUser(db: Db, userId: string): Promise<void> {
  const { users } = db.tables;
  await db.delete(users).where(eq(users.id, userId));
}
