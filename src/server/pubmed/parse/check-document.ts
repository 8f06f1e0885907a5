import { PubMedBadResponse } from "../errors";
import { decodeEntities } from "./entities";

const PROLOG = /(?:\s+|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^[>]*(?:\[[\s\S]*?\])?\s*>)*/y;
const ROOT = /<([A-Za-z_][\w:.-]*)(\s*\/>)?/y;
const CLOSING_ROOT = "</PubmedArticleSet>";
const RECORD_TAG = /<(\/?)(?:PubmedArticle|PubmedBookArticle|DeleteCitation)[\s>]/g;

/** The message for an `<ERROR>` answer, in NCBI's words when it gives some. */
export function errorMessage(detail: string): string {
  const text = decodeEntities(detail).replace(/\s+/g, " ").trim().slice(0, 200);
  return `PubMed reported an error${text ? `: ${text}` : ""}`;
}

/** The text of the first closed <ERROR>, as /<ERROR>([\s\S]*?)<\/ERROR>/ finds it without rescanning from every open tag. */
function errorText(xml: string): string {
  const open = xml.indexOf("<ERROR>");
  const close = open < 0 ? -1 : xml.indexOf("</ERROR>", open + 7);
  return close < 0 ? "" : xml.slice(open + 7, close);
}

/** Every record that opens also closes, in order: fast-xml-parser itself accepts a closing tag that does not match. */
function recordsAreWhole(xml: string): boolean {
  let open = false;
  RECORD_TAG.lastIndex = 0;
  for (let m = RECORD_TAG.exec(xml); m; m = RECORD_TAG.exec(xml)) {
    const closing = m[1] === "/";
    if (closing !== open) return false;
    open = !closing;
  }
  return !open;
}

function endWithoutSpace(xml: string): number {
  let end = xml.length;
  while (end > 0 && xml.charCodeAt(end - 1) <= 32) end--;
  return end;
}

/**
 * Throws PubMedBadResponse for an empty answer, an error page (or an <ERROR> inside the set), anything but a PubmedArticleSet, or a document that is
 * not whole: no closing root tag (a cut-off answer) or a record left open. fast-xml-parser returns a partial tree for
 * such documents without complaint, so this runs before it.
 */
export function assertEfetchDocument(xml: string): void {
  const start = xml.charCodeAt(0) === 0xfeff ? 1 : 0;
  const end = endWithoutSpace(xml);
  if (end <= start) throw new PubMedBadResponse("an empty answer");
  PROLOG.lastIndex = start;
  PROLOG.exec(xml);
  ROOT.lastIndex = PROLOG.lastIndex;
  const root = ROOT.exec(xml);
  const name = root?.[1];
  if (name === "ERROR" || name === "eFetchResult") {
    throw new PubMedBadResponse(errorMessage(errorText(xml)));
  }
  if (name !== "PubmedArticleSet") throw new PubMedBadResponse("an answer that is not a PubMed article set");
  if (root![2] && ROOT.lastIndex === end) return;
  if (!xml.endsWith(CLOSING_ROOT, end)) throw new PubMedBadResponse("an incomplete, cut-off document");
  if (!recordsAreWhole(xml)) throw new PubMedBadResponse("an incomplete or malformed document");
  // NCBI can put its <ERROR> inside an otherwise whole set; such an answer is a failure, worth asking again.
  if (xml.includes("<ERROR>")) throw new PubMedBadResponse(errorMessage(errorText(xml)));
}
