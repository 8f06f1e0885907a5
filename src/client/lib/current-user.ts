import { useLoaderData } from "@tanstack/react-router";
import type { PublicUser } from "../../shared/api/auth";
import type { Api } from "./api";

/** The signed-in user as GET /api/auth/user gives it. */
export type CurrentUser = PublicUser;

/**
 * A 401 means "no user", not an error, and the call is not retried (docs/product.md#states); a failed call also
 * leaves the visitor signed out. The root loader asks once, on the server, and the router hands the answer over.
 */
export async function loadCurrentUser(api: Api): Promise<CurrentUser | null> {
  return api.call("currentUser").catch(() => null);
}

/** The signed-in user, known before the shell renders: React Query is not needed for it. */
export function useAuth() {
  const user = useLoaderData({ from: "__root__", select: (data) => data.user });
  return { user, isAuthenticated: !!user };
}

/** Profile image, else first letter of first name, else upper-cased first letter of e-mail, else "U". */
export function avatarInitial(user: Pick<CurrentUser, "firstName" | "email">): string {
  return user.firstName?.charAt(0) || user.email.charAt(0).toUpperCase() || "U";
}
