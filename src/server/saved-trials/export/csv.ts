import { pubmedUrl, type Citation } from "./citation";
import { factFields } from "./fact-fields";
import { noticeText } from "./notice-text";

const COLUMNS: [string, (c: Citation) => string | null | undefined][] = [
  ["PMID", (c) => c.pmid],
  ["Title", (c) => c.title],
  ["Authors", (c) => c.authors.join("; ")],
  ["Journal", (c) => c.journal],
  ["Publication date", (c) => c.publicationDate],
  ["Cancer type", (c) => c.cancerType],
  ["DOI", (c) => c.doi],
  ["PubMed URL", (c) => pubmedUrl(c.pmid)],
  ["Abstract", (c) => c.abstract],
  ["Clinician summary", (c) => c.clinicianSummary],
  ["Patient summary", (c) => c.patientSummary],
  ["Design", (c) => factFields(c.facts).design],
  ["Participants randomised", (c) => factFields(c.facts).participants],
  ["Arms", (c) => factFields(c.facts).arms],
  ["Primary endpoint", (c) => factFields(c.facts).primaryEndpoint],
  ["Primary result", (c) => factFields(c.facts).primaryResult],
  ["Retraction and corrections", (c) => noticeText(c.notices)],
];

/**
 * Spreadsheets run a cell that starts with =, +, -, @ (or a tab or CR) as a formula; a ' before it keeps it text.
 * A spreadsheet that splits on ";" or tab (many European locales) starts a new cell after each of those, so a
 * formula character there is defused too.
 */
const defuse = (value: string) => value.replace(/(^|[;\t\r\n])([ \t]?)([=+\-@\t\r])/g, "$1$2'$3");

/** RFC 4180, every field quoted (a reader set to another separator still keeps each field whole). */
export const csvField = (value: string) => `"${value.replace(/"/g, '""')}"`;

/** CSV for spreadsheets: a header row, CRLF line ends, and a UTF-8 BOM so Excel reads accents. */
export function toCsv(citations: Citation[]): string {
  const rows = [COLUMNS.map(([name]) => name), ...citations.map((c) => COLUMNS.map(([, get]) => defuse(get(c) ?? "")))];
  return `\uFEFF${rows.map((row) => row.map(csvField).join(",")).join("\r\n")}\r\n`;
}
