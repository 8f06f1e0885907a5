/**
 * A local ClinicalTrials.gov data API v2 (GET /studies/{nctId}, GET /studies with filter.ids, fields, pageSize,
 * pageToken) for tests, end-to-end runs and `bun run demo`. Run it: `bun src/testing/ctgov-stand-in.ts`.
 */
import { project } from "./ctgov/fields";
import { inventedStudy, loadCtgovFixtures, type V2Study } from "./ctgov/studies";
import { sharedFixturesDir } from "./fixtures/shared-fixtures";

export { inventedStudy, loadCtgovFixtures } from "./ctgov/studies";

export type CtgovFault = "500" | "reset" | "slow";

export interface CtgovRequest {
  path: string;
  params: Record<string, string>;
}

export interface CtgovStandIn {
  /** Base URL to use as CTGOV_API_URL (ends in /api/v2). */
  readonly url: string;
  readonly requests: CtgovRequest[];
  /** Every request fails this way until `reset()` ("slow" waits `delayMs`, 10 s unless given, then answers). */
  fail(kind: CtgovFault, delayMs?: number): void;
  /** Answers at most this many studies a page whatever pageSize asks, to exercise page tokens. */
  setMaxPageSize(size: number): void;
  reset(): void;
  stop(): Promise<void>;
}

const JSON_TYPE = { "content-type": "application/json" };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startCtgovStandIn(opts: { studies?: V2Study[]; port?: number } = {}): Promise<CtgovStandIn> {
  const byId = new Map<string, V2Study>();
  for (const study of opts.studies ?? []) {
    const id = study.protocolSection.identificationModule.nctId;
    if (!byId.has(id)) byId.set(id, study);
  }
  const requests: CtgovRequest[] = [];
  let fault: { kind: CtgovFault; delayMs: number } | undefined;
  let maxPageSize = 1000;

  const fieldsOf = (p: Record<string, string>) =>
    p.fields
      ? p.fields
          .split(/[,|]/)
          .map((f) => f.trim())
          .filter(Boolean)
      : [];
  const shaped = (study: V2Study, fields: string[]) => (fields.length ? project(study, fields) : { study });
  const badFields = (unknown: string[]) =>
    new Response(`Unknown fields: ${unknown.join(", ")}`, { status: 400, headers: { "content-type": "text/plain" } });

  const one = (nctId: string, p: Record<string, string>): Response => {
    const study = byId.get(nctId.toUpperCase());
    if (!study)
      return new Response(JSON.stringify({ message: `Study ${nctId} not found` }), { status: 404, headers: JSON_TYPE });
    const out = shaped(study, fieldsOf(p));
    return "unknown" in out ? badFields(out.unknown) : Response.json(out.study);
  };

  const search = (p: Record<string, string>): Response => {
    const ids = p["filter.ids"]
      ?.split(/[,|]/)
      .map((id) => id.trim().toUpperCase())
      .filter(Boolean);
    const hits = ids ? ids.flatMap((id) => byId.get(id) ?? []) : [...byId.values()];
    const size = Math.min(Number(p.pageSize) > 0 ? Number(p.pageSize) : 10, maxPageSize);
    const start = p.pageToken ? Number.parseInt(p.pageToken.slice(3), 36) : 0;
    if (!Number.isInteger(start) || start < 0) return new Response("Invalid pageToken", { status: 400 });
    const fields = fieldsOf(p);
    const page = [];
    for (const study of hits.slice(start, start + size)) {
      const out = shaped(study, fields);
      if ("unknown" in out) return badFields(out.unknown);
      page.push(out.study);
    }
    const next = start + size < hits.length ? { nextPageToken: `tok${(start + size).toString(36)}` } : {};
    return Response.json({ studies: page, ...next, ...(p.countTotal === "true" ? { totalCount: hits.length } : {}) });
  };

  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: opts.port ?? 0,
    idleTimeout: 60,
    async fetch(request) {
      const url = new URL(request.url);
      const params = Object.fromEntries(url.searchParams);
      requests.push({ path: url.pathname, params });
      if (fault?.kind === "500") return new Response("Internal Server Error", { status: 500 });
      // Erroring the body before any byte makes Bun drop the socket: the client sees a reset connection.
      if (fault?.kind === "reset") return new Response(new ReadableStream({ pull: (c) => c.error(undefined) }));
      if (fault?.kind === "slow") await sleep(fault.delayMs);
      if (url.pathname === "/api/v2/studies") return search(params);
      const single = /^\/api\/v2\/studies\/([A-Za-z0-9]+)$/.exec(url.pathname);
      if (single) return one(single[1]!, params);
      return new Response("Not Found", { status: 404 });
    },
  });

  return {
    url: `http://127.0.0.1:${server.port}/api/v2`,
    requests,
    fail(kind, delayMs = 10_000) {
      fault = { kind, delayMs };
    },
    setMaxPageSize(size) {
      maxPageSize = size;
    },
    reset() {
      requests.length = 0;
      fault = undefined;
      maxPageSize = 1000;
    },
    async stop() {
      await server.stop(true);
    },
  };
}

/** The real fixtures (when ../shared is beside the checkout) first, then an invented study for every other id given. */
export function standInStudies(nctIds: Iterable<string>, log?: (message: string) => void): V2Study[] {
  const real = loadCtgovFixtures(sharedFixturesDir("ctgov"), log);
  const known = new Set(real.map((s) => s.protocolSection.identificationModule.nctId));
  return [...real, ...[...new Set(nctIds)].filter((id) => !known.has(id)).map((id) => inventedStudy(id))];
}

if (import.meta.main) {
  const port = Number(process.env.PORT ?? 8788); // a developer tool, so outside src/server/env.ts
  const standIn = await startCtgovStandIn({ studies: standInStudies([]), port });
  console.log(`ClinicalTrials.gov stand-in at ${standIn.url}; point the app at it: CTGOV_API_URL=${standIn.url}`);
}
