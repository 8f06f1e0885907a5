import { AppError } from "../errors";

interface Route {
  method: string;
  path: string;
}

/** "/api/saved-trials/:pmid" → a regex for one concrete path; "*" matches the rest. */
const patternOf = (path: string) =>
  new RegExp(
    `^${path
      .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
      .replace(/:[^/]+/g, "[^/]+")
      .replace(/\*/g, ".*")}$`,
  );

/**
 * The answer for an /api path no route took: 405 with `Allow` when the path exists for other methods
 * ("GET /api/search" is a method mistake, not a missing endpoint), else a JSON 404.
 */
export function apiFallback(routes: () => Route[]) {
  let table: { method: string; pattern: RegExp }[] | undefined;
  return ({ path, request }: { path: string; request: Request }): never => {
    table ??= routes()
      .filter((r) => !r.path.endsWith("/*") && r.method !== "ALL")
      .map((r) => ({ method: r.method, pattern: patternOf(r.path) }));
    const allowed = [...new Set(table.filter((r) => r.pattern.test(path)).map((r) => r.method))];
    if (allowed.length > 0) {
      throw new AppError(405, `${request.method} is not supported at ${path}; use ${allowed.join(" or ")}.`, {
        allow: allowed.join(", "),
      });
    }
    throw new AppError(404, `No API endpoint at ${path}.`);
  };
}
