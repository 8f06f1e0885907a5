import { isRetracted, noticeUrl } from "../../shared/notices";
import type { Notice } from "../../shared/trial";
import { ExternalIcon } from "./icons";

type NoticeType = Notice["type"];

interface Kind {
  label: string;
  text: string;
  /** Words for the link to the notice on PubMed. */
  linkText: string;
  loud: boolean;
}

const KINDS: Record<NoticeType, Kind> = {
  retraction: {
    label: "Retracted",
    text: "This paper was retracted: its results should not be relied on.",
    linkText: "Read the retraction notice on PubMed",
    loud: true,
  },
  "expression-of-concern": {
    label: "Expression of concern",
    text: "The journal has raised concerns about this paper.",
    linkText: "Read the expression of concern on PubMed",
    loud: false,
  },
  erratum: {
    label: "Corrected",
    text: "A correction to this paper was published.",
    linkText: "Read the correction on PubMed",
    loud: false,
  },
  update: {
    label: "Updated",
    text: "An update to this paper was published.",
    linkText: "Read the update on PubMed",
    loud: false,
  },
  "retraction-of": {
    label: "Retraction notice",
    text: "This record retracts another paper.",
    linkText: "Open the retracted paper on PubMed",
    loud: false,
  },
  "erratum-for": {
    label: "Correction notice",
    text: "This record corrects another paper.",
    linkText: "Open the corrected paper on PubMed",
    loud: false,
  },
};
const ORDER: NoticeType[] = [
  "retraction",
  "expression-of-concern",
  "erratum",
  "update",
  "retraction-of",
  "erratum-for",
];

/** Notices of one type, deduplicated, in PubMed's order. */
function byType(notices: readonly Notice[]): [NoticeType, Notice[]][] {
  const seen = new Set<string>();
  const groups = new Map<NoticeType, Notice[]>();
  for (const n of notices) {
    const key = `${n.type} ${n.pmid ?? ""} ${n.source}`;
    if (seen.has(key)) continue;
    seen.add(key);
    groups.set(n.type, [...(groups.get(n.type) ?? []), n]);
  }
  return ORDER.flatMap((type) => (groups.has(type) ? [[type, groups.get(type)!] as [NoticeType, Notice[]]] : []));
}

function NoticeLink({ notice, kind }: { notice: Notice; kind: Kind }) {
  const url = noticeUrl(notice);
  if (!url) return <span className="break-words">{notice.source}</span>;
  return (
    <a
      className="link inline-flex flex-wrap items-center gap-1 break-words"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      title={notice.source}
    >
      {kind.linkText} (PMID {notice.pmid}) <ExternalIcon width={12} height={12} />
    </a>
  );
}

/**
 * What PubMed says happened to a paper since: a red "Retracted" banner, quieter corrections and concerns.
 * Not an alert: in a list of results that would interrupt a screen reader for every card; each is a labelled note.
 */
export function NoticeBanners({
  notices,
  className = "",
}: {
  notices: readonly Notice[] | undefined;
  className?: string;
}) {
  if (!notices?.length) return null;
  return (
    <div className={`flex flex-col gap-2 ${className}`}>
      {byType(notices).map(([type, list]) => {
        const kind = KINDS[type];
        const tone = kind.loud ? "border-2 border-danger bg-surface" : "border border-warning-border bg-warning-bg";
        return (
          <div
            key={type}
            role="note"
            aria-label={kind.label}
            data-notice={type}
            className={`rounded-md px-3 py-2 text-sm text-fg ${tone}`}
          >
            <p>
              <strong className={kind.loud ? "font-bold uppercase tracking-wide text-danger" : "font-semibold"}>
                {kind.label}
              </strong>
              {" · "}
              {kind.text}
            </p>
            <ul className="mt-1 space-y-0.5">
              {list.map((n) => (
                <li key={`${n.pmid ?? ""} ${n.source}`}>
                  <NoticeLink notice={n} kind={kind} />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

export const RETRACTED_SUMMARY_LABEL = "This paper was retracted; its summaries describe a withdrawn paper.";

/** Said above the summaries of a retracted paper, so no summary of it reads as current. */
export function RetractedSummaryLabel({ notices }: { notices: readonly Notice[] | undefined }) {
  if (!isRetracted(notices)) return null;
  return (
    <p className="mt-4 rounded-md border-l-4 border-danger bg-surface-muted px-3 py-2 text-sm font-semibold text-fg">
      {RETRACTED_SUMMARY_LABEL}
    </p>
  );
}

/** The notices of one paper from two answers (the search result and the summary), each once. */
export function mergeNotices(...lists: (readonly Notice[] | undefined)[]): Notice[] {
  return lists.flatMap((l) => l ?? []);
}
