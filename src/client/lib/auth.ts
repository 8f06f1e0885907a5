import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Api } from "./api";

export interface CurrentUser {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

export const AUTH_USER_KEY = ["/api/auth/user"] as const;

/** Spec §4/§7: a 401 means "no user", not an error, and the call is not retried. */
export const authUserQuery = (api: Api) =>
  queryOptions({
    queryKey: AUTH_USER_KEY,
    queryFn: ({ queryKey }) => api.getQuery<CurrentUser>(queryKey, "returnNull"),
    retry: false,
  });

export function useAuth(api: Api) {
  const { data, isLoading } = useQuery(authUserQuery(api));
  return { user: data ?? null, isLoading, isAuthenticated: !!data };
}

/** Profile image, else first letter of first name, else upper-cased first letter of e-mail, else "U". */
export function avatarInitial(user: Pick<CurrentUser, "firstName" | "email">): string {
  return user.firstName?.charAt(0) || user.email?.charAt(0).toUpperCase() || "U";
}
