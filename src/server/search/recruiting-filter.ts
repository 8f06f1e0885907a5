import { MAX_REGISTRY_IDS } from "../../shared/api/limits";
import { isRegistryError, NCT_ID } from "../../shared/api/registry";
import type { SearchResponse } from "../../shared/api/search";
import type { Trial } from "../../shared/trial";
import type { RegistryService } from "../registry/registry-service";

const nctIdOf = (trial: Trial): string | undefined => {
  const id = trial.nctId ?? trial.registrations?.find((r) => r.registry === "ClinicalTrials.gov")?.id;
  return id && NCT_ID.test(id) ? id : undefined;
};

/**
 * Keeps the page's trials the registry says are recruiting now. Status is not in PubMed, so this reads the registry
 * (one cached batch, as the page's badges do) for this page only; the answer says how many were checked.
 */
export async function keepRecruiting(
  answer: SearchResponse,
  registry: RegistryService,
  client: string,
): Promise<SearchResponse> {
  const ids = [...new Set(answer.trials.flatMap((t) => nctIdOf(t) ?? []))].slice(0, MAX_REGISTRY_IDS);
  const { studies } = ids.length ? await registry.lookup(ids, client) : { studies: {} };
  const unreachable = Object.values(studies).filter((e) => isRegistryError(e) && e.error === "unreachable").length;
  const trials = answer.trials.filter((t) => {
    const entry = studies[nctIdOf(t) ?? ""];
    return entry !== undefined && !isRegistryError(entry) && entry.status === "RECRUITING";
  });
  return { ...answer, trials, recruiting: { checked: answer.trials.length, kept: trials.length, unreachable } };
}
