import { safeReturnTo } from "../../../shared/return-to";

export interface LoginSearch {
  returnTo?: string;
}

/**
 * `?returnTo=` is kept only as a path on this site, by the same rule the server applies after sign-in. The key is
 * always set, even to undefined: the router merges the raw search under the validated one, so a value dropped
 * by leaving the key out would still be read.
 */
export function validateLoginSearch(raw: Record<string, unknown>): LoginSearch {
  const value = raw.returnTo;
  if (typeof value !== "string") return { returnTo: undefined };
  const safe = safeReturnTo(value);
  return { returnTo: safe === "/" && value !== "/" ? undefined : safe };
}
