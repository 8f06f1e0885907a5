import { eq } from "drizzle-orm";
import { users } from "../../../db/schema";
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

export function findUserByEmail(db: Db, email: string): User | undefined {
  return db.select().from(users).where(eq(users.email, email)).get();
}

export function insertUser(db: Db, values: Omit<User, "id" | "createdAt">, now: number): User {
  return db
    .insert(users)
    .values({ ...values, id: crypto.randomUUID(), createdAt: new Date(now) })
    .returning()
    .get();
}

/** Sessions and saved trials go with the user (ON DELETE CASCADE). */
export function deleteUser(db: Db, userId: string): void {
  db.delete(users).where(eq(users.id, userId)).run();
}
