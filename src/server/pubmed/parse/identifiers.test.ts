import { describe, expect, test } from "bun:test";
import { cleanDoi, doiOf, nctIdOf } from "./identifiers";
import { parseXml, type XmlElement } from "./xml-parse";

const el = (xml: string) => parseXml(xml)[0] as XmlElement;
const kids = (xml: string) => el(xml).children.filter((n): n is XmlElement => typeof n === "object");

describe("DOI", () => {
  test("prefixes stripped; anything that is not a DOI refused", () => {
    expect(cleanDoi(" https://doi.org/10.1056/NEJMoa1715274 ")).toBe("10.1056/NEJMoa1715274");
    expect(cleanDoi("http://dx.doi.org/10.1000/x.y")).toBe("10.1000/x.y");
    expect(cleanDoi("doi: 10.1000/abc")).toBe("10.1000/abc");
    expect(cleanDoi("S0000-0000(24)00001-X")).toBeUndefined();
    expect(cleanDoi("")).toBeUndefined();
  });

  test("a valid ELocationID first, then the record's ArticleIdList", () => {
    const locations = kids(
      `<A><ELocationID EIdType="doi" ValidYN="N">10.1000/bad</ELocationID><ELocationID EIdType="pii">X</ELocationID></A>`,
    );
    const ids = el(
      `<ArticleIdList><ArticleId IdType="pubmed">1</ArticleId><ArticleId IdType="doi">10.1000/good</ArticleId></ArticleIdList>`,
    );
    expect(doiOf(locations, [ids])).toBe("10.1000/good");
    expect(doiOf(kids(`<A><ELocationID EIdType="doi" ValidYN="Y">10.1000/first</ELocationID></A>`), [ids])).toBe(
      "10.1000/first",
    );
    expect(doiOf([], [undefined])).toBeUndefined();
  });
});

describe("NCT id", () => {
  const banks = el(
    "<DataBankList><DataBank><DataBankName>ISRCTN</DataBankName><AccessionNumberList><AccessionNumber>ISRCTN1</AccessionNumber></AccessionNumberList></DataBank>" +
      "<DataBank><DataBankName>ClinicalTrials.gov</DataBankName><AccessionNumberList><AccessionNumber>NCT00881296</AccessionNumber></AccessionNumberList></DataBank></DataBankList>",
  );

  test("DataBankList before the text", () => {
    expect(nctIdOf(banks, ["Registered as NCT01234567."])).toBe("NCT00881296");
  });

  test("from the text: spaces and case tolerated, eight digits exactly", () => {
    expect(nctIdOf(undefined, ["(ClinicalTrials.gov number, nct 02149199)"])).toBe("NCT02149199");
    expect(nctIdOf(undefined, ["NCT123456789 and NCT1234567"])).toBeUndefined();
  });
});
