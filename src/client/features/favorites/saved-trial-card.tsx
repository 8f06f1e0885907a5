import type { SavedTrial } from "../../../shared/api/saved-trials";
import { TrashIcon } from "../../components/icons";
import { NoticeBanners, RetractedSummaryLabel } from "../../components/notice-banner";
import { SummaryTabs } from "../../components/summary-tabs";
import { abstractOrNote, CancerTypeAndDate, PaperLink } from "../../components/trial-meta";

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
          <CancerTypeAndDate trial={trial} />
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
      <p className="mt-3 line-clamp-3 text-sm text-muted">{abstractOrNote(trial.abstract)}</p>
      <p className="mt-3 text-sm">{trial.authors.join(", ")}</p>
      <p className="mt-1 text-sm italic text-muted">{trial.journal}</p>
      <PaperLink doi={trial.doi} label="View Paper" className="mt-4" />
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
