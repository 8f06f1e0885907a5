import type { Notice } from "../../../shared/trial";

const WORDS: Record<Notice["type"], string> = {
  retraction: "RETRACTED",
  erratum: "Corrected",
  "expression-of-concern": "Expression of concern",
  update: "Updated",
  "retraction-of": "Retraction notice",
  "erratum-for": "Correction notice",
};

/** What PubMed links to the paper, in one line a reference manager or spreadsheet keeps: "RETRACTED (Lancet. 2020...)". */
export function noticeText(notices: readonly Notice[] | undefined): string {
  return (notices ?? []).map((n) => `${WORDS[n.type]} (${n.source}${n.pmid ? `, PMID ${n.pmid}` : ""})`).join("; ");
}
