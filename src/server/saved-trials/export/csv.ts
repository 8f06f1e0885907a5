import { pubmedUrl, type Citation } from "./citation";

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
];

/** Excel runs a cell that starts with =, +, -, @ (or a tab or CR) as a formula; a leading ' keeps it text. */
const defuse = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** RFC 4180: quote a field holding a comma, quote or line break, doubling its quotes. */
export const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** CSV for spreadsheets: a header row, CRLF line ends, and a UTF-8 BOM so Excel reads accents. */
export function toCsv(citations: Citation[]): string {
  const rows = [
    COLUMNS.map(([name]) => name),
    ...citations.map((c) => COLUMNS.map(([, get]) => defuse(get(c) ?? ""))),
  ];
  return `\uFEFF${rows.map((row) => row.map(csvField).join(",")).join("\r\n")}\r\n`;
}
