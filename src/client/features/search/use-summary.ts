import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { trialTextOf } from "../../../shared/api/trial-text";
import type { Trial } from "../../../shared/trial";
import { serverMessage, type Api } from "../../lib/api";
import { toast } from "../../lib/toast-store";
import { useApi } from "../../lib/use-api";

export const summaryKey = (pmid: string) => ["summary", pmid] as const;

/** A trial's summaries, asked for with the trial's own text (docs/product.md#calls); kept for the visit. */
export const summaryQuery = (api: Api, trial: Trial) =>
  queryOptions({ queryKey: summaryKey(trial.pmid), queryFn: () => api.call("summarize", trialTextOf(trial)) });

/** Selecting a trial generates its summaries (docs/product.md#states); kept for the visit: reselecting is instant. */
export function useGenerateSummary() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    // A summary already in the cache is answered from it (data never goes stale here).
    mutationFn: (trial: Trial) => queryClient.fetchQuery(summaryQuery(api, trial)),
    onError: (error) =>
      toast({
        title: "Summarization failed",
        description: serverMessage(error) ?? "Unable to generate summary. Please try again.",
        variant: "destructive",
      }),
  });
}
