import type { Notice } from "./trial";

/** Whether a paper carries a retraction notice: the one thing that must never be shown without its banner. */
export function isRetracted(notices: readonly Notice[] | undefined): boolean {
  return notices?.some((n) => n.type === "retraction") ?? false;
}

/** PubMed's page for a notice, when PubMed gave its id. */
export function noticeUrl(notice: Notice): string | undefined {
  return notice.pmid && /^\d{1,12}$/.test(notice.pmid) ? `https://pubmed.ncbi.nlm.nih.gov/${notice.pmid}/` : undefined;
}
