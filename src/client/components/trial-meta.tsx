import { ExternalIcon } from "./icons";

/** First author plus " +N" when there are more (docs/product.md#summary-panel). */
export function authorLine(authors: string[]): string {
  if (authors.length === 0) return "Authors not listed";
  return authors.length > 1 ? `${authors[0]} +${authors.length - 1}` : authors[0]!;
}

const doiUrl = (doi: string) => `https://doi.org/${doi}`;

export const abstractOrNote = (abstract: string | undefined) => abstract || "No abstract was published for this trial.";

export function CancerTypeBadge({ cancerType }: { cancerType?: string | null }) {
  if (!cancerType) return null;
  return <span className="badge badge-accent shrink-0">{cancerType}</span>;
}

/** The line under a trial's title in the summary panel and on a saved trial. */
export function CancerTypeAndDate({ trial }: { trial: { cancerType?: string | null; publicationDate: string } }) {
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
      <CancerTypeBadge cancerType={trial.cancerType} />
      <span>{trial.publicationDate}</span>
    </div>
  );
}

/** The paper at its DOI, in a new tab; nothing when the record has no DOI. */
export function PaperLink({ doi, label, className = "" }: { doi?: string | null; label: string; className?: string }) {
  if (!doi) return null;
  return (
    <a
      href={doiUrl(doi)}
      target="_blank"
      rel="noopener noreferrer"
      className={`btn btn-outline btn-sm ${className}`.trim()}
    >
      {label} <ExternalIcon width={14} height={14} />
    </a>
  );
}
