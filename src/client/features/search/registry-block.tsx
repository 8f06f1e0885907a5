import { isRegistryError, STATUS_LABELS, type RegistryStudy } from "../../../shared/api/registry";
import type { Registration, Trial } from "../../../shared/trial";
import { ExternalIcon } from "../../components/icons";
import { outcomesDiffer } from "./outcome-match";
import { nctIdOf } from "./registry-prefetch";
import { useRegistryStudy } from "./registry-query";

const phaseLabel = (phase: string) =>
  phase === "NA"
    ? "Not applicable"
    : phase.replace(/^EARLY_PHASE(\d)$/, "Early phase $1").replace(/^PHASE(\d)$/, "Phase $1");
const list = (items: string[]) => items.join(", ");

/** What ClinicalTrials.gov says of the trial today, and the paper's other registrations (ISRCTN, EudraCT...). */
export function RegistryBlock({ trial, paperEndpoint }: { trial: Trial; paperEndpoint?: string | null }) {
  const nctId = nctIdOf(trial);
  const { entry, failed } = useRegistryStudy(nctId);
  const others = (trial.registrations ?? []).filter((r) => r.id !== nctId);
  if (!nctId) return others.length ? <OtherRegistrations registrations={others} standalone /> : null;
  const link = (
    <a className="link" href={`https://clinicaltrials.gov/study/${nctId}`} target="_blank" rel="noopener noreferrer">
      {nctId}
    </a>
  );
  return (
    <div className="mt-6 border-t border-border pt-4">
      <h3 className="font-semibold">Registry</h3>
      <div aria-live="polite" className="mt-2 text-sm">
        {!entry && !failed && <p className="text-muted">Checking ClinicalTrials.gov for {nctId}…</p>}
        {(failed || (isRegistryError(entry) && entry.error === "unreachable")) && (
          <p>The registry could not be reached. The record is at ClinicalTrials.gov: {link}</p>
        )}
        {isRegistryError(entry) && entry.error === "not-registered" && <p>Not found in ClinicalTrials.gov ({nctId})</p>}
        {entry && !isRegistryError(entry) && <StudyFacts study={entry} link={link} paperEndpoint={paperEndpoint} />}
        {others.length > 0 && <OtherRegistrations registrations={others} />}
      </div>
    </div>
  );
}

/** Registrations outside ClinicalTrials.gov: a block of their own when the paper names no NCT id. */
function OtherRegistrations({
  registrations,
  standalone = false,
}: {
  registrations: Registration[];
  standalone?: boolean;
}) {
  const links = registrations.map((r, i) => (
    <span key={r.id}>
      {i > 0 && ", "}
      <a className="link" href={r.url} target="_blank" rel="noopener noreferrer">
        {r.id}
      </a>{" "}
      ({r.registry})
    </span>
  ));
  if (!standalone) return <p className="mt-2 [overflow-wrap:anywhere]">Also registered as: {links}</p>;
  return (
    <div className="mt-6 border-t border-border pt-4">
      <h3 className="font-semibold">Registry</h3>
      <p className="mt-2 text-sm [overflow-wrap:anywhere]">Registered as: {links}</p>
    </div>
  );
}

/** For patients: where the registry says the study recruits, and who can tell them more. Never advice. */
export function RegistryPatientLine({ trial }: { trial: Trial }) {
  const { entry } = useRegistryStudy(nctIdOf(trial));
  if (!entry || isRegistryError(entry) || entry.status !== "RECRUITING") return null;
  const where = entry.countries.length
    ? ` in ${new Intl.ListFormat("en", { type: "conjunction" }).format(entry.countries)}`
    : "";
  return (
    <p className="mt-3 rounded-lg border border-border bg-surface-muted p-3 text-sm">
      The registry says this study is recruiting{where}. Your care team can tell you whether it fits you.
    </p>
  );
}

function StudyFacts({
  study,
  link,
  paperEndpoint,
}: {
  study: RegistryStudy;
  link: React.ReactNode;
  paperEndpoint?: string | null;
}) {
  const outcome = study.primaryOutcomes[0];
  const differ = outcomesDiffer(
    paperEndpoint,
    study.primaryOutcomes.map((o) => o.measure),
  );
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 [overflow-wrap:anywhere]">
        <dt className="text-muted">Status</dt>
        <dd>
          {STATUS_LABELS[study.status]}
          {study.lastKnownStatus && ` (last known: ${STATUS_LABELS[study.lastKnownStatus].toLowerCase()})`}
          {study.whyStopped && ` — why stopped: ${study.whyStopped}`}
        </dd>
        <dt className="text-muted">Registered as</dt>
        <dd>{link}</dd>
        {study.phases.length > 0 && (
          <>
            <dt className="text-muted">Phase</dt>
            <dd>{list(study.phases.map(phaseLabel))}</dd>
          </>
        )}
        {study.enrollment && (
          <>
            <dt className="text-muted">Enrollment</dt>
            <dd>
              {study.enrollment.count.toLocaleString("en-US")} participants
              {study.enrollment.type && ` (${study.enrollment.type === "ACTUAL" ? "actual" : "estimated"})`}
            </dd>
          </>
        )}
        {study.startDate && (
          <>
            <dt className="text-muted">Started</dt>
            <dd>{study.startDate}</dd>
          </>
        )}
        {study.primaryCompletionDate && (
          <>
            <dt className="text-muted">Primary completion</dt>
            <dd>
              {study.primaryCompletionDate}
              {study.primaryCompletionEstimated && " (estimated)"}
            </dd>
          </>
        )}
        {study.countries.length > 0 && (
          <>
            <dt className="text-muted">Countries</dt>
            <dd>{list(study.countries)}</dd>
          </>
        )}
        <dt className="text-muted">Recruiting sites</dt>
        <dd>
          {study.recruitingSites} of {study.sites}
        </dd>
        {outcome && (
          <>
            <dt className="text-muted">Registered primary outcome</dt>
            <dd>
              {outcome.measure}
              {outcome.timeFrame && ` (${outcome.timeFrame})`}
            </dd>
          </>
        )}
        {outcome && paperEndpoint && (
          <>
            <dt className="text-muted">Paper's primary endpoint</dt>
            <dd>{paperEndpoint}</dd>
          </>
        )}
        {study.lastUpdate && (
          <>
            <dt className="text-muted">Last updated</dt>
            <dd>{study.lastUpdate}</dd>
          </>
        )}
      </dl>
      {differ && (
        <p className="mt-3 rounded-lg border border-warning-border bg-warning-bg p-3">
          The paper's primary endpoint and the registered one share no key words: compare them (reporting a different
          outcome than registered is a known bias).
        </p>
      )}
      {study.hasResults && (
        <a
          href={`${study.url}?tab=results`}
          target="_blank"
          rel="noopener noreferrer"
          className="btn btn-outline btn-sm mt-3"
        >
          Results posted on ClinicalTrials.gov <ExternalIcon width={14} height={14} />
        </a>
      )}
    </>
  );
}
