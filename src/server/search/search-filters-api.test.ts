import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { inventedStudy, startCtgovStandIn, type CtgovStandIn } from "../../testing/ctgov-stand-in";
import { inventedArticle, inventedArticles } from "../../testing/eutils/invented-records";
import { startEutilsStandIn, type StandIn } from "../../testing/eutils-stand-in";
import { createTestApp, jsonRequest } from "../../testing/server/test-app";
import { createSearchService, type SearchInput } from "./search-service";

// Invented papers naming invented registrations: one recruiting, one completed, one the registry does not know.
const paper = (pmid: string, nctId: string) =>
  inventedArticle({
    pmid,
    title: `Zelvorin ${pmid.slice(-1)} in resected melanoma: a randomised phase 3 trial`,
    abstract: `Patients with resected melanoma received zelvorin or observation. Registered at ClinicalTrials.gov (${nctId}).`,
    mesh: ["Melanoma"],
  });

let pubmed: StandIn;
let ctgov: CtgovStandIn;
beforeAll(async () => {
  pubmed = await startEutilsStandIn({
    records: [
      ...inventedArticles(),
      paper("92000001", "NCT92000001"),
      paper("92000002", "NCT92000002"),
      paper("92000003", "NCT92000003"),
    ],
  });
  ctgov = await startCtgovStandIn({
    studies: [inventedStudy("NCT92000001", "RECRUITING"), inventedStudy("NCT92000002", "COMPLETED")],
  });
});
afterAll(async () => {
  await pubmed.stop();
  await ctgov.stop();
});
beforeEach(() => pubmed.reset());

const appFor = () =>
  createTestApp({ PUBMED_EUTILS_URL: pubmed.url, CTGOV_API_URL: ctgov.url }, { eutilsPerSecond: 50 });
const post = (request: ReturnType<typeof createTestApp>["request"], body: unknown) =>
  request("/api/search", jsonRequest(body));

describe("POST /api/search with filters", () => {
  test("bad filters are a 400 that names the filter and says what is wrong", async () => {
    const { request } = appFor();
    const cases: [unknown, string][] = [
      [{ design: "cohort" }, 'filters.design: must be "rct" or "any"'],
      [{ phases: ["5"] }, 'filters.phases.0: must be phases "1" to "4"'],
      [{ phases: "3" }, "filters.phases"],
      [{ yearFrom: 1800 }, "filters.yearFrom: must be between 1900 and next year"],
      [{ yearTo: 2015.5 }, "filters.yearTo: must be a whole year"],
      [{ yearFrom: "2015" }, "filters.yearFrom: must be a year"],
      [{ yearFrom: 2025, yearTo: 2015 }, "filters.yearTo: yearFrom must not be after yearTo"],
      [{ cancerTypes: ["spleen"] }, 'filters.cancerTypes.0: must be cancer types such as "breast" or "lung"'],
      [{ recruiting: "yes" }, "filters.recruiting: must be true or false"],
    ];
    for (const [filters, message] of cases) {
      const res = await post(request, { query: "lung", filters });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toContain(message);
    }
    expect(pubmed.requests).toHaveLength(0);
  });

  test("a filtered search sends the filters to PubMed: two requests cold, none warm, and the filters are in the cache key", async () => {
    const { request } = appFor();
    const filters = { design: "rct", phases: ["3", "2"], yearFrom: 2015, yearTo: 2025, cancerTypes: ["lung"] };
    expect((await post(request, { query: "lung cancer", filters })).status).toBe(200);
    expect(pubmed.requests.map((r) => r.endpoint)).toEqual(["esearch", "efetch"]);
    const term = pubmed.requests[0]!.params.term!;
    expect(term).toStartWith("(lung AND cancer) AND (");
    for (const part of [
      "randomized controlled trial[pt]",
      '"clinical trial, phase ii"[pt] OR "clinical trial, phase iii"[pt]',
      '("2015"[dp] : "2025"[dp])',
      '"lung neoplasms"[mh]',
    ]) {
      expect(term).toContain(part);
    }

    pubmed.reset();
    // The same filters in another order, the same words in another case: the cached answer.
    expect((await post(request, { query: "Lung  CANCER", filters: { ...filters, phases: ["2", "3"] } })).status).toBe(
      200,
    );
    expect(pubmed.requests).toHaveLength(0);

    // Other filters, or none, are other searches.
    expect((await post(request, { query: "lung cancer", filters: { ...filters, yearFrom: 2016 } })).status).toBe(200);
    expect(pubmed.requests).toHaveLength(2);
    pubmed.reset();
    expect((await post(request, { query: "lung cancer" })).status).toBe(200);
    expect(pubmed.requests).toHaveLength(2);
    expect(pubmed.requests[0]!.params.term).not.toContain("[dp]");
  });

  test("sort by date asks PubMed for the newest first", async () => {
    const { request } = appFor();
    expect((await post(request, { query: "lung cancer", sort: "date", filters: { design: "rct" } })).status).toBe(200);
    expect(pubmed.requests[0]!.params.sort).toBe("pub_date");
  });

  test("recruiting keeps this page's trials the registry says are recruiting, in one registry batch, and says how many it checked", async () => {
    const { request } = appFor();
    ctgov.reset();
    const res = await post(request, { query: "zelvorin", filters: { recruiting: true } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.trials.map((t: { pmid: string }) => t.pmid)).toEqual(["92000001"]);
    expect(body.count).toBe(3);
    expect(body.recruiting).toEqual({ checked: 3, kept: 1, unreachable: 0 });
    expect(ctgov.requests).toHaveLength(1);
    // The page's own registry batch afterwards is answered from the registry cache.
    ctgov.reset();
    const again = await request("/api/registry", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3000" },
      body: JSON.stringify({ ids: ["NCT92000001"] }),
    });
    expect(again.status).toBe(200);
    expect(ctgov.requests).toHaveLength(0);
    // Recruiting is not a PubMed filter: the term is the unfiltered one.
    expect(pubmed.requests[0]!.params.term).not.toContain("recruit");
  });

  test("recruiting with the registry down keeps nothing and says the registry was not reached", async () => {
    const { request } = createTestApp({ PUBMED_EUTILS_URL: pubmed.url }, { eutilsPerSecond: 50 });
    const body = await (await post(request, { query: "zelvorin", filters: { recruiting: true } })).json();
    expect(body.trials).toEqual([]);
    expect(body.recruiting).toEqual({ checked: 3, kept: 0, unreachable: 3 });
  });

  test("SEARCH_SOURCE=local applies the filters to the index, with no PubMed request", async () => {
    const seeded = appFor();
    // Fill a store from PubMed, then search the same database with the local source.
    expect((await post(seeded.request, { query: "zelvorin" })).status).toBe(200);
    expect((await post(seeded.request, { query: "lung cancer" })).status).toBe(200);
    const local = createSearchService({
      db: seeded.db,
      eutils: seeded.services.eutils,
      source: "local",
      cacheTtlMs: 0,
    });
    pubmed.reset();
    const search = (filters: SearchInput["filters"]) =>
      local.search({ query: "zelvorin", page: 1, maxResults: 10, sort: "relevance", filters }, "test");
    expect((await search(undefined)).count).toBe(3);
    expect((await search({ cancerTypes: ["melanoma"], design: "rct" })).count).toBe(3);
    expect(await search({ cancerTypes: ["breast"] })).toMatchObject({ count: 0, trials: [], source: "local" });
    expect(pubmed.requests).toHaveLength(0);
  });
});
