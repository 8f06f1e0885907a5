import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PubMedBadResponse } from "../errors";
import { parseEfetch } from "./index";

// Invented records, one quirk each; the real answers are tested in shared-fixtures.test.ts.
const fixture = (name: string) => readFileSync(join(import.meta.dir, "fixtures", name), "utf8");
const parse = (name: string) => parseEfetch(fixture(name));
const only = (name: string) => {
  const { articles } = parse(name);
  expect(articles).toHaveLength(1);
  return articles[0]!;
};

function rejection(xml: string): string {
  try {
    parseEfetch(xml);
  } catch (error) {
    expect(error).toBeInstanceOf(PubMedBadResponse);
    expect((error as PubMedBadResponse).status).toBe(502);
    return (error as Error).message;
  }
  throw new Error("expected PubMedBadResponse");
}

describe("parseEfetch refuses answers it cannot trust", () => {
  test("a document cut off inside a record", () => {
    expect(rejection(fixture("truncated.xml"))).toContain("cut-off");
  });

  test("a document cut off between records (each record whole, the set not closed)", () => {
    expect(rejection(fixture("truncated-between-records.xml"))).toContain("cut-off");
  });

  test("a closed set with an element left open inside", () => {
    expect(rejection(fixture("unclosed-inside.xml"))).toContain("malformed");
  });

  test("<eFetchResult><ERROR>, with NCBI's message", () => {
    expect(rejection(fixture("efetch-result-error.xml"))).toContain("Cannot retrieve history data");
  });

  test("a bare <ERROR> body", () => {
    expect(rejection(fixture("bare-error.xml"))).toContain("Empty id list");
  });

  test("an <ERROR> inside the article set", () => {
    expect(rejection("<PubmedArticleSet><ERROR>Invented failure</ERROR></PubmedArticleSet>")).toContain(
      "Invented failure",
    );
  });

  test("an HTML error page, JSON, empty and whitespace bodies", () => {
    expect(rejection(fixture("html-error-page.html"))).toContain("not a PubMed article set");
    expect(rejection('{"error":"API rate limit exceeded"}')).toContain("not a PubMed article set");
    expect(rejection("<eSearchResult><Count>0</Count></eSearchResult>")).toContain("not a PubMed article set");
    expect(rejection("")).toContain("empty");
    expect(rejection(" \n\t")).toContain("empty");
  });

  test("the same document parses once it is whole", () => {
    const whole = `${fixture("truncated.xml").split("\n").slice(0, 4).join("\n")}\n</PubmedArticleSet>\n`;
    expect(parseEfetch(whole).articles.map((a) => a.pmid)).toEqual(["99000001"]);
  });
});

describe("parseEfetch on invented records, one quirk each", () => {
  test("an empty self-closing set is valid", () => {
    expect(parse("empty-set.xml")).toEqual({ articles: [], deletedPmids: [] });
  });

  test("batches wrapped without a prolog, as the importer sends them", () => {
    const record = fixture("season.xml").split("\n")[3]!;
    expect(parseEfetch(`<PubmedArticleSet>${record}${record}</PubmedArticleSet>`).articles).toHaveLength(2);
  });

  test("entities escaped twice are decoded until stable, markup escaped twice is dropped", () => {
    const a = only("double-escaped.xml");
    expect(a.title).toBe("Doses >10 mg of zorblatide in Fictus volunteers.");
    expect(a.journal).toBe("Invented Reports & Letters");
    expect(a.authors).toEqual(["Müller J"]);
    expect(a.abstractSections).toEqual([
      {
        label: "RESULTS & DISCUSSION",
        text: "Response was 40 % when p < 0.05 and β-blockade—as planned… A literal &unknownname; stays.",
      },
    ]);
  });

  test("Season date", () => {
    expect(only("season.xml")).toMatchObject({ publicationDate: "2019 Spring", year: 2019, sortDate: "2019-03-01" });
  });

  test("MedlineDate ranges, tidied", () => {
    const [across, loose] = parse("medline-date-range.xml").articles;
    expect(across).toMatchObject({ publicationDate: "1998 Dec-1999 Jan", year: 1998, sortDate: "1998-12-01" });
    expect(loose).toMatchObject({ publicationDate: "2019 Feb-Apr", year: 2019, sortDate: "2019-02-01" });
  });

  test("ArticleDate only when the issue date is missing", () => {
    const [noIssueDate, both] = parse("article-date-fallback.xml").articles;
    expect(noIssueDate).toMatchObject({ publicationDate: "2022 Nov 3", year: 2022, sortDate: "2022-11-03" });
    expect(both).toMatchObject({ publicationDate: "2023 Jan", year: 2023, sortDate: "2023-01-01" });
  });

  test('ValidYN="N" authors are skipped; ForeName without Initials; suffix; non-ASCII', () => {
    expect(only("invalid-author.xml").authors).toEqual(["Fernández-Olmo MJ", "Søndergård Åse", "Tanaka K Jr"]);
  });

  test("CollectiveName is an author; InvestigatorList is not", () => {
    expect(only("collective-name.xml").authors).toEqual(["Brightwater L", "Invented Tumour Study Group"]);
  });

  test("book chapter and whole book", () => {
    const [chapter, book] = parse("book-chapter.xml").articles;
    expect(chapter).toMatchObject({
      pmid: "99000040",
      isBook: true,
      title: "Zorblatide in invented leukaemia",
      journal: "Handbook of Invented Oncology",
      authors: ["Chapterly C"],
      publicationDate: "2018 Oct",
      abstract: "An invented chapter abstract.",
      doi: "10.9999/invented.ch7",
      publicationTypes: ["Review"],
      cancerType: "Leukemia",
    });
    expect(book).toMatchObject({
      pmid: "99000041",
      isBook: true,
      title: "Whole Invented Book",
      journal: "Invented University Press",
      authors: ["Editorson E"],
      publicationDate: "2015",
    });
  });

  test("DeleteCitation PMIDs are reported, not parsed as articles", () => {
    const { articles, deletedPmids } = parse("delete-citation.xml");
    expect(articles.map((a) => a.pmid)).toEqual(["99000050"]);
    expect(deletedPmids).toEqual(["99000051", "99000052"]);
  });

  test("labels as written, NlmCategory when there is no Label, empty sections and copyright left out", () => {
    const a = only("mixed-case-labels.xml");
    expect(a.abstractSections).toEqual([
      { label: "Introduction", text: "Invented background." },
      { label: "Materials and methods", text: "Invented methods." },
      { label: "RESULTS", text: "Results given only a category." },
      { label: "", text: "A closing note." },
    ]);
    expect(a.abstract).toBe(
      "Introduction: Invented background.\nMaterials and methods: Invented methods.\nRESULTS: Results given only a category.\nA closing note.",
    );
  });

  test("MathML, sub- and superscripts as plain text", () => {
    const a = only("mathml.xml");
    expect(a.title).toBe("Uptake of in vivo 18F-tracer in CO2-rich tissue");
    expect(a.abstract).toBe("Cardiac output (Qpeak) rose as x^2+a/b with dose of 5 mg/m^2 in CD4+ cells.");
  });

  test("translated titles lose their brackets; [Not Available] and empty titles fall back", () => {
    const [german, french, isotope, empty] = parse("translated-title.xml").articles;
    expect(german).toMatchObject({ title: "Invented treatment of rare tumours in the elderly.", language: "ger" });
    expect(french!.title).toBe("Un titre inventé.");
    expect(isotope!.title).toBe("[18F]Fictodopa imaging of invented lesions [a pilot].");
    expect(empty!.title).toBe("Untitled");
  });

  test("an English OtherAbstract only when there is no main abstract", () => {
    const [spanish, english] = parse("other-abstract.xml").articles;
    expect(spanish!.abstract).toBe("OBJECTIVE: Invented English objective.\nRESULTS: Invented English results.");
    expect(english!.abstract).toBe("Main invented abstract.");
  });

  test("trial fields: DOI, NCT id, phase, cancer type, journal fallbacks", () => {
    const [breast, glioma, tnf] = parse("cancer-trial.xml").articles;
    expect(breast).toMatchObject({
      doi: "10.9999/jio.2024.001",
      nctId: "NCT01234567",
      phase: "Phase 3",
      cancerType: "Breast Cancer",
      publicationDate: "2024 Feb 5",
      meshTerms: ["Breast Neoplasms", "Humans", "Lung Neoplasms"],
    });
    expect(glioma).toMatchObject({
      journal: "Invent Trials Rep",
      doi: "10.9999/itr.42",
      nctId: "NCT00000042",
      phase: "Phase 1b/2",
      cancerType: "Brain Cancer",
    });
    expect(tnf).toMatchObject({ journal: "Invent Rheum", phase: "Phase 1/2" });
    expect(tnf!.cancerType).toBeUndefined();
    expect(tnf!.doi).toBeUndefined();
  });

  test("thousands of authors", () => {
    const authors = Array.from(
      { length: 3000 },
      (_, i) => `<Author ValidYN="Y"><LastName>Name${i}</LastName><Initials>X</Initials></Author>`,
    ).join("");
    const xml = fixture("collective-name.xml").replace(
      /<AuthorList CompleteYN="Y">[\s\S]*?<\/AuthorList>/,
      `<AuthorList CompleteYN="Y">${authors}</AuthorList>`,
    );
    const a = parseEfetch(xml).articles[0]!;
    expect(a.authors).toHaveLength(3000);
    expect(a.authors[2999]).toBe("Name2999 X");
  });
});
