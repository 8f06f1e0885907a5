export interface LoginSearch {
  returnTo?: string;
}

/**
 * `?returnTo=` is kept only as a path on this site: "//host" and "/\host" are other sites to a browser,
 * and browsers drop tabs and newlines, so those go too. Same rule as the server's safeReturnTo.
 */
export function validateLoginSearch(raw: Record<string, unknown>): LoginSearch {
  const value = raw.returnTo;
  if (typeof value !== "string" || value.length > 2000) return {};
  if (!value.startsWith("/") || value.startsWith("//") || /[\u0000-\u001f\u007f\\]/.test(value)) return {};
  return { returnTo: value };
}
