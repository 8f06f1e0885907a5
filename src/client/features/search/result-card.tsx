import type { Trial } from "../../../shared/trial";
import { HeartIcon } from "../../components/icons";
import { NoticeBanners } from "../../components/notice-banner";
import { WithTooltip } from "../../components/tooltip";
import { abstractOrNote, authorLine, CancerTypeBadge, PaperLink } from "../../components/trial-meta";
import type { RegistryEntry } from "../../../shared/api/registry";
import { RegistryBadge } from "./registry-badge";

interface Props {
  trial: Trial;
  selected: boolean;
  onSelect: (trial: Trial) => void;
  /** Present only when signed in. */
  save?: { saved: boolean; onToggle: (trial: Trial) => void };
  /** ClinicalTrials.gov's answer for the trial's NCT id, once loaded. */
  registry?: RegistryEntry;
}

export function ResultCard({ trial, selected, onSelect, save, registry }: Props) {
  const titleId = `trial-${trial.pmid}-title`;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the card's click is a larger target for the mouse; keyboard and screen-reader users have the "View AI Summary" button, which does the same.
    <article
      aria-labelledby={titleId}
      aria-current={selected ? "true" : undefined}
      onClick={() => onSelect(trial)}
      className={`card cursor-pointer p-5 transition-shadow hover:shadow-md ${selected ? "ring-2 ring-primary" : ""}`}
    >
      <div className="flex flex-col items-start gap-2 sm:flex-row sm:justify-between sm:gap-3">
        <h3 id={titleId} className="text-base font-semibold leading-snug">
          {trial.title}
        </h3>
        <CancerTypeBadge cancerType={trial.cancerType} />
      </div>
      {trial.notices?.length ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: only stops a click on the banner's link from also selecting the card.
        // biome-ignore lint/a11y/useKeyWithClickEvents: as above; the keyboard never reaches the card's click.
        <div className="mt-3" onClick={(e) => e.stopPropagation()}>
          <NoticeBanners notices={trial.notices} />
        </div>
      ) : null}
      <p className="mt-2 line-clamp-2 text-sm text-muted">{abstractOrNote(trial.abstract)}</p>
      <p className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted">
        <span>{trial.publicationDate}</span>
        <span>{authorLine(trial.authors)}</span>
        <span className="italic">{trial.journal}</span>
      </p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only stops the buttons' clicks from also selecting the card. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above; the keyboard never reaches the card's click. */}
      <div className="mt-4 flex flex-wrap items-center gap-2" onClick={(e) => e.stopPropagation()}>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          onClick={() => onSelect(trial)}
          aria-pressed={selected}
        >
          View AI Summary
        </button>
        <PaperLink doi={trial.doi} label="View Paper" />
        <RegistryBadge entry={registry} />
        {save && (
          <WithTooltip label={save.saved ? "Remove from favorites" : "Save to favorites"}>
            <button
              type="button"
              className={`icon-btn ml-auto ${save.saved ? "text-danger" : ""}`}
              aria-pressed={save.saved}
              aria-label={save.saved ? "Remove from favorites" : "Save to favorites"}
              onClick={() => save.onToggle(trial)}
            >
              <HeartIcon filled={save.saved} />
            </button>
          </WithTooltip>
        )}
      </div>
    </article>
  );
}
