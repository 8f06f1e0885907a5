import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseEsearch } from "../server/pubmed/esearch";
import { loadRecordsFromEfetchFiles, startEutilsStandIn, type StandIn } from "./eutils-stand-in";
import { cutMidElement } from "./eutils/faults";
import { inventedArticles } from "./eutils/invented-records";
import { searchTokens, userPart } from "./eutils/records";
import { articleSet } from "./eutils/responses";
import { sharedFixtureFiles, sharedFixtureSuite } from "./fixtures/shared-fixtures";

let standIn: StandIn;
beforeAll(async () => {
  standIn = await startEutilsStandIn({ records: inventedArticles() });
});
afterAll(() => standIn.stop());
beforeEach(() => standIn.reset());

const get = (endpoint: string, params: Record<string, string>) =>
  fetch(`${standIn.url}/${endpoint}.fcgi?${new URLSearchParams(params)}`);
const esearch = async (term: string, extra: Record<string, string> = {}) =>
  parseEsearch(await (await get("esearch", { db: "pubmed", retmode: "json", term, ...extra })).text());
const pmidsIn = (xml: string) =>
  [...xml.matchAll(/<PubmedArticle><MedlineCitation[^>]*><PMID[^>]*>(\d+)/g)].map((m) => m[1]);

describe("search terms", () => {
  test("the user part is the first bracketed group of a composed term, else the whole term", () => {
    expect(userPart('(lung "drug a") AND (cancer[tiab] OR neoplasm*) AND (randomized[pt]) NOT (review[pt])')).toBe(
      'lung "drug a"',
    );
    expect(userPart("(a (b) c) AND (x)")).toBe("a (b) c");
    expect(userPart("(a) b")).toBe("(a) b");
    expect(userPart("lung cancer")).toBe("lung cancer");
  });

  test("tokens: words and quoted phrases, lower-case, without tags or operators", () => {
    expect(searchTokens('Lung[tiab] "Drug  A" AND immun* (B)')).toEqual(["lung", "drug a", "immun", "b"]);
  });
});

describe("esearch", () => {
  test("matches every word against title, abstract, MeSH and authors, in record order", async () => {
    expect((await esearch("(lung cancer) AND (filter)")).ids).toEqual(["90000001", "90000003"]);
    expect((await esearch('"small-cell lung"')).ids).toEqual(["90000001", "90000003"]);
    expect((await esearch("quill extensive-stage")).ids).toEqual(["90000003"]);
    expect((await esearch("breast neoplasms[mh]")).ids).toEqual(["90000002"]);
    expect((await esearch("older & adults")).ids).toEqual(["90000003"]);
  });

  test("count, retmax and retstart", async () => {
    const page = await esearch("randomized", { retmax: "2", retstart: "1" });
    expect(page).toMatchObject({ count: 4, retstart: 1, ids: ["90000002", "90000003"] });
    expect((await esearch("randomized", { retmax: "0" })).ids).toEqual([]);
  });

  test('no match: NCBI\'s "No items found" shape with the unknown phrase', async () => {
    const body = await (await get("esearch", { db: "pubmed", retmode: "json", term: "zzqxv lung" })).json();
    expect(body.esearchresult).toMatchObject({
      count: "0",
      idlist: [],
      errorlist: { phrasesnotfound: ["zzqxv"] },
      warninglist: { outputmessages: ["No items found."] },
    });
  });

  test("XML when retmode is not json, and POST bodies are read", async () => {
    const xml = await (await get("esearch", { db: "pubmed", term: "colon" })).text();
    expect(xml).toContain("<eSearchResult><Count>1</Count>");
    expect(parseEsearch(xml).ids).toEqual(["90000004"]);
    const posted = await fetch(`${standIn.url}/esearch.fcgi`, {
      method: "POST",
      body: new URLSearchParams({ db: "pubmed", retmode: "json", term: "exercise" }),
    });
    expect(parseEsearch(await posted.text()).ids).toEqual(["90000004"]);
    expect(standIn.requests.map((r) => [r.endpoint, r.method, r.params.term])).toEqual([
      ["esearch", "GET", "colon"],
      ["esearch", "POST", "exercise"],
    ]);
  });

  test("a wrong db is an <ERROR> answer, as at NCBI", async () => {
    const body = await (await get("esearch", { db: "fleegle", term: "x" })).text();
    expect(body).toContain("<ERROR>Invalid db name specified: fleegle</ERROR>");
  });
});

describe("efetch", () => {
  test("the requested records in the requested order; unknown ids are left out", async () => {
    const res = await get("efetch", { db: "pubmed", retmode: "xml", id: "90000004,123,90000002" });
    const xml = await res.text();
    expect(res.headers.get("content-type")).toContain("text/xml");
    expect(xml).toStartWith('<?xml version="1.0" ?>\n<!DOCTYPE PubmedArticleSet');
    expect(pmidsIn(xml)).toEqual(["90000004", "90000002"]);
    expect(xml.trimEnd()).toEndWith("</PubmedArticleSet>");
  });

  test("no ids is NCBI's 200 <ERROR>; efetch without retmode=xml is refused", async () => {
    expect(await (await get("efetch", { db: "pubmed", retmode: "xml" })).text()).toContain("<ERROR>Empty id list");
    expect((await get("efetch", { db: "pubmed", id: "90000001" })).status).toBe(400);
  });
});

describe("faults", () => {
  const fetchOne = () => get("efetch", { db: "pubmed", retmode: "xml", id: "90000001" });

  test("a fault applies `times` times to its endpoint only, then answers are healthy again", async () => {
    standIn.fail("500-html", { times: 2, endpoint: "efetch" });
    expect((await get("esearch", { term: "lung" })).status).toBe(200);
    expect([(await fetchOne()).status, (await fetchOne()).status, (await fetchOne()).status]).toEqual([500, 500, 200]);
  });

  test("429 carries NCBI's JSON body and an optional Retry-After", async () => {
    standIn.fail("429", { retryAfter: 2 });
    const res = await fetchOne();
    expect([res.status, res.headers.get("retry-after"), await res.text()]).toEqual([
      429,
      "2",
      '{"error":"API rate limit exceeded","count":"11"}',
    ]);
  });

  test("502, truncated and error-200 answers", async () => {
    standIn.fail("502");
    standIn.fail("truncated");
    standIn.fail("error-200");
    standIn.fail("error-200", { endpoint: "esearch" });
    expect((await fetchOne()).status).toBe(502);
    const cut = await fetchOne();
    const cutText = await cut.text();
    expect(cut.status).toBe(200);
    expect(cutText).not.toContain("</PubmedArticleSet>");
    expect(await (await fetchOne()).text()).toContain("<ERROR>");
    const json = await (await get("esearch", { retmode: "json", term: "lung" })).json();
    expect(json.esearchresult.ERROR).toBeString();
  });

  test("reset drops the connection", async () => {
    standIn.fail("reset");
    // A fresh connection: on a reused one Bun's fetch quietly re-sends the request once by itself.
    const dropped = fetch(`${standIn.url}/efetch.fcgi?db=pubmed&retmode=xml&id=90000001`, { keepalive: false });
    await expect(dropped.then((r) => r.text())).rejects.toMatchObject({ code: "ECONNRESET" });
    expect((await fetchOne()).status).toBe(200);
    expect(standIn.requests).toHaveLength(2);
  });

  test("slow delays one answer; setDelay delays all; reset() clears both and the log", async () => {
    standIn.fail("slow", { delayMs: 150 });
    let t = performance.now();
    expect((await fetchOne()).status).toBe(200);
    expect(performance.now() - t).toBeGreaterThanOrEqual(140);

    standIn.setDelay(100);
    t = performance.now();
    await fetchOne();
    expect(performance.now() - t).toBeGreaterThanOrEqual(90);

    standIn.fail("502", { times: Infinity });
    standIn.reset();
    t = performance.now();
    expect((await fetchOne()).status).toBe(200);
    expect(performance.now() - t).toBeLessThan(80);
    expect(standIn.requests).toHaveLength(1);
  });

  test("a cut lands inside an element", () => {
    const doc = articleSet(inventedArticles());
    const cut = cutMidElement(doc);
    expect(cut.length).toBeLessThan(doc.length);
    expect(cut).toMatch(/<[^>]*$/);
  });
});

describe("loading records", () => {
  test("splits efetch documents into records, keeping the first copy of a PMID", () => {
    const dir = mkdtempSync(join(tmpdir(), "eutils-stand-in-"));
    try {
      const [a, b, c] = inventedArticles();
      writeFileSync(join(dir, "one.xml"), articleSet([a!, b!]));
      writeFileSync(join(dir, "two.xml"), articleSet([b!.replace("Radiotherapy", "Changed"), c!]));
      const records = loadRecordsFromEfetchFiles([join(dir, "one.xml"), join(dir, "two.xml")]);
      expect(records).toEqual([a!, b!, c!]);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  const pubmed = sharedFixtureSuite("pubmed", "the stand-in test on the shared efetch files");

  pubmed.test(
    "serves the shared efetch fixtures: 49 distinct records (46, and 3 retraction and erratum files added later), book included",
    async () => {
      const records = loadRecordsFromEfetchFiles(sharedFixtureFiles("pubmed", /^efetch-.*\.xml$/));
      expect(records).toHaveLength(49);
      expect(records.filter((r) => r.startsWith("<PubmedBookArticle"))).toHaveLength(1);

      const shared = await startEutilsStandIn({ records });
      try {
        const body = await fetch(
          `${shared.url}/esearch.fcgi?${new URLSearchParams({ retmode: "json", term: '(budesonide-formoterol "as-needed") AND (x)' })}`,
        );
        const page = parseEsearch(await body.text());
        expect(page.ids).toEqual(["29768149"]);
        const xml = await (await fetch(`${shared.url}/efetch.fcgi?db=pubmed&retmode=xml&id=20301295,29768149`)).text();
        expect(xml.indexOf("<PubmedBookArticle>")).toBeLessThan(xml.indexOf(">29768149</PMID>"));
      } finally {
        await shared.stop();
      }
    },
  );
});
