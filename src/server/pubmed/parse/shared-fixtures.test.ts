import { expect, test } from "bun:test";
import { joinSections } from "./abstract";
import type { ParsedArticle } from "./index";
import { files, parse, raw, pubmed } from "../../../testing/fixtures/pubmed-files";

const rawRecords = (xml: string) =>
  [...xml.matchAll(/<(PubmedArticle|PubmedBookArticle)>([\s\S]*?)<\/\1>/g)].map((m) => m[2]!);
// `abstract` is built from the sections (checked below), so its line breaks are not layout.
const texts = (a: ParsedArticle) => [
  a.title,
  a.journal,
  ...a.authors,
  ...a.abstractSections.flatMap((s) => [s.label, s.text]),
];

const TAG = /<\/?[A-Za-z][\w:.-]*(?:\s[^<>]*)?\/?>/;
const ENTITY = /&(?:#\d+|#x[0-9a-f]+|[a-z]+\d*);/i;

pubmed.describe("parseEfetch on every real efetch file", () => {
  test.each(files)("%s: one article per record, in order, each PMID its own", (file) => {
    const xml = raw(file);
    const records = rawRecords(xml);
    const { articles } = parse(file);
    expect(articles.map((a) => a.pmid)).toEqual(records.map((r) => /<PMID[^>]*>(\d+)<\/PMID>/.exec(r)![1]!));
  });

  test.each(files)("%s: readable text only: no tags, no character references, whitespace collapsed", (file) => {
    const records = rawRecords(raw(file));
    parse(file).articles.forEach((a, i) => {
      // "P &lt; 0.001" is real text; a "<" may only appear where the record itself escaped one.
      const mayHaveLessThan = records[i]!.includes("&lt;");
      for (const text of texts(a)) {
        expect(text).not.toMatch(TAG);
        expect(text).not.toMatch(ENTITY);
        if (!mayHaveLessThan) expect(text).not.toContain("<");
        expect(text).toBe(text.trim());
        expect(text).not.toMatch(/\s{2}|[\t\n]/);
      }
      expect(a.abstract).toBe(joinSections(a.abstractSections));
    });
  });

  test.each(files)("%s: dates start with the year; sortDate is ISO", (file) => {
    for (const a of parse(file).articles) {
      expect(a.publicationDate).toMatch(/^\d{4}(?: [A-Z][a-z]{2}(?: \d{1,2})?| (?:Spring|Summer|Fall|Winter)|.*-.*)?$/);
      expect(a.year).toBe(Number(a.publicationDate.slice(0, 4)));
      expect(a.sortDate.startsWith(`${a.year}-`)).toBe(true);
      expect(a.sortDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  test.each(files)("%s: words beside inline markup keep their spaces", (file) => {
    const records = rawRecords(raw(file));
    parse(file).articles.forEach((a, i) => {
      const fields = [...records[i]!.matchAll(/<(ArticleTitle|AbstractText)[^>]*>([\s\S]*?)<\/\1>/g)].map((m) => m[2]!);
      const all = `${a.title}\n${a.abstract}`;
      for (const field of fields) {
        for (const m of field.matchAll(/([A-Za-z]+) <(i|b|u)>([A-Za-z0-9 -]+)<\/\2>/g))
          expect(all).toContain(`${m[1]} ${m[3]}`);
        for (const m of field.matchAll(/<(i|b|u)>([A-Za-z0-9 -]+)<\/\1> ([A-Za-z]+)/g))
          expect(all).toContain(`${m[2]} ${m[3]}`);
      }
    });
  });
});
