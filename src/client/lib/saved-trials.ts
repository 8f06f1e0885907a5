import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SavedTrial, SavedTrialsResponse } from "../../shared/saved-trial";
import type { Api } from "./api";
import { SAVED_TRIALS_KEY } from "./query-keys";

export { SAVED_TRIALS_KEY };

/** Spec §7: GET /api/saved-trials (the default query function) only when signed in. */
export function useSavedTrials(enabled: boolean) {
  return useQuery<SavedTrialsResponse, Error, SavedTrial[]>({ queryKey: SAVED_TRIALS_KEY, enabled, select: (d) => d.trials });
}

export type SaveTrialBody = Omit<SavedTrial, "id">;

export function useRemoveSavedTrial(api: Api) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pmid: string) => api.request("DELETE", `/api/saved-trials/${encodeURIComponent(pmid)}`),
    onMutate: async (pmid) => {
      await queryClient.cancelQueries({ queryKey: SAVED_TRIALS_KEY });
      const previous = queryClient.getQueryData<SavedTrialsResponse>(SAVED_TRIALS_KEY);
      queryClient.setQueryData<SavedTrialsResponse>(SAVED_TRIALS_KEY, (d) =>
        d ? { trials: d.trials.filter((t) => t.pmid !== pmid) } : d,
      );
      return { previous };
    },
    onError: (_error, _pmid, context) => {
      if (context?.previous) queryClient.setQueryData(SAVED_TRIALS_KEY, context.previous);
    },
  });
}

export const isUnauthorized = (error: unknown) =>
  error instanceof Error && error.message.startsWith("401:") && error.message.includes("Unauthorized");
