import { createTestApp } from "../../src/testing/server/test-app";
import { inventedArticles } from "../../src/testing/eutils/invented-records";
import { maxInWindow } from "../../src/testing/eutils/max-in-window";
import { startEutilsStandIn, type StandIn } from "../../src/testing/eutils-stand-in";
import { loadRctRecords } from "../../src/testing/rct-records";
import { row, type Row } from "./report";
import { ms, timeRuns } from "./stats";

type Request = ReturnType<typeof createTestApp>["request"];

// No Origin header: the CSRF guard lets same-process calls through, as it does for curl.
const post = (request: Request, body: unknown) =>
  request("/api/search", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

/** Searches the app and reads the whole body, as a browser would; throws on anything but 200. */
async function search(request: Request, query: string) {
  const res = await post(request, { query, maxResults: 10 });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`search "${query}" answered ${res.status}: ${JSON.stringify(body)}`);
  return body as { source: string; trials: unknown[]; count: number };
}

// Distinct searches for the burst; each is new to the app, so each costs an esearch and (when it finds something) an efetch.
const BURST = [
  "breast",
  "colorectal",
  "lung",
  "gastric",
  "cervical",
  "leukemia",
  "pancreatic",
  "liver",
  "prostate",
  "kidney",
  "ovarian",
  "myeloma",
  "lymphoma",
  "bladder",
  "melanoma",
  "glioma",
  "head neck",
  "chemotherapy",
  "radiotherapy",
  "placebo",
];

/** Cache-hit latency of POST /api/search through app.handle(), the stand-in confirming no upstream traffic. */
async function warmSearch(pubmed: StandIn): Promise<Row> {
  const { request } = createTestApp({ PUBMED_EUTILS_URL: pubmed.url, SEARCH_LIMIT_PER_MINUTE: "0" });
  pubmed.reset();
  const query = "breast cancer";
  const cold = await search(request, query);
  const upstream = pubmed.requests.length;
  let source = "";
  const t = await timeRuns(
    2_000,
    async () => {
      source = (await search(request, query)).source;
    },
    200,
  );
  if (source !== "cache" || pubmed.requests.length !== upstream)
    throw new Error("warm searches were not answered from the cache");
  return row(
    `Warm search (cache hit, ${cold.trials.length} trials), POST /api/search in-process, 2,000 runs`,
    `p50 ${ms(t.p50)}, p95 ${ms(t.p95)}`,
    "p95 ≤ 5 ms",
    t.p95 <= 5,
  );
}

/** E-utilities requests seen by the stand-in for a cold search, the same search again, and 100 identical new ones at once. */
async function upstreamCounts(pubmed: StandIn): Promise<Row> {
  const { request } = createTestApp({ PUBMED_EUTILS_URL: pubmed.url, SEARCH_LIMIT_PER_MINUTE: "0" });
  pubmed.reset();
  await search(request, "lung cancer");
  const cold = pubmed.requests.length;
  pubmed.reset();
  await search(request, "Lung   CANCER");
  const warm = pubmed.requests.length;
  pubmed.reset();
  await Promise.all(Array.from({ length: 100 }, () => search(request, "colorectal cancer")));
  const concurrent = pubmed.requests.length;
  return row(
    "E-utilities requests: cold search / same search warm / 100 concurrent identical new searches",
    `${cold} / ${warm} / ${concurrent}`,
    "2 / 0 / 2",
    cold === 2 && warm === 0 && concurrent === 2,
  );
}

/** Highest number of request arrivals at the stand-in in any one-second window while distinct searches arrive together. */
async function burstRate(pubmed: StandIn): Promise<Row> {
  // No NCBI_API_KEY and no tuning: the production limiter for keyless use.
  const { request } = createTestApp(
    { PUBMED_EUTILS_URL: pubmed.url, SEARCH_LIMIT_PER_MINUTE: "0" },
    { eutilsTimeoutMs: 15_000 },
  );
  pubmed.reset();
  const started = performance.now();
  const answers = await Promise.allSettled(BURST.map((q) => search(request, `${q} cancer`)));
  const seconds = (performance.now() - started) / 1000;
  const failed = answers.filter((a) => a.status === "rejected").length;
  const times = pubmed.requests.map((r) => r.at);
  const peak = maxInWindow(times, 1000);
  const note = `${times.length} requests for ${BURST.length} concurrent distinct searches over ${seconds.toFixed(1)} s${failed ? `, ${failed} searches failed` : ""}`;
  return row(
    "Peak E-utilities requests in any 1 s window, no API key",
    `${peak} (${note})`,
    "≤ 3",
    peak <= 3 && failed === 0,
  );
}

export async function benchSearch(): Promise<Row[]> {
  const pubmed = await startEutilsStandIn({ records: [...loadRctRecords(), ...inventedArticles()] });
  try {
    return [await warmSearch(pubmed), await upstreamCounts(pubmed), await burstRate(pubmed)];
  } finally {
    await pubmed.stop();
  }
}
