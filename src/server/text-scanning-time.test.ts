import { describe, expect, test } from "bun:test";
import { parseEsearch } from "./pubmed/esearch";
import { parseEfetch } from "./pubmed/parse";
import { scanXml } from "./pubmed/parse/xml-scan";
import { buildSearchTerm, normaliseQuery } from "./pubmed/query-term";
import { mayBeCancerTrial } from "./search/import/pre-filter";
import { RecordBlocks, recordsOf } from "./search/import/record-blocks";
import { builtinSummaries } from "./summaries/fact-sheet/builtin-summaries";
import { extractNumbers, findUnsupportedNumbers } from "./summaries/number-check";
import { fleschKincaidGrade } from "./summaries/readability";
import { cpuTimeOfReading } from "../testing/timing";

/*
 * Every reader of text from outside (a summarize request, a search box, a PubMed answer, an import file) must take
 * time in proportion to the text: one request with 20,000 hostile characters once froze the server for everyone.
 */

const LONG = 20_000;
const SHORT = 2_000;
const LIMIT_MS = 100; // CPU time, best of three: other processes on a shared machine do not count

type Make = (size: number) => string;
const fill = (unit: string, size: number) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
/** `unit` repeated between a prefix and a suffix, `size` characters in all. */
const shape =
  (prefix: string, unit: string, suffix = ""): Make =>
  (size) =>
    prefix + fill(unit, size - prefix.length - suffix.length) + suffix;

/** The worst inputs found so far, each a function of its length; a run of one unit unless said otherwise. */
const HOSTILE: [string, Make][] = [
  ...[
    "1",
    "1,",
    "1-",
    "1.",
    "1 ",
    "1%",
    "%",
    "1 %",
    "1 % , ",
    "1 , ",
    "1 vs ",
    "1 to ",
    "1 and ",
    "1 or ",
    "0·",
    "1·",
    ".1",
  ].map((unit): [string, Make] => [`"${unit}"`, shape("", unit)]),
  ...[
    "1,000,",
    "1 000 ",
    "twenty-five ",
    "a hundred ",
    "twentyfive",
    "one in ten ",
    "1 in 10 in ",
    "6 out of every ",
    "phase ",
    " ",
    "\n",
    " \n\t",
    ". ",
    "e.g. A ",
    "A. ",
    "1) ",
    ".",
    "?!",
    "a-",
    "a",
    "ia",
    '"',
    "[",
    "#",
    "a'",
    "<",
    ">",
    "<a",
    "<i>",
    "<AbstractText>",
    "<ERROR>",
    "<PubmedArticle>",
    "<!--",
    "&",
    "&#1",
    "&amp;",
    "$\\",
    "1 patients ",
    " Label='",
  ].map((unit): [string, Make] => [JSON.stringify(unit), shape("", unit)]),
  // The fact sheet's readers of endpoints' short forms, compared pairs, paired people, arms in titles and blinded designs.
  ...[
    "than ",
    "(nPFS) ",
    "men and ",
    "treated with ",
    "relapse-free or ",
    "adjustment for the initial ",
    "double-blind ",
    "with a than b (1 vs. ",
  ].map((unit): [string, Make] => [JSON.stringify(unit), shape("", unit)]),
  ["digits then a letter", shape("", "1", "x")],
  ["a percent list with no sign", shape("", "1 vs 2, ", "x")],
  ["a percent list ending in a sign", shape("", "1 vs 2, ", "%")],
  ["roman numerals after phase", shape("phase ", "I")],
  ["roman list after phase", shape("phase ", "I/")],
  ["roman list with spaces", shape("stage ", "IV - ")],
  ["phase then spaces", shape("phase", " ")],
  ["phase then line breaks then a letter", shape("phase", "\n", "x")],
  ["spaces then a letter", shape("", " ", "x")],
  ["full stops then a percent sign", shape("a ", ".", "%")],
  ["line breaks before inline markup", shape("", "\n", "x<i>y</i>")],
  ["quotes in a tag", shape("<a b=", '"')],
  ["a PubMed tag then line breaks", shape("<Abstract>", "\n")],
  ["a PubMed tag then line breaks then a letter", shape("<Abstract>", "\n", "x")],
  ["a chain of arms after randomisation", shape("randomization between ", "drug a versus ")],
  ["comparisons between groups", shape("", "comparisons between the a group and ")],
];

/** The hostile text as title and abstract of an otherwise valid record: raw, and escaped as XML text. */
function record(text: string, escaped: boolean): string {
  const t = escaped ? text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;") : text;
  return (
    `<PubmedArticle><MedlineCitation><PMID>1</PMID><Article><ArticleTitle>${t}</ArticleTitle>` +
    `<Abstract><AbstractText Label="RESULTS">${t}</AbstractText></Abstract>` +
    `<PublicationTypeList><PublicationType>Randomized Controlled Trial</PublicationType></PublicationTypeList></Article>` +
    `<MeshHeadingList><MeshHeading><DescriptorName>Neoplasms</DescriptorName></MeshHeading></MeshHeadingList></MedlineCitation></PubmedArticle>`
  );
}
const articleSet = (text: string, escaped: boolean) =>
  `<?xml version="1.0"?>\n<PubmedArticleSet>\n${record(text, escaped)}\n</PubmedArticleSet>\n`;
const esearch = (text: string) =>
  `<eSearchResult><Count>1</Count><IdList><Id>1</Id></IdList><QueryTranslation>${text}</QueryTranslation></eSearchResult>`;
const SOURCE = "A phase III trial of 1,234 patients: 61% responded (HR 0.74, 95% CI 0.60-0.91).";
const input = (text: string) => ({
  title: text.slice(0, 2_000),
  abstract: text,
  authors: [],
  journal: "",
  publicationDate: "",
});

function blocks(text: string): number {
  const cutter = new RecordBlocks(1 << 12);
  const bytes = new TextEncoder().encode(text);
  let n = 0;
  for (let i = 0; i < bytes.length; i += 1000) n += cutter.push(bytes.subarray(i, i + 1000)).length;
  return n + (cutter.end() ? 1 : 0);
}

/** Each reader of outside text; throwing is a fine answer to hostile text, only time is checked here. */
const READERS: [string, (text: string) => unknown][] = [
  ["findUnsupportedNumbers, hostile summary", (t) => findUnsupportedNumbers(t, SOURCE)],
  ["findUnsupportedNumbers, hostile source", (t) => findUnsupportedNumbers(SOURCE, t)],
  ["findUnsupportedNumbers, hostile both", (t) => findUnsupportedNumbers(t, t)],
  ["extractNumbers", (t) => extractNumbers(t)],
  ["fleschKincaidGrade", (t) => fleschKincaidGrade(t)],
  ["built-in summaries (fact sheet read, verified, written)", (t) => builtinSummaries(input(t))],
  ["buildSearchTerm and normaliseQuery", (t) => [buildSearchTerm(t), normaliseQuery(t)]],
  ["scanXml of the text", (t) => scanXml(t)],
  ["scanXml of a record", (t) => scanXml(articleSet(t, false))],
  ["parseEfetch, raw text in a record", (t) => parseEfetch(articleSet(t, false))],
  ["parseEfetch, escaped text in a record", (t) => parseEfetch(articleSet(t, true))],
  ["parseEfetch of the text", (t) => parseEfetch(t)],
  ["parseEsearch of the text", (t) => parseEsearch(t)],
  ["parseEsearch, text in an answer", (t) => parseEsearch(esearch(t))],
  ["mayBeCancerTrial, raw text in a record", (t) => mayBeCancerTrial(record(t, false))],
  ["mayBeCancerTrial, escaped text in a record", (t) => mayBeCancerTrial(record(t, true))],
  [
    "recordsOf and RecordBlocks",
    (t) => [recordsOf(t), blocks(t), recordsOf(articleSet(t, false)), blocks(articleSet(t, false))],
  ],
];

for (const [reader, read] of READERS) {
  describe(`${reader} takes time in proportion to the text`, () => {
    test.each(HOSTILE)("%s", (_, make) => {
      // The short text first: it also warms the code up, so the long runs time compiled code.
      const [shortText, longText] = [make(SHORT), make(LONG)];
      const short = cpuTimeOfReading(() => read(shortText));
      const long = cpuTimeOfReading(() => read(longText));
      expect(long).toBeLessThan(LIMIT_MS);
      // Ten times the text may cost ten times the time, not a hundred; below half a millisecond is noise.
      expect(long).toBeLessThan(30 * Math.max(short, 0.5));
    });
  });
}
