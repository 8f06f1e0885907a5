import { abstractOf } from "./abstract";
import { authorsOf } from "./authors";
import { doiOf } from "./identifiers";
import { publicationDateOf } from "./pub-date";
import { buildArticle, firstText, meshHeadingsOf, textsOf } from "./record-fields";
import { titleOf } from "./title";
import type { ParsedArticle } from "./types";
import { child, childrenNamed, path, plainText, type XmlElement } from "./xml-tree";

/** A PubmedArticle record; undefined when it has no PMID to key it by. */
export function parseJournalArticle(record: XmlElement): ParsedArticle | undefined {
  const citation = child(record, "MedlineCitation");
  const pmid = plainText(child(citation, "PMID"));
  if (!pmid) return undefined;
  const article = child(citation, "Article");
  const journal = child(article, "Journal");
  return buildArticle({
    pmid,
    title: titleOf({
      articleTitle: child(article, "ArticleTitle"),
      vernacularTitle: child(article, "VernacularTitle"),
    }),
    abstract: abstractOf(child(article, "Abstract"), childrenNamed(citation, "OtherAbstract")),
    authors: authorsOf(child(article, "AuthorList")),
    journal: firstText(
      child(journal, "Title"),
      child(journal, "ISOAbbreviation"),
      path(citation, "MedlineJournalInfo", "MedlineTA"),
    ),
    date: publicationDateOf(path(journal, "JournalIssue", "PubDate"), childrenNamed(article, "ArticleDate")),
    // Only the record's own ids: references carry ArticleIdLists of their own (and are pruned before parsing anyway).
    doi: doiOf(childrenNamed(article, "ELocationID"), [path(record, "PubmedData", "ArticleIdList")]),
    publicationTypes: textsOf(childrenNamed(child(article, "PublicationTypeList"), "PublicationType")),
    mesh: meshHeadingsOf(child(citation, "MeshHeadingList")),
    dataBankList: child(article, "DataBankList"),
    commentsCorrections: child(citation, "CommentsCorrectionsList"),
    language: plainText(child(article, "Language")).toLowerCase(),
    isBook: false,
  });
}
