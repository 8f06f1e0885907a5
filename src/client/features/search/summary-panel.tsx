import type { SummaryResponse } from "../../../shared/api/summary";
import type { Trial } from "../../../shared/trial";
import { mergeNotices, NoticeBanners, RetractedSummaryLabel } from "../../components/notice-banner";
import { SummaryTabs } from "../../components/summary-tabs";
import { CancerTypeAndDate, PaperLink } from "../../components/trial-meta";
import { RegistryBlock, RegistryPatientLine } from "./registry-block";

interface Props {
  trial: Trial | null;
  summary?: SummaryResponse;
  pending: boolean;
}

export function SummaryPanel({ trial, summary, pending }: Props) {
  if (!trial) {
    return (
      <div className="card grid min-h-64 place-items-center p-8 text-center text-muted">
        <p>Select a trial to view summary</p>
      </div>
    );
  }
  // The summary's notices are read from our record when it was summarised: newer than the search result's.
  const notices = mergeNotices(trial.notices, summary?.notices);
  return (
    <section className="card p-6" aria-labelledby="summary-title" aria-busy={pending}>
      <h2 id="summary-title" className="text-lg font-semibold leading-snug">
        {trial.title}
      </h2>
      <CancerTypeAndDate trial={trial} />
      <NoticeBanners notices={notices} className="mt-3" />
      <div aria-live="polite">
        {pending && (
          <p className="mt-6 flex items-center gap-2 text-muted">
            <span className="spinner" aria-hidden="true" /> Generating AI summaries...
          </p>
        )}
        {!pending && summary && (
          <>
            <RetractedSummaryLabel notices={notices} />
            <SummaryTabs
              clinicianSummary={summary.clinicianSummary}
              patientSummary={summary.patientSummary}
              facts={summary.facts}
              sentences={summary.sentences}
              sourceText={summary.sourceText}
              patientNote={<RegistryPatientLine trial={trial} />}
            />
            <SummaryProvenance summary={summary} />
          </>
        )}
      </div>
      <RegistryBlock trial={trial} paperEndpoint={summary?.facts?.primaryEndpoint?.text} />
      <TrialDetails trial={trial} />
    </section>
  );
}

function SummaryProvenance({ summary }: { summary: SummaryResponse }) {
  return (
    <div className="mt-4 space-y-1 border-t border-border pt-3 text-xs text-muted">
      <p>
        {summary.source === "builtin"
          ? "Summary generated without an AI model"
          : `Summary written by the AI model ${summary.model}`}
        {" · "}Patient summary reading level: grade {summary.readingGrade.toFixed(1)}
      </p>
      {summary.warnings.length > 0 && (
        <ul className="list-disc pl-4" aria-label="Checks on this summary">
          {summary.warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
      <p>
        AI summaries can contain mistakes. Check the paper, and talk with a healthcare professional before any decision.
      </p>
    </div>
  );
}

/** All authors joined by commas; very long consortium lists stop after 50, saying how many more. */
function authorList(authors: string[]): string {
  if (authors.length === 0) return "Not listed";
  if (authors.length <= 50) return authors.join(", ");
  return `${authors.slice(0, 50).join(", ")} and ${(authors.length - 50).toLocaleString("en-US")} more`;
}

function TrialDetails({ trial }: { trial: Trial }) {
  return (
    <div className="mt-6 border-t border-border pt-4">
      <h3 className="font-semibold">Trial Details</h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">Authors</dt>
        <dd>{authorList(trial.authors)}</dd>
        <dt className="text-muted">Journal</dt>
        <dd>{trial.journal}</dd>
        <dt className="text-muted">PMID</dt>
        <dd>
          <a
            className="link"
            href={`https://pubmed.ncbi.nlm.nih.gov/${trial.pmid}/`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {trial.pmid}
          </a>
        </dd>
      </dl>
      <PaperLink doi={trial.doi} label="View Full Paper" className="mt-4" />
    </div>
  );
}
