import { isRegistryError, STATUS_LABELS, type RegistryEntry, type RegistryStatus } from "../../../shared/api/registry";
import { ExternalIcon } from "../../components/icons";

// Statuses that end or pause a trial before its plan stand out; recruiting ones take the accent.
const TONE: Partial<Record<RegistryStatus, string>> = {
  RECRUITING: "badge-accent",
  NOT_YET_RECRUITING: "badge-accent",
  ENROLLING_BY_INVITATION: "badge-accent",
  TERMINATED: "badge-caution",
  WITHDRAWN: "badge-caution",
  SUSPENDED: "badge-caution",
};

/** The registry's status for a card, linking to the study's page; nothing until (or unless) there is one. */
export function RegistryBadge({ entry }: { entry?: RegistryEntry }) {
  if (!entry || isRegistryError(entry)) return null;
  return (
    <a
      href={entry.url}
      target="_blank"
      rel="noopener noreferrer"
      className={`badge ${TONE[entry.status] ?? ""} gap-1 hover:underline`}
      data-testid="registry-badge"
    >
      <span className="sr-only">ClinicalTrials.gov status: </span>
      {STATUS_LABELS[entry.status]}
      <ExternalIcon width={12} height={12} aria-hidden="true" />
    </a>
  );
}
