import { describe, expect, test } from "bun:test";
import { fromMedlineDate, monthName, publicationDateOf } from "./pub-date";
import { parseXml, type XmlElement } from "./xml-parse";

const el = (xml: string) => parseXml(xml)[0] as XmlElement;
const date = (pubDate: string, ...articleDates: string[]) => publicationDateOf(el(pubDate), articleDates.map(el));

describe("publication dates as PubMed cites them", () => {
  test("Year, Month (name or number), Day", () => {
    expect(date("<PubDate><Year>2019</Year><Month>Feb</Month><Day>05</Day></PubDate>")).toEqual({
      publicationDate: "2019 Feb 5",
      year: 2019,
      sortDate: "2019-02-05",
    });
    expect(date("<PubDate><Year>2016</Year><Month>07</Month></PubDate>")).toEqual({
      publicationDate: "2016 Jul",
      year: 2016,
      sortDate: "2016-07-01",
    });
    expect(date("<PubDate><Year>2024</Year><Month>September</Month></PubDate>").publicationDate).toBe("2024 Sep");
    expect(date("<PubDate><Year>2012</Year></PubDate>")).toEqual({
      publicationDate: "2012",
      year: 2012,
      sortDate: "2012-01-01",
    });
  });

  test("impossible days are dropped, not printed", () => {
    expect(date("<PubDate><Year>2019</Year><Month>Feb</Month><Day>45</Day></PubDate>").publicationDate).toBe(
      "2019 Feb",
    );
  });

  test("Season, also when written in Month", () => {
    expect(date("<PubDate><Year>2019</Year><Season>Spring</Season></PubDate>")).toEqual({
      publicationDate: "2019 Spring",
      year: 2019,
      sortDate: "2019-03-01",
    });
    expect(date("<PubDate><Year>2001</Year><Month>Winter</Month></PubDate>").publicationDate).toBe("2001 Winter");
  });

  test("ArticleDate only without an issue year; Electronic preferred", () => {
    const electronic =
      "<ArticleDate DateType='Electronic'><Year>2022</Year><Month>11</Month><Day>3</Day></ArticleDate>";
    const other = "<ArticleDate DateType='Other'><Year>2021</Year></ArticleDate>";
    expect(date("<PubDate/>", other, electronic).publicationDate).toBe("2022 Nov 3");
    expect(date("<PubDate><Year>2023</Year></PubDate>", electronic).publicationDate).toBe("2023");
    expect(date("<PubDate/>")).toEqual({ publicationDate: "", year: null, sortDate: "" });
  });
});

describe("fromMedlineDate", () => {
  test.each([
    ["1998 Dec-1999 Jan", "1998 Dec-1999 Jan", "1998-12-01"],
    ["2019 Feb - Apr", "2019 Feb-Apr", "2019-02-01"],
    ["1978 Jul-Sep", "1978 Jul-Sep", "1978-07-01"],
    ["2001 Nov 29-Dec 5", "2001 Nov 29-Dec 5", "2001-11-29"],
    ["1999 December-2000 January", "1999 Dec-2000 Jan", "1999-12-01"],
    ["2000 Spring-Summer", "2000 Spring-Summer", "2000-03-01"],
    ["Winter 1997", "1997 Winter", "1997-12-01"],
    ["1975-1976", "1975-1976", "1975-01-01"],
  ])("%s → %s", (raw, cited, sortDate) => {
    expect(fromMedlineDate(raw)).toEqual({ publicationDate: cited, year: Number(cited.slice(0, 4)), sortDate });
  });

  test("no year, no date", () => {
    expect(fromMedlineDate("Spring")).toBeUndefined();
  });
});

describe("monthName", () => {
  test("numbers, abbreviations and full names; nothing else", () => {
    expect(["1", "09", "12", "Jan", "sept", "June", "MAR."].map(monthName)).toEqual([
      "Jan",
      "Sep",
      "Dec",
      "Jan",
      "Sep",
      "Jun",
      "Mar",
    ]);
    expect(["0", "13", "Ma", "Marsh", "Mayday", ""].map(monthName)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
