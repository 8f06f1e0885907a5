import { safeReturnTo } from "../../../shared/return-to";

export interface LoginSearch {
  returnTo?: string;
}

/** `?returnTo=` is kept only as a path on this site, by the same rule the server applies after sign-in. */
export function validateLoginSearch(raw: Record<string, unknown>): LoginSearch {
  const value = raw.returnTo;
  if (typeof value !== "string") return {};
  const safe = safeReturnTo(value);
  return safe === "/" && value !== "/" ? {} : { returnTo: safe };
}
