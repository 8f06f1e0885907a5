import { describe, expect, test } from "bun:test";
import { titleOf, unbracketTitle } from "./title";
import { parseXml, type XmlElement } from "./xml-parse";

const el = (xml: string) => parseXml(xml)[0] as XmlElement;

describe("titles", () => {
  test.each([
    ["[Invented treatment in the elderly].", "Invented treatment in the elderly."],
    ["[Is it worth it?].", "Is it worth it?"],
    ["[Nested [bracket] title]", "Nested [bracket] title"],
    ["[18F]FDG PET in lymphoma.", "[18F]FDG PET in lymphoma."],
    ["[Part one] and [part two].", "[Part one] and [part two]."],
    ["Plain title.", "Plain title."],
  ])("%s → %s", (raw, title) => {
    expect(unbracketTitle(raw)).toBe(title);
  });

  test("falls back to the vernacular title, the book title, then Untitled", () => {
    const vernacular = el("<VernacularTitle>Titre invent&#xe9;.</VernacularTitle>");
    expect(
      titleOf({ articleTitle: el("<ArticleTitle>[Not Available].</ArticleTitle>"), vernacularTitle: vernacular }),
    ).toBe("Titre inventé.");
    expect(
      titleOf({ articleTitle: el("<ArticleTitle/>"), bookTitle: el("<BookTitle>Invented Book</BookTitle>") }),
    ).toBe("Invented Book");
    expect(titleOf({ articleTitle: el("<ArticleTitle> </ArticleTitle>") })).toBe("Untitled");
    expect(titleOf({})).toBe("Untitled");
  });
});
