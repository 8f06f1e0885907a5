/**
 * Turns the shared real cancer-RCT abstracts (../shared/fixtures/rct, read at run time, never copied here)
 * into efetch-shaped records, so the demo and end-to-end runs search realistic trials without internet.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { sharedFixturesDir } from "./fixtures/shared-fixtures";

export const RCT_FIXTURE = join(sharedFixturesDir("rct"), "cancer-rct.jsonl");

interface RctRecord {
  pmid: string;
  title: string;
  sections: { label: string; originalLabel: string; text: string }[];
  authors: string[];
  journal: string;
  publicationDate: string;
  doi: string | null;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function pubDate(iso: string): string {
  const [y, m, d] = iso.split("-");
  return `<Year>${y}</Year>${m ? `<Month>${MONTHS[Number(m) - 1]}</Month>` : ""}${d ? `<Day>${d}</Day>` : ""}`;
}

function author(name: string): string {
  const cut = name.lastIndexOf(" ");
  const [last, initials] = cut > 0 ? [name.slice(0, cut), name.slice(cut + 1)] : [name, ""];
  return `<Author ValidYN="Y"><LastName>${esc(last)}</LastName><Initials>${esc(initials)}</Initials></Author>`;
}

export function rctToEfetchRecord(r: RctRecord): string {
  const abstract = r.sections
    .map((s) =>
      s.label === "UNLABELLED"
        ? `<AbstractText>${esc(s.text)}</AbstractText>`
        : `<AbstractText Label="${esc(s.label)}">${esc(s.text)}</AbstractText>`,
    )
    .join("");
  return (
    `<PubmedArticle><MedlineCitation Status="PubMed-not-MEDLINE" Owner="NLM"><PMID Version="1">${r.pmid}</PMID>` +
    `<Article PubModel="Electronic"><Journal><JournalIssue CitedMedium="Internet"><PubDate>${pubDate(r.publicationDate)}</PubDate></JournalIssue>` +
    `<Title>${esc(r.journal)}</Title></Journal><ArticleTitle>${esc(r.title)}</ArticleTitle>` +
    (r.doi ? `<ELocationID EIdType="doi" ValidYN="Y">${esc(r.doi)}</ELocationID>` : "") +
    `<Abstract>${abstract}</Abstract><AuthorList CompleteYN="Y">${r.authors.map(author).join("")}</AuthorList><Language>eng</Language>` +
    `<PublicationTypeList><PublicationType UI="D016428">Journal Article</PublicationType><PublicationType UI="D016449">Randomized Controlled Trial</PublicationType></PublicationTypeList>` +
    `</Article></MedlineCitation><PubmedData><PublicationStatus>epublish</PublicationStatus><ArticleIdList><ArticleId IdType="pubmed">${r.pmid}</ArticleId></ArticleIdList></PubmedData></PubmedArticle>`
  );
}

/** The shared RCT abstracts as efetch records; empty when ../shared is not beside the checkout. */
export function loadRctRecords(path = RCT_FIXTURE): string[] {
  if (!existsSync(path)) return [];
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => rctToEfetchRecord(JSON.parse(line) as RctRecord));
}
