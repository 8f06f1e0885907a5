import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../db";
import { AppError } from "../errors";
import type { OidcProfile } from "./oidc";
import type { User } from "./sessions";
import { findUserByEmail, insertUser } from "./users";

const NO_EMAIL =
  "Your identity provider did not share an e-mail address. Ask its administrator to release the email claim to Trial Lens.";
export const EMAIL_CLAIMED =
  "An account with this email already exists. It was not joined to this sign-in: the provider has not verified the address, or the account already signs in another way.";
export const PASSWORD_ACCOUNT =
  "An account with this e-mail already exists with a password. It was not joined to this sign-in, so that nobody can take it over through an identity provider: ask the administrator of this Trial Lens to move it to your provider.";

/** The user behind a provider identity: found by `issuer|sub`, joined to an account with the same verified e-mail, or created. */
export async function upsertOidcUser(db: Db, profile: OidcProfile, now: number): Promise<User> {
  const { users } = db.tables;
  // A claim the provider leaves out keeps what the account already had.
  const claimsOver = (user: Pick<User, "firstName" | "lastName" | "profileImageUrl"> | undefined) => ({
    firstName: profile.firstName ?? user?.firstName ?? null,
    lastName: profile.lastName ?? user?.lastName ?? null,
    profileImageUrl: profile.picture ?? user?.profileImageUrl ?? null,
  });
  const [known] = await db.select().from(users).where(eq(users.oidcSubject, profile.subject));
  if (known) {
    // A changed address is taken only when the provider has verified it and no other account holds it.
    const taken =
      profile.email && profile.emailVerified
        ? (
            await db
              .select({ id: users.id })
              .from(users)
              .where(and(eq(users.email, profile.email), ne(users.id, known.id)))
          ).length > 0
        : true;
    const email = profile.email && !taken ? profile.email : known.email;
    const [updated] = await db
      .update(users)
      .set({ ...claimsOver(known), email })
      .where(eq(users.id, known.id))
      .returning();
    return updated!;
  }
  if (!profile.email) throw new AppError(400, NO_EMAIL);
  const sameEmail = await findUserByEmail(db, profile.email);
  if (sameEmail) {
    // Whoever controls an address at the provider must not thereby get a password account: its owner never agreed.
    if (sameEmail.passwordHash) throw new AppError(409, PASSWORD_ACCOUNT);
    if (!profile.emailVerified || sameEmail.oidcSubject) throw new AppError(409, EMAIL_CLAIMED);
    const [joined] = await db
      .update(users)
      .set({ ...claimsOver(sameEmail), oidcSubject: profile.subject })
      .where(eq(users.id, sameEmail.id))
      .returning();
    return joined!;
  }
  const created = await insertUser(
    db,
    { ...claimsOver(undefined), email: profile.email, passwordHash: null, oidcSubject: profile.subject },
    now,
  );
  if (!created) throw new AppError(409, EMAIL_CLAIMED);
  return created;
}
