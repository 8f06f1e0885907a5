import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SavedTrialsResponse } from "../../shared/api/saved-trials";
import { hasStatus, type Api } from "./api";
import { useApi } from "./use-api";
import { savedTrialsQuery } from "./saved-trials-query";

export { savedTrialsQuery };

/** docs/product.md#calls: GET /api/saved-trials only when signed in. */
export function useSavedTrials(enabled: boolean) {
  return useQuery({ ...savedTrialsQuery(useApi()), enabled, select: (d) => d.trials });
}

export function useRemoveSavedTrial(api: Api) {
  const queryClient = useQueryClient();
  const { queryKey } = savedTrialsQuery(api);
  return useMutation({
    mutationFn: (pmid: string) => api.call("removeSavedTrial", { pmid }),
    onMutate: async (pmid) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData<SavedTrialsResponse>(queryKey, (d) =>
        d ? { trials: d.trials.filter((t) => t.pmid !== pmid) } : d,
      );
      return { previous };
    },
    onError: (_error, _pmid, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
  });
}

/** The session is gone (or never was); the flows send the visitor to sign in. */
export const isUnauthorized = (error: unknown) => hasStatus(error, 401);
