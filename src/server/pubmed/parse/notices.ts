import type { Notice } from "../../../shared/trial";
import { attr, child, childrenNamed, plainText, type XmlElement } from "./xml-tree";

/** PubMed's CommentsCorrections RefTypes that are notices about the paper; every other RefType (Cites...) is not. */
export const NOTICE_REF_TYPES: Record<string, Notice["type"]> = {
  RetractionIn: "retraction",
  ErratumIn: "erratum",
  ExpressionOfConcernIn: "expression-of-concern",
  UpdateIn: "update",
  RetractionOf: "retraction-of",
  ErratumFor: "erratum-for",
};

export const RETRACTED_PUBLICATION = "Retracted Publication";
/** The source shown when PubMed tags the paper as retracted but links no notice. */
export const RETRACTED_TAG_SOURCE = "PubMed marks this paper as retracted";

const PMID = /^\d{1,12}$/;

/** The notices PubMed links to a record, in its order, each once; a "Retracted Publication" tag alone is a retraction. */
export function noticesOf(commentsCorrections: XmlElement | undefined, publicationTypes: string[]): Notice[] {
  const notices: Notice[] = [];
  const seen = new Set<string>();
  for (const link of childrenNamed(commentsCorrections, "CommentsCorrections")) {
    const type = NOTICE_REF_TYPES[attr(link, "RefType") ?? ""];
    if (!type) continue;
    const source = plainText(child(link, "RefSource"));
    const pmid = plainText(child(link, "PMID"));
    const key = `${type} ${pmid} ${source}`;
    if ((!source && !pmid) || seen.has(key)) continue;
    seen.add(key);
    notices.push({ type, ...(PMID.test(pmid) ? { pmid } : {}), source: source || `PubMed ${pmid}` });
  }
  const tagged = publicationTypes.some((t) => t.trim().toLowerCase() === RETRACTED_PUBLICATION.toLowerCase());
  if (tagged && !notices.some((n) => n.type === "retraction"))
    notices.unshift({ type: "retraction", source: RETRACTED_TAG_SOURCE });
  return notices;
}

/** `{ notices }` when the record has any, so records without them stay as they were. */
export function noticesField(
  commentsCorrections: XmlElement | undefined,
  publicationTypes: string[],
): { notices?: Notice[] } {
  const notices = noticesOf(commentsCorrections, publicationTypes);
  return notices.length ? { notices } : {};
}
