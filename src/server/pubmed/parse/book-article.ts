import { abstractOf } from "./abstract";
import { authorsOf } from "./authors";
import { doiOf } from "./identifiers";
import { publicationDateOf } from "./pub-date";
import { readableText } from "./readable-text";
import { buildArticle, firstText, meshHeadingsOf, textsOf } from "./record-fields";
import { titleOf } from "./title";
import type { ParsedArticle } from "./types";
import { attr, child, childrenNamed, plainText, type XmlElement } from "./xml-tree";

function bookAuthors(doc: XmlElement | undefined, book: XmlElement | undefined): string[] {
  const lists = [...childrenNamed(doc, "AuthorList"), ...childrenNamed(book, "AuthorList")];
  // Chapter authors, then book authors; a whole book edited by a team falls back to its editors.
  const ordered = [...lists.filter((l) => (attr(l, "Type") ?? "authors") === "authors"), ...lists];
  for (const list of ordered) {
    const names = authorsOf(list);
    if (names.length > 0) return names;
  }
  return [];
}

/** A PubmedBookArticle (a book or a chapter); undefined when it has no PMID. */
export function parseBookArticle(record: XmlElement): ParsedArticle | undefined {
  const doc = child(record, "BookDocument");
  const pmid = plainText(child(doc, "PMID"));
  if (!pmid) return undefined;
  const book = child(doc, "Book");
  const bookTitle = child(book, "BookTitle");
  const isChapter = readableText(child(doc, "ArticleTitle")) !== "";
  const publisher = child(child(book, "Publisher"), "PublisherName");
  return buildArticle({
    pmid,
    title: titleOf({
      articleTitle: child(doc, "ArticleTitle"),
      vernacularTitle: child(doc, "VernacularTitle"),
      bookTitle,
    }),
    abstract: abstractOf(child(doc, "Abstract"), childrenNamed(doc, "OtherAbstract")),
    authors: bookAuthors(doc, book),
    // A chapter's container is its book; a whole book is best placed by its publisher.
    journal: isChapter ? firstText(bookTitle, publisher) : firstText(publisher, bookTitle),
    date: publicationDateOf(child(book, "PubDate")),
    doi: doiOf(childrenNamed(doc, "ELocationID"), [
      child(doc, "ArticleIdList"),
      child(child(record, "PubmedBookData"), "ArticleIdList"),
    ]),
    publicationTypes: textsOf([
      ...childrenNamed(doc, "PublicationType"),
      ...childrenNamed(child(doc, "PublicationTypeList"), "PublicationType"),
    ]),
    mesh: meshHeadingsOf(child(record, "MeshHeadingList") ?? child(doc, "MeshHeadingList")),
    dataBankList: child(doc, "DataBankList"),
    commentsCorrections: child(doc, "CommentsCorrectionsList"),
    language: plainText(child(doc, "Language")).toLowerCase(),
    isBook: true,
  });
}
