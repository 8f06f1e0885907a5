import { pubmedUrl, yearOf, type Citation } from "./citation";
import { factFields } from "./fact-fields";
import { noticeText } from "./notice-text";

/** RIS keeps one field per line: line breaks inside a value would start a bogus tag. */
const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

const line = (tag: string, value: string | null | undefined) => {
  const text = value == null ? "" : oneLine(value);
  return text === "" ? [] : [`${tag}  - ${text}`];
};

function risRecord(c: Citation): string[] {
  const facts = c.facts ? factFields(c.facts) : undefined;
  return [
    "TY  - JOUR",
    ...line("TI", c.title),
    ...line("N1", noticeText(c.notices)),
    ...c.authors.flatMap((author) => line("AU", author)),
    ...line("JO", c.journal),
    ...line("PY", yearOf(c.publicationDate)),
    ...line("DA", c.publicationDate),
    ...line("DO", c.doi),
    ...line("AB", c.abstract),
    ...line("KW", c.cancerType),
    ...line("N1", c.clinicianSummary && `Clinician summary: ${c.clinicianSummary}`),
    ...line("N1", c.patientSummary && `Patient summary: ${c.patientSummary}`),
    ...line("N1", facts && `Design: ${facts.design}`),
    ...line("N1", facts?.participants && `Participants randomised: ${facts.participants}`),
    ...line("N1", facts?.arms && `Arms: ${facts.arms}`),
    ...line("N1", facts?.primaryEndpoint && `Primary endpoint: ${facts.primaryEndpoint}`),
    ...line("N1", facts && `Primary result: ${facts.primaryResult}`),
    ...line("ID", c.pmid),
    ...line("AN", `PMID:${c.pmid}`),
    ...line("UR", pubmedUrl(c.pmid)),
    "ER  - ",
  ];
}

/** RIS (Zotero, EndNote, Mendeley): `TAG  - value` lines, CRLF, one TY...ER block per trial. */
export function toRis(citations: Citation[]): string {
  return citations.map((c) => [...risRecord(c), ""].join("\r\n")).join("\r\n");
}
