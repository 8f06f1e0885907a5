import { describe, expect, test } from "bun:test";
import { startEutilsStandIn, type StandIn } from "../../testing/eutils-stand-in";
import { inventedArticles } from "../../testing/eutils/invented-records";
import { eutilsClientFor, rejection, SEARCH as search } from "../../testing/eutils/client-under-test";
import { standInForFile } from "../../testing/stand-in-lifecycle";
import { PubMedPageOutOfRange } from "./errors";
import type { EutilsClientOptions } from "./eutils-client";

let standIn: StandIn;
standInForFile(
  () => startEutilsStandIn({ records: inventedArticles() }),
  (s) => (standIn = s),
);

const client = (overrides: Partial<EutilsClientOptions> = {}) => eutilsClientFor(standIn.url, overrides);

describe("healthy answers", () => {
  test("one esearch is one request, with ids in PubMed's order", async () => {
    const c = client();
    const page = await c.esearch(search);
    expect(page).toMatchObject({ count: 2, ids: ["90000001", "90000003"], phraseNotFound: [] });
    expect(standIn.requests).toHaveLength(1);
    expect(c.stats()).toEqual({ requests: 1, retries: 0 });
  });

  test("one efetch is one request and returns the complete document in the asked order", async () => {
    const xml = await client().efetch(["90000003", "90000001"]);
    expect(standIn.requests).toHaveLength(1);
    expect(xml.indexOf('<PMID Version="1">90000003')).toBeLessThan(xml.indexOf('<PMID Version="1">90000001'));
    expect(xml.trimEnd()).toEndWith("</PubmedArticleSet>");
  });

  test('"No items found" is an empty page, not a failure', async () => {
    const page = await client().esearch({ ...search, term: "zzqxv" });
    expect(page).toMatchObject({ count: 0, ids: [], phraseNotFound: ["zzqxv"] });
  });

  test("no ids: no request, an empty article set", async () => {
    expect(await client().efetch([])).toContain("<PubmedArticleSet></PubmedArticleSet>");
    expect(standIn.requests).toHaveLength(0);
  });
});

describe("request parameters", () => {
  test("tool, email and api_key go on every request, with the search parameters", async () => {
    const c = client({ apiKey: "k3y" });
    await c.esearch({ ...search, retmax: 5, retstart: 1, sort: "pub_date" });
    await c.efetch(["90000002"]);
    const [es, ef] = standIn.requests;
    expect(es!.params).toEqual({
      db: "pubmed",
      retmode: "json",
      term: search.term,
      retmax: "5",
      retstart: "1",
      sort: "pub_date",
      tool: "trial-lens-test",
      email: "dev@example.org",
      api_key: "k3y",
    });
    expect(ef!.params).toEqual({
      db: "pubmed",
      retmode: "xml",
      id: "90000002",
      tool: "trial-lens-test",
      email: "dev@example.org",
      api_key: "k3y",
    });
  });

  test("no api_key or email parameter when they are not set", async () => {
    await client({ email: undefined }).esearch(search);
    expect(Object.keys(standIn.requests[0]!.params)).not.toContain("api_key");
    expect(Object.keys(standIn.requests[0]!.params)).not.toContain("email");
    expect(standIn.requests[0]!.params.tool).toBe("trial-lens-test");
  });

  test("POST past 200 ids, GET up to 200", async () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => String(80000000 + i));
    const c = client();
    await c.efetch(ids(200));
    await c.efetch(ids(201));
    expect(standIn.requests.map((r) => r.method)).toEqual(["GET", "POST"]);
    expect(standIn.requests[1]!.params.id!.split(",")).toHaveLength(201);
    expect(standIn.requests[1]!.params.tool).toBe("trial-lens-test");
  });

  test("a search term too long for a URL goes by POST", async () => {
    const long = `(drug a) AND (${Array.from({ length: 300 }, (_, i) => `term${i}[tiab]`).join(" OR ")})`;
    expect((await client().esearch({ ...search, term: long })).count).toBe(2);
    expect(standIn.requests.map((r) => [r.method, r.params.term, r.params.tool])).toEqual([
      ["POST", long, "trial-lens-test"],
    ]);
  });

  test("paging stays within the 9,999 ids PubMed serves", async () => {
    const c = client();
    await c.esearch({ ...search, retstart: 9990, retmax: 50 });
    expect(standIn.requests[0]!.params.retmax).toBe("9");
    expect(await rejection(c.esearch({ ...search, retstart: 9999 }))).toBeInstanceOf(PubMedPageOutOfRange);
    expect(standIn.requests).toHaveLength(1);
  });
});
