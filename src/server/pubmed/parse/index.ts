import { PubMedBadResponse } from "../errors";
import { parseBookArticle } from "./book-article";
import { assertEfetchDocument, errorMessage } from "./check-document";
import { parseJournalArticle } from "./journal-article";
import { dropLayoutWhitespace, pruneUnusedElements } from "./prune-xml";
import type { EfetchResult, ParsedArticle } from "./types";
import { MalformedXml, parseXml, type XmlElement } from "./xml-parse";
import { childrenNamed, plainText } from "./xml-tree";

export type { EfetchResult, ParsedArticle } from "./types";
export { cancerTypeFrom, type MeshTopic } from "./cancer-type";

function articleSet(xml: string): XmlElement {
  let nodes: ReturnType<typeof parseXml>;
  try {
    nodes = parseXml(dropLayoutWhitespace(pruneUnusedElements(xml)));
  } catch (error) {
    if (error instanceof MalformedXml) throw new PubMedBadResponse("an incomplete or malformed document");
    throw error;
  }
  const root = nodes.find((n): n is XmlElement => typeof n === "object");
  if (root?.name !== "PubmedArticleSet") throw new PubMedBadResponse("an answer that is not a PubMed article set");
  return root;
}

/**
 * Reads an efetch answer (db=pubmed, retmode=xml) or a baseline/update file. Throws PubMedBadResponse for an error
 * page, a cut-off or malformed document, or anything that is not a PubmedArticleSet; an empty set is fine.
 */
export function parseEfetch(xml: string): EfetchResult {
  assertEfetchDocument(xml);
  const articles: ParsedArticle[] = [];
  const deletedPmids: string[] = [];
  for (const record of articleSet(xml).children) {
    if (typeof record === "string") continue;
    if (record.name === "PubmedArticle") {
      const article = parseJournalArticle(record);
      if (article) articles.push(article);
    } else if (record.name === "PubmedBookArticle") {
      const article = parseBookArticle(record);
      if (article) articles.push(article);
    } else if (record.name === "ERROR") {
      throw new PubMedBadResponse(errorMessage(plainText(record)));
    } else if (record.name === "DeleteCitation") {
      for (const pmid of childrenNamed(record, "PMID")) {
        const id = plainText(pmid);
        if (id) deletedPmids.push(id);
      }
    }
  }
  return { articles, deletedPmids };
}
