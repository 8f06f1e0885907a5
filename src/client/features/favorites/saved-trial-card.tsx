import type { SavedTrial } from "../../../shared/api/saved-trials";
import { ExternalIcon, TrashIcon } from "../../components/icons";
import { NoticeBanners, RetractedSummaryLabel } from "../../components/notice-banner";
import { SummaryTabs } from "../../components/summary-tabs";
import { CancerTypeBadge, doiUrl } from "../../components/trial-meta";

export function SavedTrialCard({ trial, onRemove }: { trial: SavedTrial; onRemove: (pmid: string) => void }) {
  const titleId = `saved-${trial.pmid}-title`;
  const hasSummary = !!trial.clinicianSummary || !!trial.patientSummary;
  return (
    <article className="card p-6" aria-labelledby={titleId}>
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id={titleId} className="text-lg font-semibold leading-snug">
            {trial.title}
          </h2>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
            <CancerTypeBadge cancerType={trial.cancerType} />
            <span>{trial.publicationDate}</span>
          </div>
        </div>
        <button
          type="button"
          className="icon-btn text-danger"
          aria-label={`Remove "${trial.title}" from favorites`}
          title="Remove from favorites"
          onClick={() => onRemove(trial.pmid)}
        >
          <TrashIcon />
        </button>
      </div>
      <NoticeBanners notices={trial.notices} className="mt-3" />
      <p className="mt-3 line-clamp-3 text-sm text-muted">{trial.abstract || "No abstract was published for this trial."}</p>
      <p className="mt-3 text-sm">{trial.authors.join(", ")}</p>
      <p className="mt-1 text-sm italic text-muted">{trial.journal}</p>
      {trial.doi && (
        <a href={doiUrl(trial.doi)} target="_blank" rel="noopener noreferrer" className="btn btn-outline btn-sm mt-4">
          View Paper <ExternalIcon width={14} height={14} />
        </a>
      )}
      {hasSummary && <RetractedSummaryLabel notices={trial.notices} />}
      {hasSummary && (
        <SummaryTabs
          clinicianSummary={trial.clinicianSummary}
          patientSummary={trial.patientSummary}
          headingLevel={3}
          facts={trial.facts}
          sentences={trial.sentences}
          sourceText={trial.sourceText}
        />
      )}
    </article>
  );
}
