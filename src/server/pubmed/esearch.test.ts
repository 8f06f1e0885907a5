import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { PubMedBadResponse } from "./errors";
import { parseEsearch } from "./esearch";
import { sharedFixtureSuite } from "../../testing/fixtures/shared-fixtures";

const shared = sharedFixtureSuite("pubmed", "the esearch tests on real NCBI answers");
const fixture = (name: string) => readFileSync(shared.path(name), "utf8");

function badResponse(body: string): PubMedBadResponse {
  try {
    parseEsearch(body);
  } catch (error) {
    expect(error).toBeInstanceOf(PubMedBadResponse);
    return error as PubMedBadResponse;
  }
  throw new Error("expected PubMedBadResponse");
}

shared.describe("parseEsearch on real NCBI answers", () => {
  test("basic XML: count, ids in order, translation", () => {
    const r = parseEsearch(fixture("esearch-pubmed-basic.xml"));
    expect(r.count).toBe(63);
    expect(r.retstart).toBe(0);
    expect(r.ids).toHaveLength(20);
    expect([r.ids[0], r.ids[19]]).toEqual(["41282813", "37810457"]);
    expect(r.queryTranslation).toBe('"biopython"[All Fields]');
    expect(r.phraseNotFound).toEqual([]);
  });

  test("XML with WebEnv and a TranslationStack full of <Count>s reads the top-level count", () => {
    const r = parseEsearch(fixture("esearch-pubmed-cancer-webenv-100ids.xml"));
    expect(r.count).toBe(42249);
    expect(r.ids).toHaveLength(100);
    expect([r.ids[0], r.ids[99]]).toEqual(["41297076", "41296368"]);

    const old = parseEsearch(fixture("esearch-pubmed-cancer-webenv-dtd2002.xml"));
    expect(old.count).toBe(15169);
    expect([old.ids[0], old.ids[99]]).toEqual(["23175848", "23174999"]);
    expect(old.queryTranslation).toStartWith('("neoplasms"[MeSH Terms]');
  });

  test("pretty JSON with string numbers gives the same answer as its XML twin", () => {
    const json = parseEsearch(fixture("esearch-pubmed-cancer-webenv.json"));
    const xml = parseEsearch(fixture("esearch-pubmed-cancer-webenv-dtd2002.xml"));
    expect(json.count).toBe(15169);
    expect(json).toEqual(xml);
  });

  test("modern compact JSON", () => {
    const r = parseEsearch(fixture("esearch-modern-compact-32.json"));
    expect(r.count).toBe(32);
    expect(r.ids).toHaveLength(32);
    expect([r.ids[0], r.ids[31]]).toEqual(["42531649", "42469239"]);
    expect(r.queryTranslation).toStartWith('("Pruritus"[MeSH Terms] OR "itch"[Title/Abstract]');
  });

  test("paging: RetStart is read", () => {
    const r = parseEsearch(fixture("esearch-pubmed-translationset-retstart.xml"));
    expect([r.count, r.retstart]).toEqual([2651, 6]);
    expect(r.ids).toEqual(["11121077", "11121076", "11121075", "11121074", "11121073", "11121072"]);
  });

  test("results with a PhraseNotFound are results, and the phrase is reported", () => {
    const r = parseEsearch(fixture("esearch-phrasenotfound-partial.xml"));
    expect(r.count).toBe(5163);
    expect(r.ids).toHaveLength(20);
    expect(r.ids[0]).toBe("101595451");
    expect(r.phraseNotFound).toEqual(["fleegle[MeSH Terms]"]);
    expect(r.queryTranslation).toBe('"obstetrics"[MeSH Terms]');
  });

  test("an <ERROR> answer (invalid db) is a bad response naming NCBI's reason", () => {
    expect(badResponse(fixture("esearch-error-invalid-db.xml")).message).toContain(
      "Invalid db name specified: fleegle",
    );
  });

  test("an esummary answer is not an esearch answer", () => {
    badResponse(fixture("esummary-pubmed-v2.xml"));
    badResponse(fixture("esummary-pubmed-v2.json"));
  });
});

// Invented answers in NCBI's shapes, for cases no shared fixture covers.
const header = '{"header":{"type":"esearch","version":"0.3"},';

describe("parseEsearch on invented answers", () => {
  test('JSON "No items found" is a valid empty result', () => {
    const body = `${header}"esearchresult":{"count":"0","retmax":"0","retstart":"0","idlist":[],"translationset":[],"querytranslation":"","errorlist":{"phrasesnotfound":["zzqxv"],"fieldsnotfound":[]},"warninglist":{"phrasesignored":[],"quotedphrasesnotfound":[],"outputmessages":["No items found."]}}}`;
    expect(parseEsearch(body)).toEqual({ count: 0, ids: [], retstart: 0, phraseNotFound: ["zzqxv"] });
  });

  test('XML "No items found" is a valid empty result', () => {
    const body =
      '<?xml version="1.0" encoding="UTF-8" ?>\n<eSearchResult><Count>0</Count><RetMax>0</RetMax><RetStart>0</RetStart><IdList/><TranslationSet/><QueryTranslation>(zzqxv[All Fields])</QueryTranslation><ErrorList><PhraseNotFound>zzqxv</PhraseNotFound></ErrorList><WarningList><OutputMessage>No items found.</OutputMessage></WarningList></eSearchResult>\n';
    expect(parseEsearch(body)).toEqual({
      count: 0,
      ids: [],
      retstart: 0,
      queryTranslation: "(zzqxv[All Fields])",
      phraseNotFound: ["zzqxv"],
    });
  });

  test("XML entities in the translation are decoded", () => {
    const body =
      "<eSearchResult><Count>1</Count><IdList><Id>1</Id></IdList><QueryTranslation>&quot;a&quot;[All Fields] &amp; b</QueryTranslation></eSearchResult>";
    expect(parseEsearch(body).queryTranslation).toBe('"a"[All Fields] & b');
  });

  test("numbers given as JSON numbers are accepted", () => {
    const r = parseEsearch(`${header}"esearchresult":{"count":2,"retstart":0,"idlist":[11,"12"]}}`);
    expect(r).toEqual({ count: 2, ids: ["11", "12"], retstart: 0, phraseNotFound: [] });
  });

  test("error answers and non-esearch bodies are bad responses", () => {
    expect(badResponse(`${header}"esearchresult":{"ERROR":"Search Backend failed: x"}}`).message).toContain(
      "Search Backend failed",
    );
    expect(badResponse('{"error":"API rate limit exceeded","count":"11"}').message).toContain(
      "API rate limit exceeded",
    );
    expect(badResponse(`${header}"esearchresult":{"count":"3","idlist":["1","2"`).message).toContain("incomplete");
    expect(badResponse("<eSearchResult><Count>3</Count><IdList><Id>1</Id>").message).toContain("incomplete");
    badResponse("<html><body><h1>502 Bad Gateway</h1></body></html>");
    badResponse("");
    badResponse("Service unavailable");
    badResponse(`${header}"esearchresult":{"count":"many","idlist":[]}}`);
    badResponse(`${header}"esearchresult":{"count":"1","idlist":["12;DROP"]}}`);
    badResponse("<eSearchResult><RetMax>0</RetMax></eSearchResult>");
    badResponse('{"header":{"type":"esummary"},"result":{}}');
  });
});
