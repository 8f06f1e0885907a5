// Part of the first bundle (the search route's loader): types only from zod-using modules, so zod stays out.
import type { QueryClient } from "@tanstack/react-query";
import type { RegistryResponse } from "../../../shared/api/registry";
import type { Trial } from "../../../shared/trial";
import type { Api } from "../../lib/api";

const NCT = /^NCT\d{8}$/;

/** The trial's ClinicalTrials.gov id, if the paper names one. */
export function nctIdOf(trial: Trial): string | undefined {
  const id = trial.nctId ?? trial.registrations?.find((r) => r.registry === "ClinicalTrials.gov")?.id;
  return id && NCT.test(id) ? id : undefined;
}

export const pageNctIds = (trials: Trial[] | undefined) => [
  ...new Set((trials ?? []).flatMap((t) => nctIdOf(t) ?? [])),
];
export const registryPageKey = (nctIds: string[]) => ["registry", ...nctIds] as const;
export const registryStudyKey = (nctId: string) => ["registry-study", nctId] as const;

/** Files a page's answer under the page and under each id, so the summary panel reads it without asking again. */
export function fileRegistryAnswer(queryClient: QueryClient, nctIds: string[], answer: RegistryResponse): void {
  queryClient.setQueryData(registryPageKey(nctIds), answer);
  for (const [id, entry] of Object.entries(answer.studies)) queryClient.setQueryData(registryStudyKey(id), entry);
}

/**
 * On the server, the registry's answers are rendered with the page when they come within the budget; past it the
 * page is sent without them and the browser asks after hydration, so a slow registry never slows the page much.
 */
export async function prefetchRegistryPage(
  queryClient: QueryClient,
  api: Api,
  trials: Trial[] | undefined,
  budgetMs = 800,
) {
  const ids = pageNctIds(trials);
  if (typeof window !== "undefined" || ids.length === 0) return;
  let late = false;
  const fetching = api
    .call("registry", { ids })
    // An answer after the page was sent would differ from what the browser hydrates: it is dropped.
    .then((answer) => late || fileRegistryAnswer(queryClient, ids, answer))
    .catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([fetching, new Promise((resolve) => (timer = setTimeout(resolve, budgetMs)))]);
  clearTimeout(timer);
  late = true;
}
