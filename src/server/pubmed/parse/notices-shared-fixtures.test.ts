import { expect, test } from "bun:test";
import { article, files, parse, pubmed } from "../../../testing/fixtures/pubmed-files";

// Facts read off the real records in ../shared/fixtures/pubmed (see SOURCES.md there); skipped when it is absent.
pubmed.describe("notices on real PubMed records", () => {
  test("a Retracted Publication with a RetractionIn link: one retraction with the notice's PMID, none of its 10 Cites", () => {
    expect(article("efetch-retracted-publication-retractionin-dtd2011.xml", "993").notices).toEqual([
      { type: "retraction", pmid: "195582", source: "Rowe CE. Biochem J. 1977 Apr 15;164(1):287-8" },
    ]);
  });

  test("an ErratumIn with its PMID and a citation ending in a doi", () => {
    expect(article("efetch-erratumin-with-pmid-copyright-dtd2025.xml", "35649368").notices).toEqual([
      {
        type: "erratum",
        pmid: "35767954",
        source: "Cell Rep. 2022 Jun 28;39(13):111044. doi: 10.1016/j.celrep.2022.111044.",
      },
    ]);
  });

  test("an ErratumIn on a record with 71 references: the correction only", () => {
    expect(article("efetch-erratumin-71-references-dtd2025.xml", "38147649").notices).toEqual([
      {
        type: "erratum",
        pmid: "39705317",
        source: "Proc Natl Acad Sci U S A. 2025 Jan 7;122(1):e2424381121. doi: 10.1073/pnas.2424381121.",
      },
    ]);
  });

  test("a published erratum points to the paper it corrects", () => {
    expect(article("efetch-published-erratum-nonascii.xml", "38833988").notices).toEqual([
      {
        type: "erratum-for",
        pmid: "33279609",
        source: "Biochim Biophys Acta Mol Cell Res. 2021 Mar;1868(3):118918. doi: 10.1016/j.bbamcr.2020.118918.",
      },
    ]);
  });

  test("across every file, the 6 notice links (of 225 CommentsCorrections, 202 of them Cites) and nothing else", () => {
    const all = files
      .flatMap((f) => parse(f).articles)
      .flatMap((a) => (a.notices ?? []).map((n) => `${a.pmid} ${n.type} ${n.pmid}`));
    expect(all.sort()).toEqual([
      "17212035 erratum 35486258",
      "18046398 erratum 35534627",
      "35649368 erratum 35767954",
      "38147649 erratum 39705317",
      "38833988 erratum-for 33279609",
      "993 retraction 195582",
    ]);
  });
});
