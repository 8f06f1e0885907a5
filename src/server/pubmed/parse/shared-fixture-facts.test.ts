import { expect, test } from "bun:test";
import { article, parse, pubmed } from "../../../testing/fixtures/pubmed-files";

pubmed.describe("parseEfetch facts from each real file", () => {
  test("15 clinical-trial exports (DTD 2012): the NSCLC phase II trial", () => {
    const file = "efetch-15-articles-clinical-trials-dtd2012.xml";
    const { articles } = parse(file);
    expect(articles).toHaveLength(15);
    expect(articles.filter((a) => a.doi)).toHaveLength(13);
    expect(articles.filter((a) => a.abstractSections.some((s) => s.label))).toHaveLength(7);
    expect(article(file, "23037488").abstract).toBe("");
    const nsclc = article(file, "22705118");
    expect(nsclc.title).toEndWith(
      "in elderly patients with advanced non-small-cell lung cancer: a randomized, phase-II study.",
    );
    expect(nsclc).toMatchObject({
      cancerType: "Lung Cancer",
      phase: "Phase 2",
      nctId: "NCT00881296",
      publicationDate: "2012 Sep",
    });
    expect(nsclc.doi).toBe("10.1016/j.lungcan.2012.05.106");
    expect(nsclc.authors).toHaveLength(13);
    expect(nsclc.authors[0]).toBe("Kusagaya H");
    expect(nsclc.abstractSections.map((s) => s.label)).toEqual(["INTRODUCTION", "METHODS", "RESULTS", "CONCLUSIONS"]);
    // DOI only in ArticleIdList; upper-case DTD-2012 values.
    expect(article(file, "22441635").doi).toBe("10.2332/allergolint.11-OA-0384");
    expect(article(file, "23117106")).toMatchObject({
      publicationTypes: ["JOURNAL ARTICLE"],
      language: "eng",
      publicationDate: "2012 Oct 29",
    });
    expect(article(file, "23064571").publicationDate).toBe("2012");
  });

  test("2 articles (DTD 2013): 33 authors; a 1976 record without DOI", () => {
    const file = "efetch-2-articles-dtd2013.xml";
    const genome = article(file, "17284678");
    expect(genome.authors).toHaveLength(33);
    expect(genome.authors[0]).toBe("Ling KH");
    expect(genome).toMatchObject({ doi: "10.1101/gr.5823007", publicationDate: "2007 Mar", sortDate: "2007-03-01" });
    const old = article(file, "9997");
    expect(old.doi).toBeUndefined();
    expect(old).toMatchObject({
      authors: ["Strekas TC"],
      publicationDate: "1976 Sep 28",
      year: 1976,
      sortDate: "1976-09-28",
    });
  });

  test("KIE record: Season date, no abstract", () => {
    const file = "efetch-2-articles-kie-owner-season.xml";
    expect(article(file, "12091962")).toMatchObject({
      publicationDate: "1990 Spring",
      year: 1990,
      sortDate: "1990-03-01",
      abstract: "",
      abstractSections: [],
      authors: ["Olivero JM"],
    });
    expect(article(file, "9997").doi).toBe("10.1016/0005-2795(76)90109-4");
  });

  test("records without abstract; numeric month", () => {
    const file = "efetch-2-articles-no-abstract.xml";
    for (const a of parse(file).articles) expect(a).toMatchObject({ abstract: "", abstractSections: [] });
    expect(article(file, "19911266")).toMatchObject({
      publicationDate: "2016 Jul",
      authors: ["Audrey Burnam M", "Hepner KA", "Miranda J"],
      publicationTypes: ["Introductory Journal Article"],
    });
  });

  test("numeric character references; CopyrightInformation is not abstract text", () => {
    const file = "efetch-2-articles-numeric-charrefs.xml";
    const cryo = article(file, "11748933");
    expect(cryo.abstract).toContain("(P < 0.001)");
    expect(cryo.abstract).not.toContain("Copyright");
    expect(cryo).toMatchObject({ doi: "10.1006/cryo.2001.2328", publicationDate: "2001 Jun", journal: "Cryobiology" });
    expect(article(file, "11700088").title).toBe("Proton MRI of (13)C distribution by J and chemical shift editing.");
  });

  test("mixed-case labels stay as written", () => {
    const file = "efetch-4-articles-mixedcase-labels.xml";
    const mixed = article(file, "29632442");
    expect(mixed.abstractSections.map((s) => s.label)).toEqual(["Introduction", "Methods", "Results", "Conclusion"]);
    expect(mixed.abstract).toStartWith("Introduction: The authors examined");
    expect(mixed.abstract.split("\n")[1]).toStartWith("Methods: ");
    expect(article(file, "28670216").abstractSections.map((s) => s.label)).toEqual([
      "OBJECTIVE",
      "METHODS",
      "RESULTS",
      "CONCLUSIONS",
    ]);
  });

  test("MedlineDate 1978; consortium as last author; investigators are not authors", () => {
    const file = "efetch-5-articles-medlinedate-1978-collectivename.xml";
    const old = article(file, "151222");
    expect(old).toMatchObject({ publicationDate: "1978 Jul-Sep", year: 1978, sortDate: "1978-07-01" });
    expect(old.doi).toBeUndefined();
    const gwas = article(file, "30158200");
    expect(gwas.authors).toHaveLength(10);
    expect(gwas.authors.at(-1)).toBe("GEFOS/GENOMOS consortium and the 23andMe research team");
    expect(gwas.publicationTypes).toContain("Meta-Analysis");
    expect(article(file, "35196497").publicationDate).toBe("2022 Feb 22");
    // A lone "ABSTRACT" label says nothing; the text reads as unlabelled.
    expect(article(file, "33278872").abstract).toStartWith("Strict physical distancing measures");
  });

  test("baseline excerpt: DeleteCitation, Season, 50 authors, Nordic names", () => {
    const file = "efetch-baseline-subset-deletecitation-4.xml";
    const { articles, deletedPmids } = parse(file);
    expect(articles).toHaveLength(4);
    expect(deletedPmids).toHaveLength(559);
    expect(deletedPmids.at(-1)).toBe("35533218");
    expect(article(file, "17212035")).toMatchObject({
      publicationDate: "2006 Spring",
      doi: "10.1007/s10739-004-2085-4",
    });
    const venus = article(file, "18046398");
    expect(venus.authors).toHaveLength(50);
    expect(venus.authors).toContain("Holmström M");
    expect(venus.authors.some((a) => a.startsWith("Riihelä "))).toBe(true);
    expect(article(file, "7308376").abstract).toBe("");
  });

  test("whole GeneReviews book", () => {
    const [book] = parse("efetch-book-genereviews-whole-book.xml").articles;
    expect(book).toMatchObject({
      pmid: "20301295",
      isBook: true,
      title: "GeneReviews™",
      journal: "University of Washington, Seattle",
      publicationDate: "1993",
      year: 1993,
    });
    expect(book!.doi).toBeUndefined();
    expect(book!.authors).toEqual(["Pagon RA", "Bird TD", "Dolan CR", "Stephens K", "Adam MP"]);
    expect(book!.abstract).toStartWith("GeneReviews are expert-authored, peer-reviewed disease descriptions");
    expect(book!.abstract).not.toContain("Copyright");
  });

  test("NEJM 2020: 19 authors ending with a team; the record's DOI, not a reference's", () => {
    const [nejm] = parse("efetch-collectivename-references.xml").articles;
    expect(nejm!.authors).toHaveLength(19);
    expect(nejm!.authors[0]).toBe("Zhu N");
    expect(nejm!.authors.at(-1)).toBe("China Novel Coronavirus Investigating and Research Team");
    expect(nejm).toMatchObject({
      doi: "10.1056/NEJMoa2001017",
      publicationDate: "2020 Feb 20",
      journal: "The New England journal of medicine",
    });
  });

  test("German editorial: translated title without brackets, no abstract", () => {
    const [editorial] = parse("efetch-editorial-vernaculartitle-no-abstract.xml").articles;
    expect(editorial).toMatchObject({
      title: "A Broader Scope - Bio-Psycho-Social Medicine In Global Focus.",
      language: "ger",
      abstract: "",
      publicationTypes: ["Editorial"],
      publicationDate: "2023 Dec",
    });
  });

  test("empty PubmedArticleSet", () => {
    expect(parse("efetch-empty-articleset-dtd2019.xml")).toEqual({ articles: [], deletedPmids: [] });
  });

  test("non-ASCII author names", () => {
    expect(parse("efetch-equalcontrib-orcid-nonascii.xml").articles[0]!.authors).toEqual([
      "Azimjonov J",
      "Özmen A",
      "Varan M",
    ]);
    const erratum = parse("efetch-published-erratum-nonascii.xml").articles[0]!;
    expect(erratum).toMatchObject({
      publicationTypes: ["Published Erratum"],
      abstract: "",
      publicationDate: "2024 Aug",
    });
    expect(erratum.authors.slice(0, 2)).toEqual(["Pascucci FA", "Ladelfa MF"]);
  });
});
