import { describe, expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseEfetch } from "../../pubmed/parse";
import { MESH_CANCER_TYPES } from "../../pubmed/parse/cancer-type-rules";
import { isCancerTrial } from "../../trials/cancer-trial-filter";
import { parseBlock } from "./parse-block";
import { mayBeCancerTrial } from "./pre-filter";
import { recordsOf } from "./record-blocks";
import { sharedFixtureFiles, sharedFixtureSuite } from "../../../testing/fixtures/shared-fixtures";

const own = join(import.meta.dir, "fixtures");
const parserFixtures = join(import.meta.dir, "../../pubmed/parse/fixtures");
const shared = sharedFixtureSuite("pubmed", "the pre-filter check on real PubMed records");
const sharedFiles = sharedFixtureFiles("pubmed", /^efetch-.*\.xml$/);

const articlesIn = (file: string) =>
  recordsOf(readFileSync(file, "utf8"))
    .filter((r) => r.kind === "article")
    .map((r) => r.xml);
/** Few real records are cancer trials: each also comes with a title that settles one side, so the other is tested on real text. */
const withVariants = (records: string[]) =>
  records.flatMap((r) => [
    r,
    r.replace("</ArticleTitle>", " in cancer</ArticleTitle>"),
    r.replace("</ArticleTitle>", ", a clinical trial</ArticleTitle>"),
  ]);
const realRecords = withVariants(sharedFiles.flatMap(articlesIn));
const kept = (record: string) =>
  parseEfetch(`<PubmedArticleSet>${record}</PubmedArticleSet>`).articles.some(isCancerTrial);
const ownRecords = ["baseline.xml", "update.xml", "quirks.xml"].flatMap((f) => articlesIn(join(own, f)));
const parserRecords = readdirSync(parserFixtures)
  .filter((f) => f.endsWith(".xml"))
  .flatMap((f) => {
    try {
      return articlesIn(join(parserFixtures, f));
    } catch {
      return []; // the cut-off documents
    }
  });

/** Every record the full parse keeps passes the pre-filter; returns how many the pre-filter ruled out. */
function expectNeverDropsAKeeper(records: string[]): number {
  let ruledOut = 0;
  for (const record of records) {
    const pass = mayBeCancerTrial(record);
    if (!pass) ruledOut++;
    if (kept(record)) expect({ record, pass }).toEqual({ record, pass: true });
  }
  return ruledOut;
}

/** The same text to the parser, other bytes to the pre-filter: letters as character references, words cut by empty tags. */
const disguises: [string, (text: string) => string][] = [
  ["letters as character references", (text) => text.replace(/[aeiou]/g, (v) => `&#${v.charCodeAt(0)};`)],
  ["words cut by empty inline tags", (text) => text.replace(/([A-Za-z]{3})([A-Za-z]{2,})/g, "$1<i></i>$2")],
];
const inTextOnly = (record: string, change: (text: string) => string) =>
  record.replace(
    /(<(?:ArticleTitle|AbstractText|PublicationType|DescriptorName|VernacularTitle)\b[^>]*>)([^<]*)/g,
    (_, tag, text) => tag + change(text),
  );

describe("mayBeCancerTrial never drops a record the full parse keeps", () => {
  test("our invented records, quirks included: every quirk is a keeper", () => {
    const quirks = articlesIn(join(own, "quirks.xml"));
    expect(quirks.every(kept)).toBe(true);
    expect(quirks.every(mayBeCancerTrial)).toBe(true);
    expect(expectNeverDropsAKeeper(ownRecords)).toBe(3);
  });

  test("the parser's own fixtures", () => {
    expectNeverDropsAKeeper(parserRecords);
  });

  shared.test("every record of the real efetch files, and most non-trials are ruled out", () => {
    const ruledOut = expectNeverDropsAKeeper(realRecords);
    expect(realRecords.filter(kept).length).toBeGreaterThan(10);
    expect(ruledOut).toBeGreaterThan(realRecords.length / 3);
  });

  test.each(disguises)("keepers in disguise (%s) still pass", (_, change) => {
    const keepers = [...ownRecords, ...parserRecords, ...realRecords].filter(kept);
    let disguised = 0;
    for (const record of keepers) {
      const variant = inTextOnly(record, change);
      if (variant === record || !kept(variant)) continue;
      disguised++;
      expect({ variant, pass: mayBeCancerTrial(variant) }).toEqual({ variant, pass: true });
    }
    expect(disguised).toBeGreaterThan(10);
  });

  test("every MeSH descriptor that names a cancer type gets through with a trial type", () => {
    const families = [
      "Leukemia, Myeloid, Acute",
      "Lymphoma, Follicular",
      "Hodgkin Disease",
      "Mycosis Fungoides",
      "Sezary Syndrome",
      "Melanoma, Amelanotic",
      "Osteosarcoma",
    ];
    for (const name of [...Object.values(MESH_CANCER_TYPES).flat(), ...families]) {
      const record =
        "<PubmedArticle><MedlineCitation><PMID>1</PMID><Article><ArticleTitle>Drug A.</ArticleTitle><PublicationTypeList>" +
        `<PublicationType>Clinical Trial</PublicationType></PublicationTypeList></Article><MeshHeadingList><MeshHeading><DescriptorName>${name}</DescriptorName>` +
        "</MeshHeading></MeshHeadingList></MedlineCitation></PubmedArticle>";
      expect({ name, kept: kept(record), pass: mayBeCancerTrial(record) }).toEqual({ name, kept: true, pass: true });
    }
  });

  test.each([
    ["a trial not about cancer", "Exercise for knee pain: a randomized trial", "Randomized Controlled Trial", ""],
    ["a cancer paper that is no trial", "Incidence of thyroid cancer in a registry", "Journal Article", ""],
    [
      "trial words in an affiliation only",
      "Incidence of thyroid cancer",
      "Journal Article",
      "<AffiliationInfo><Affiliation>Clinical Trials Unit</Affiliation></AffiliationInfo>",
    ],
  ])("rules out %s", (_, title, type, extra) => {
    const record = `<PubmedArticle><MedlineCitation><PMID>1</PMID><Article><ArticleTitle>${title}</ArticleTitle>${extra}<PublicationTypeList><PublicationType>${type}</PublicationType></PublicationTypeList></Article></MedlineCitation></PubmedArticle>`;
    expect(mayBeCancerTrial(record)).toBe(false);
  });
});

describe("parseBlock with and without the pre-filter", () => {
  const files = [...["baseline.xml", "update.xml", "quirks.xml"].map((f) => join(own, f)), ...sharedFiles];
  test.each(files)("%s: the same index changes", (file) => {
    const text = readFileSync(file, "utf8");
    const filtered = parseBlock(text);
    const full = parseBlock(text, { preFilter: false });
    expect(filtered.steps).toEqual(full.steps);
    expect(filtered.articles).toBe(full.articles);
    expect(filtered.parsed).toBeLessThanOrEqual(full.parsed);
  });
});
