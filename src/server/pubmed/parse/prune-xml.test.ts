import { describe, expect, test } from "bun:test";
import { dropLayoutWhitespace, pruneUnusedElements } from "./prune-xml";
import { MalformedXml } from "./xml-parse";

describe("pruneUnusedElements", () => {
  test("cuts unused elements, nested reference lists included, and nothing else", () => {
    const xml =
      "<R><ArticleTitle>Kept</ArticleTitle><AffiliationInfo><Affiliation>Gone</Affiliation></AffiliationInfo>" +
      "<ReferenceList><Reference/><ReferenceList><Reference/></ReferenceList></ReferenceList><ReferenceListing>kept</ReferenceListing>" +
      "<History/><Abstract>Kept too</Abstract></R>";
    expect(pruneUnusedElements(xml)).toBe(
      "<R><ArticleTitle>Kept</ArticleTitle><ReferenceListing>kept</ReferenceListing><Abstract>Kept too</Abstract></R>",
    );
  });

  test("an unused element that never closes is malformed", () => {
    expect(() => pruneUnusedElements("<R><ReferenceList><Reference/></R>")).toThrow(MalformedXml);
  });
});

describe("dropLayoutWhitespace", () => {
  test("drops indentation after PubMed's own tags, keeps it beside inline markup and in text", () => {
    const xml =
      "<Abstract>\n    <AbstractText>Use of\n<i>E. coli</i>\n<i>K12</i> strains\n</AbstractText>\n  </Abstract>";
    expect(dropLayoutWhitespace(xml)).toBe(
      "<Abstract><AbstractText>Use of\n<i>E. coli</i>\n<i>K12</i> strains\n</AbstractText></Abstract>",
    );
  });

  test("spaces without a line break are never layout", () => {
    expect(dropLayoutWhitespace("<ArticleTitle>A</ArticleTitle> <X>b</X>")).toBe(
      "<ArticleTitle>A</ArticleTitle> <X>b</X>",
    );
  });
});
