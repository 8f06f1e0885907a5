// bun run bench --only=instances: 200 virtual users of mixed load against 1 and 3 instances on one SQLite file (WAL),
// then on one PostgreSQL database when it is installed, behind our round-robin proxy; the outbound E-utilities peak with 3 instances; model calls for identical
// concurrent summaries across instances.
import { existsSync } from "node:fs";
import { buildClient } from "../build-client";
import { manifestPath } from "../../src/server/ssr/client-assets";
import { maxInWindow } from "../../src/testing/eutils/max-in-window";
import { startEutilsStandIn } from "../../src/testing/eutils-stand-in";
import { startInstances } from "../../src/testing/instances";
import { postgresBin } from "../../src/testing/postgres";
import { inventedTrials, trialPmid, Visitor } from "../../src/testing/instances-client";
import { startOllamaStandIn } from "../../src/testing/ollama-stand-in";
import { STAND_IN_MODEL } from "../../src/testing/stand-ins";
import { row, type Row } from "./report";
import { KINDS, mixedLoad, signUpVisitors } from "./instances-load";
import { ms } from "./stats";

const USERS = 200;
const SECONDS = 30;
/** Ten searches the users share: each costs PubMed two requests once, then comes from the shared cache. */
const QUERIES = Array.from({ length: 10 }, (_, i) => `cohort${10 + i}`);

async function measure(
  count: number,
  store: "sqlite" | "postgres",
): Promise<{ rows: Row[]; eutilsPeak: number; modelCalls: number }> {
  const eutils = await startEutilsStandIn({ records: inventedTrials(120) });
  const ollama = startOllamaStandIn({ models: [STAND_IN_MODEL] });
  const app = await startInstances(
    count,
    { PUBMED_EUTILS_URL: eutils.url, OLLAMA_HOST: ollama.url, OLLAMA_MODEL: STAND_IN_MODEL },
    { quiet: true, store },
  );
  try {
    const label = `${count} instance${count === 1 ? "" : "s"}, ${store === "sqlite" ? "SQLite" : "PostgreSQL"}`;
    const visitors = await signUpVisitors(app.url, USERS, String(count));
    // Every query once first: two PubMed requests each, at most 3 a second for all instances together.
    await Promise.all(QUERIES.map((q, i) => new Visitor(app.url, `192.0.2.${i + 1}`).search(q)));
    const load = await mixedLoad(visitors, QUERIES, SECONDS);
    const rows: Row[] = [
      row(
        `Mixed load, ${USERS} users, ${label}: API calls per second (all kinds)`,
        `${(load.calls / load.seconds).toFixed(0)}/s (${load.calls} calls in ${load.seconds.toFixed(0)} s; ${load.errors} errors, ${load.limited} limited)`,
        "—",
        load.errors === 0,
      ),
      row(
        `Mixed load, ${USERS} users, ${label}: p95 per call`,
        KINDS.map((k) => `${k} ${ms(load.perKind[k].p95)}`).join(", "),
      ),
    ];
    if (load.firstError) console.error(`bench: instances (${label}) first error: ${load.firstError}`);
    // 50 identical summaries of a trial nobody has summarised, at once, spread over the instances.
    const before = ollama.chatCalls.length;
    await Promise.all(
      Array.from({ length: 50 }, (_, i) => new Visitor(app.url, `198.18.0.${i + 1}`).summarize(trialPmid(119))),
    );
    const modelCalls = ollama.chatCalls.length - before;
    // 20 different new searches at once from 20 clients: what NCBI sees from all instances together.
    eutils.reset();
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => new Visitor(app.url, `198.18.1.${i + 1}`).search(`cohort${60 + i}`)),
    );
    const eutilsPeak = maxInWindow(
      eutils.requests.map((r) => r.at),
      1000,
    );
    return { rows, eutilsPeak, modelCalls };
  } finally {
    await app.stop();
    await ollama.stop();
    await eutils.stop();
  }
}

export async function instancesRows(): Promise<Row[]> {
  if (!existsSync(manifestPath)) await buildClient();
  const rows: Row[] = [];
  // PostgreSQL too when its server is installed (the throwaway test cluster, src/testing/postgres.ts).
  const stores = postgresBin() ? (["sqlite", "postgres"] as const) : (["sqlite"] as const);
  for (const store of stores) {
    const one = await measure(1, store);
    const three = await measure(3, store);
    const name = store === "sqlite" ? "SQLite" : "PostgreSQL";
    rows.push(
      ...one.rows,
      ...three.rows,
      row(
        `Peak E-utilities requests in any 1 s window, 3 instances on ${name}, 20 different new searches at once`,
        String(three.eutilsPeak),
        "≤ 3",
        three.eutilsPeak <= 3,
      ),
      row(
        `Model calls for 50 concurrent identical summaries spread over 3 instances on ${name}`,
        String(three.modelCalls),
        "2 (fact sheet, then summaries)",
        three.modelCalls === 2,
      ),
    );
  }
  if (stores.length === 1)
    rows.push(
      row("Mixed load on PostgreSQL", "not measured: PostgreSQL is not installed (apt-get install -y postgresql)"),
    );
  return rows;
}
