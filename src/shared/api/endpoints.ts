// No zod here: the first bundle calls the API through this table. Each endpoint's schemas are in schemas.ts under
// the same name; the types below are read from them, so the two cannot drift apart.
import type { z } from "zod";
import type { EndpointSchemas } from "./schemas";

export type Method = "GET" | "POST" | "DELETE";

/** Where an endpoint takes its input: a JSON body, the path (`:name` parts), the query string, or nothing. */
export type InputIn = "body" | "path" | "query" | "none";

export interface EndpointRoute {
  method: Method;
  /** The whole path, /api included; `:name` marks a path parameter. */
  path: string;
  input: InputIn;
  /** The status of a success; 204 and 303 have no JSON body. */
  ok: 200 | 201 | 204 | 303;
  /** Statuses this endpoint answers with `{ message }` on purpose (besides 404/405 for a wrong path or method). */
  errors: readonly number[];
  /** The largest body the server reads, in KB, when more than BODY_MAX_KB_DEFAULT (413 beyond). */
  maxBodyKb?: number;
}

// Every non-GET call can meet the origin check (403) and a body over its size limit (413).
const WRITE = [403, 413] as const;

/** Every JSON endpoint of the API, one row each (docs/product.md#calls). */
export const endpoints = {
  health: { method: "GET", path: "/api/health", input: "query", ok: 200, errors: [503] },
  search: { method: "POST", path: "/api/search", input: "body", ok: 200, errors: [400, ...WRITE, 429, 502, 503] },
  summarize: {
    method: "POST",
    path: "/api/summarize",
    input: "body",
    ok: 200,
    errors: [400, ...WRITE, 429, 503, 504],
    maxBodyKb: 256,
  },
  registry: { method: "POST", path: "/api/registry", input: "body", ok: 200, errors: [400, ...WRITE, 429] },
  currentUser: { method: "GET", path: "/api/auth/user", input: "none", ok: 200, errors: [401] },
  deleteAccount: { method: "DELETE", path: "/api/auth/user", input: "none", ok: 204, errors: [401, ...WRITE] },
  signIn: { method: "POST", path: "/api/auth/local/login", input: "body", ok: 200, errors: [400, 401, ...WRITE, 429] },
  register: {
    method: "POST",
    path: "/api/auth/local/register",
    input: "body",
    ok: 201,
    errors: [400, ...WRITE, 409, 429],
  },
  /** The /logout page's form post; answers with a redirect to the home page. */
  logout: { method: "POST", path: "/api/logout", input: "none", ok: 303, errors: [...WRITE] },
  savedTrials: { method: "GET", path: "/api/saved-trials", input: "none", ok: 200, errors: [401] },
  saveTrial: {
    method: "POST",
    path: "/api/saved-trials",
    input: "body",
    ok: 201,
    errors: [400, 401, ...WRITE, 409],
    maxBodyKb: 512,
  },
  removeSavedTrial: {
    method: "DELETE",
    path: "/api/saved-trials/:pmid",
    input: "path",
    ok: 204,
    errors: [401, ...WRITE, 404],
  },
} as const satisfies Record<string, EndpointRoute>;

export type EndpointName = keyof typeof endpoints;

type Schema<K extends EndpointName, P extends "request" | "response"> = EndpointSchemas[K][P];
/** What a caller hands over: the body, the path parameters or the query, as endpoints[K].input says. */
export type EndpointInput<K extends EndpointName> =
  Schema<K, "request"> extends z.ZodType ? z.input<Schema<K, "request">> : undefined;
/** What a caller gets back (undefined for 204 and 303). */
export type EndpointAnswer<K extends EndpointName> =
  Schema<K, "response"> extends z.ZodType ? z.infer<Schema<K, "response">> : undefined;

/** The concrete path of a call: `:pmid` filled from the input, each part URL-encoded. */
export function pathOf(route: EndpointRoute, params?: Record<string, string>): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ""));
}

/** Each endpoint's body limit in bytes by path, for those allowed more than BODY_MAX_KB_DEFAULT. */
export function bodyLimitsByPath(): Record<string, number> {
  const rows: EndpointRoute[] = Object.values(endpoints);
  return Object.fromEntries(rows.flatMap((e) => (e.maxBodyKb ? [[e.path, e.maxBodyKb * 1024]] : [])));
}

/** The path inside the server's /api group, as Elysia mounts it. */
export const apiPath = (route: EndpointRoute) => route.path.replace(/^\/api/, "");
